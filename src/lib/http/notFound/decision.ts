import { isKnownMissing } from './decide'
import { currentSlugIndex } from './registry'

/** The decision src/lib/http/notFoundRewrite.mjs asks on every request, installed on globalThis by the
 *  server at start (src/instrumentation.ts): the preloaded hook cannot import the app's modules. */
const NOT_FOUND_DECISION = Symbol.for('mots-couleurs.notFoundDecision')

/** A path (not encoded, without its query string) surely answered with the 404: false while the slug index loads. */
export function isSurelyMissing(pathname: string): boolean {
  const index = currentSlugIndex()
  return index !== null && isKnownMissing(pathname, index)
}

export function installNotFoundDecision(): void {
  ;(globalThis as { [NOT_FOUND_DECISION]?: (pathname: string) => boolean })[NOT_FOUND_DECISION] =
    isSurelyMissing
}
