'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Payload's live preview (the admin's edit view shows this page in an iframe): tells the admin the page
 * is ready, then re-renders the page on the server after each save, so the frame shows the saved draft.
 * The protocol of @payloadcms/live-preview's `RefreshRouteOnSave`, same origin only, without its package.
 */
export function ActualisationApercu() {
  const router = useRouter()
  useEffect(() => {
    const admin = window.opener ?? (window.parent !== window ? window.parent : null)
    if (!admin) return
    const origine = window.location.origin
    const surMessage = (event: MessageEvent) => {
      if (event.origin === origine && event.data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', surMessage)
    admin.postMessage({ type: 'payload-live-preview', ready: true }, origine)
    return () => window.removeEventListener('message', surMessage)
  }, [router])
  return null
}
