import { unstable_cache } from 'next/cache'

import { singleFlight } from './singleFlight'

/** Cross-request cache for public data, invalidated by tag from Payload hooks. No time-based expiry:
 *  a publish revalidates the tags at once. Concurrent misses of one entry share one call of `fn`;
 *  each request still goes through unstable_cache, which records the tags on the page it renders. */
export function cached<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  key: string,
  tags: (...args: A) => string[],
) {
  return async (...args: A): Promise<R> => {
    const parts = [key, JSON.stringify(args)]
    try {
      return await unstable_cache(() => singleFlight(parts.join('\u0000'), () => fn(...args)), parts, {
        tags: tags(...args),
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
