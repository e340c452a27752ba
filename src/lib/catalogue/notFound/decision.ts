import { questionFor } from './decide'
import { currentSlugIndex } from './registry'

/** The decision src/lib/infra/http/notFoundRewrite.mjs asks on every request, installed on globalThis by the
 *  server at start (src/instrumentation.ts): the preloaded hook cannot import the app's modules. */
const NOT_FOUND_DECISION = Symbol.for('mots-couleurs.notFoundDecision')

/** A path (not encoded, without its query string) surely answered with the 404: false while the slug index loads. */
export function isSurelyMissing(pathname: string): boolean {
  const q = questionFor(pathname)
  if (q === null) return false
  if ('missing' in q) return true
  // Only a path whose answer hangs on a slug reads (or loads) the index.
  const index = currentSlugIndex()
  return index !== null && !index[q.absent].has(q.slug)
}

export function installNotFoundDecision(): void {
  ;(globalThis as { [NOT_FOUND_DECISION]?: (pathname: string) => boolean })[NOT_FOUND_DECISION] =
    isSurelyMissing
}
