const files = new Map<string, Promise<unknown>>()

/**
 * Runs `travail` after every earlier call of the same key in this process has settled. Used where a
 * number is computed from the last one (orders, invoices): concurrent checkouts of one process then
 * take their numbers in turn instead of colliding on the unique index and retrying — twenty at once
 * ran out of retries. Other processes still collide, and the callers' retries handle them.
 */
export function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = files.get(key) ?? Promise.resolve()
  const next = previous.then(work, work)
  const done = next.catch(() => undefined)
  files.set(key, done)
  void done.then(() => {
    if (files.get(key) === done) files.delete(key)
  })
  return next
}
