import { unstable_cache } from 'next/cache'

/** Cross-request cache for public data, invalidated by tag from Payload hooks. No time-based expiry:
 *  a publish revalidates the tags at once. */
export function cached<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  key: string,
  tags: (...args: A) => string[],
) {
  return async (...args: A): Promise<R> => {
    try {
      return await unstable_cache(() => fn(...args), [key, JSON.stringify(args)], {
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
