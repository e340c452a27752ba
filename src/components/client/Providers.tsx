'use client'

import { useEffect, type ReactNode } from 'react'

import { DEFAULT_SHORT_NAME, registerServiceWorker } from '@/lib/navigateur/client'

import { PanierProvider } from './PanierProvider'
import { LikesProvider } from './LikesProvider'
import { ShopToaster } from './ShopToaster'
import { ZoomProvider } from './ZoomProvider'

/** Wraps every storefront page (docs/SPECIFICATION.md §7): zoom and cart contexts (plus likes), the toaster
 *  and the service worker registration. (The layout loads the analytics script, /js/script.js.) */
export default function Providers({
  children,
  shortName = DEFAULT_SHORT_NAME,
}: {
  children: ReactNode
  shortName?: string
}) {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'development') registerServiceWorker()
  }, [])
  return (
    <PanierProvider shortName={shortName}>
      <LikesProvider shortName={shortName}>
        <ZoomProvider>{children}</ZoomProvider>
        <ShopToaster />
      </LikesProvider>
    </PanierProvider>
  )
}
