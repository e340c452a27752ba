const files = new Map<string, Promise<unknown>>()

/**
 * Runs `travail` after every earlier call of the same key in this process has settled. Used where a
 * number is computed from the last one (orders, invoices): concurrent checkouts of one process then
 * take their numbers in turn instead of colliding on the unique index and retrying — twenty at once
 * ran out of retries. Other processes still collide, and the callers' retries handle them.
 */
export function inTurn<T>(cle: string, travail: () => Promise<T>): Promise<T> {
  const precedent = files.get(cle) ?? Promise.resolve()
  const suivant = precedent.then(travail, travail)
  const fin = suivant.catch(() => undefined)
  files.set(cle, fin)
  void fin.then(() => {
    if (files.get(cle) === fin) files.delete(cle)
  })
  return suivant
}
