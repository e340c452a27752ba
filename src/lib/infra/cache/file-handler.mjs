// Next's incremental cache without Redis (one process): Next's own file cache, less what strangers could
// make it keep (./storagePolicy.mjs). next.config.mjs points `cacheHandler` here when REDIS_URL is
// not set. Next loads this file by path with Node, outside the app bundle: plain ESM, no `@/` imports.
//
// Next's file cache writes every page it renders under distDir/server/route-cache and its data under
// distDir/cache/fetch-cache, and never removes a file: every not-found URL and every search cost
// 100–260 KB of disk for good. Here a refused entry is not written at all, and a visitor-typed one is
// kept only in the cache's memory store, Next's LRU bounded in bytes (cacheMaxMemorySize), so the
// disk holds what the content decides (pages and data of published documents), whatever is asked.
import { createRequire } from 'node:module'

import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { clearResponseCache } from '../http/responseCache.mjs'

import { storagePolicy } from './storagePolicy.mjs'

const require = createRequire(import.meta.url)
// Next's own class (the default handler), not a copy: reads, tags and build seeds behave as without us.
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

export default class BoundedFileCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx)
    // The build and `next dev` keep Next's behaviour: the build's prerendered pages must reach the disk.
    this.bounded = !ctx.dev && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD
  }

  async set(key, data, ctx) {
    if (!this.bounded) return super.set(key, data, ctx)
    const policy = storagePolicy(key, data, ctx)
    if (policy === 'none') return
    if (policy === 'memory') {
      // What Next's own `set` does before it writes the files (file-system-cache.js).
      FileSystemCache.memoryCache?.set(key, {
        value: data,
        lastModified: Date.now(),
        cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      })
      return
    }
    return super.set(key, data, ctx)
  }

  // The answers kept in front of Next (src/lib/infra/http/responseCache.mjs) go once the tags are dated:
  // a request after this reads the pages again, one during it is not kept.
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    clearResponseCache(typeof tags === 'string' ? [tags] : tags)
  }
}
