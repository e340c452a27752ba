/** Analytics events (docs/SPECIFICATION.md §7): whichever tracker the script at /js/script.js installed —
 *  Umami (`umami.track`) or Plausible (`plausible(name, { props })`) — or none. Never throws:
 *  a blocked or broken tracker must not break the cart. */
type Trackers = {
  umami?: { track?: (name: string, data?: Record<string, unknown>) => unknown }
  plausible?: (name: string, options?: { props?: Record<string, unknown> }) => unknown
}

export function track(name: string, data?: Record<string, unknown>): void {
  try {
    if (typeof window === 'undefined') return
    const w = window as unknown as Trackers
    if (typeof w.umami?.track === 'function') {
      w.umami.track(name, data)
      return
    }
    if (typeof w.plausible === 'function') w.plausible(name, data ? { props: data } : undefined)
  } catch {
    // Analytics is best effort.
  }
}
