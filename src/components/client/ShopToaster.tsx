'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { pauseToasts, resumeToasts } from '@/lib/client/toast'

import styles from './client.module.css'

// Out of the first-load JavaScript: fetched once the page is hydrated; toasts asked before wait for it.
const SonnerToaster = lazy(() => import('./SonnerToaster'))

/** sonner renders; src/lib/client/toast.ts runs the timers (per-type durations, 1000 ms removal).
 *  Hovering any toast pauses every timer. */
export function ShopToaster() {
  const [monte, setMonte] = useState(false)
  useEffect(() => setMonte(true), [])
  return (
    <div className={styles.toaster} onMouseEnter={pauseToasts} onMouseLeave={resumeToasts}>
      {monte && (
        <Suspense fallback={null}>
          <SonnerToaster />
        </Suspense>
      )}
    </div>
  )
}
