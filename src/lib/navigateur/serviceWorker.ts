/** Registers /sw.js once the page has loaded (docs/SPECIFICATION.md §7). The version in the query string
 *  changes with each build, so a new deploy installs a new worker that drops the old caches.
 *  A failure is logged for developers and never shown to the visitor (docs/SPECIFICATION.md §10). */
export const SW_VERSION = process.env.NEXT_PUBLIC_SW_VERSION || 'v1'

export function registerServiceWorker(version: string = SW_VERSION): void {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return
  const register = () => {
    try {
      navigator.serviceWorker
        .register(`/sw.js?v=${encodeURIComponent(version)}`, { scope: '/' })
        .catch((err: unknown) => console.error('SW registration failed', err))
    } catch (err) {
      console.error('SW registration failed', err)
    }
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
