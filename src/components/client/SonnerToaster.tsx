'use client'

import { useEffect } from 'react'
import { toast, Toaster } from 'sonner'

import { TOAST_DURATIONS, TOAST_LIMIT, TOAST_MAX_WIDTH, toasterPret } from '@/lib/client/toast'

/** Effects run in tree order: this one runs after <Toaster> has subscribed to sonner's toasts. */
function Pret() {
  useEffect(() => toasterPret(toast), [])
  return null
}

/** sonner's toaster, loaded on its own after hydration (see ShopToaster). */
export default function SonnerToaster() {
  return (
    <>
      <Toaster
        position="bottom-right"
        visibleToasts={TOAST_LIMIT}
        duration={TOAST_DURATIONS.blank}
        containerAriaLabel="Notifications"
        style={{ '--width': `${TOAST_MAX_WIDTH}px` } as React.CSSProperties}
        toastOptions={{ style: { maxWidth: `${TOAST_MAX_WIDTH}px` } }}
      />
      <Pret />
    </>
  )
}
