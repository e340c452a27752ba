import { unstable_cache } from 'next/cache'

import { singleFlight } from './singleFlight'
import { VISITOR_TAG } from './storagePolicy.mjs'

/**
 * What decides how many entries a read can have (docs/decisions/0165-lectures-tapees-par-le-visiteur.md):
 * - 'content': its arguments name a document that exists (a slug, an id: an unknown one is not stored,
 *   src/lib/infra/cache/storagePolicy.mjs) or come from the code (a facet of the registry, a fixed count);
 * - 'visitor': a visitor chooses them (a page number, a `limit`, a sort, filters, a search): its entries
 *   go to the cache's bounded memory (or Redis's budget), never to the disk.
 * tests/unit/lectures-en-cache.test.ts reads every cached read of src/lib/data and checks the choice.
 */
export type KeyedBy = 'content' | 'visitor'

/** The tags an entry is stored with: the read's own, and the visitors' zone when it is keyed so. */
export const entryTags = (keyedBy: KeyedBy, tags: string[]): string[] =>
  keyedBy === 'visitor' ? [...tags, VISITOR_TAG] : tags

/** Cross-request cache for public data, invalidated by tag from Payload hooks. No time-based expiry:
 *  a publish revalidates the tags at once. Concurrent misses of one entry share one call of `fn`;
 *  each request still goes through unstable_cache, which records the tags on the page it renders. */
export function cached<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  key: string,
  tags: (...args: A) => string[],
  keyedBy: KeyedBy,
) {
  return async (...args: A): Promise<R> => {
    const parts = [key, JSON.stringify(args)]
    try {
      return await unstable_cache(() => singleFlight(parts.join('\u0000'), () => fn(...args)), parts, {
        tags: entryTags(keyedBy, tags(...args)),
        revalidate: false,
      })()
    } catch (err) {
      // Outside a Next server (scripts, integration tests on Payload's REST router) there is no cache to use.
      if (err instanceof Error && err.message.startsWith('Invariant: incrementalCache missing'))
        return fn(...args)
      throw err
    }
  }
}
