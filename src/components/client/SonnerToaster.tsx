'use client'

import { useEffect } from 'react'
import { toast, Toaster } from 'sonner'

import {
  attachToaster,
  detachToaster,
  TOAST_DURATIONS,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH,
} from '@/lib/navigateur/client'

/** Effects run in tree order: this one runs after <Toaster> has subscribed to sonner's toasts. */
function AttachToaster() {
  useEffect(() => {
    attachToaster(toast)
    return detachToaster
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
      <AttachToaster />
    </>
  )
}
