const files = new Map<string, Promise<unknown>>()

/**
 * Runs `travail` after every earlier call of the same key in this process has settled. Used where a
 * number is computed from the last one (orders, invoices): concurrent checkouts of one process then
 * take their numbers in turn instead of colliding on the unique index and retrying — twenty at once
 * ran out of retries. Other processes still collide, and the callers' retries handle them.
 */
export function inTurn<T>(cle: string, work: () => Promise<T>): Promise<T> {
  const previous = files.get(cle) ?? Promise.resolve()
  const next = previous.then(work, work)
  const done = next.catch(() => undefined)
  files.set(cle, done)
  void done.then(() => {
    if (files.get(cle) === done) files.delete(cle)
  })
  return next
}
