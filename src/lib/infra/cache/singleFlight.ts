/**
 * One call at a time per cache entry. When an entry is cold (first request after a start, or just
 * expired by a write), every request that arrives before it is filled misses together; without this,
 * 50 waiting requests ran the same database reads 50 times, one after the other (SQLite's driver is
 * synchronous), and the last one waited seconds. They now share the first one's call.
 *
 * The map lives on globalThis: Next may load this module once per route bundle, and a route's write must
 * reach the calls of every route (`forgetInFlight`).
 */
const KEY = Symbol.for('mots-couleurs.appelsEnCours')
const global = globalThis as typeof globalThis & { [KEY]?: Map<string, Promise<unknown>> }
const inFlight = (global[KEY] ??= new Map())

/** `fn()`, or the promise of the same call already running under `key`. Callers must not mutate the
 *  shared result (the cache's entries are plain data, read to render or to serialise). */
export function singleFlight<R>(key: string, fn: () => Promise<R>): Promise<R> {
  const current = inFlight.get(key) as Promise<R> | undefined
  if (current) return current
  const pendingCall = fn().finally(() => {
    if (inFlight.get(key) === pendingCall) inFlight.delete(key)
  })
  inFlight.set(key, pendingCall)
  return pendingCall
}

/** After a write: a call that began before it must not answer a request that comes after it. */
export function forgetInFlight(): void {
  inFlight.clear()
}
