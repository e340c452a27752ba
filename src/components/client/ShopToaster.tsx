'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { onToastWaiting, pauseToasts, resumeToasts } from '@/lib/navigateur/client'

import styles from './client.module.css'

// Out of the first-load JavaScript, and out of the page load: fetched with the first toast, which waits for it.
const SonnerToaster = lazy(() => import('./SonnerToaster'))

/** sonner renders; src/lib/navigateur/toast.ts runs the timers (per-type durations, 1000 ms removal).
 *  Hovering any toast pauses every timer. */
export function ShopToaster() {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => onToastWaiting(() => setLoaded(true)), [])
  return (
    <div className={styles.toaster} onMouseEnter={pauseToasts} onMouseLeave={resumeToasts}>
      {loaded && (
        <Suspense fallback={null}>
          <SonnerToaster />
        </Suspense>
      )}
    </div>
  )
}
