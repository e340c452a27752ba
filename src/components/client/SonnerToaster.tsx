'use client'

import { useEffect } from 'react'
import { toast, Toaster } from 'sonner'

import { TOAST_DURATIONS, TOAST_LIMIT, TOAST_MAX_WIDTH, toasterParti, toasterPret } from '@/lib/client/toast'

/** Effects run in tree order: this one runs after <Toaster> has subscribed to sonner's toasts. */
function Pret() {
  useEffect(() => {
    toasterPret(toast)
    return toasterParti
  }, [])
  return null
}

/** sonner's toaster, loaded on its own with the first toast (see ShopToaster). */
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
