// The bounded file cache (./file-handler.mjs) given to Next once per process, not through next.config's
// `cacheHandler`: with that option Next imports the handler's module again on every request
// (`getIncrementalCache` in next/dist/server/next-server.js), which cost a quarter of a cached page's
// throughput (docs/decisions/0185-ou-est-passe-le-temps.md). Without `cacheHandler`, Next's incremental
// cache takes the class on `globalThis[Symbol.for('@next/cache-handlers')].FetchCache`, set here before
// the first request: by scripts/lib/preload.mjs (`node --import`), else by src/instrumentation.ts.
// With REDIS_URL, next.config.mjs still names the Redis handler. Plain ESM, loaded by Node as is.
import BoundedFileCache from './file-handler.mjs'

const HANDLERS = Symbol.for('@next/cache-handlers')

/** @param {Record<string, string | undefined>} [env] @returns {boolean} whether it was installed */
export function installBoundedFileCache(env = process.env) {
  if (env.REDIS_URL?.trim()) return false
  globalThis[HANDLERS] = { ...globalThis[HANDLERS], FetchCache: BoundedFileCache }
  return true
}
