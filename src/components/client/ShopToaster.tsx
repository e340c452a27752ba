'use client'

import { Toaster } from 'sonner'

import { pauseToasts, resumeToasts, TOAST_DURATIONS, TOAST_LIMIT, TOAST_MAX_WIDTH } from '@/lib/client/toast'

import styles from './client.module.css'

/** sonner renders; src/lib/client/toast.ts runs the timers (per-type durations, 1000 ms removal).
 *  Hovering any toast pauses every timer. */
export function ShopToaster() {
  return (
    <div className={styles.toaster} onMouseEnter={pauseToasts} onMouseLeave={resumeToasts}>
      <Toaster
        position="bottom-right"
        visibleToasts={TOAST_LIMIT}
        duration={TOAST_DURATIONS.blank}
        containerAriaLabel="Notifications"
        style={{ '--width': `${TOAST_MAX_WIDTH}px` } as React.CSSProperties}
        toastOptions={{ style: { maxWidth: `${TOAST_MAX_WIDTH}px` } }}
      />
    </div>
  )
}
