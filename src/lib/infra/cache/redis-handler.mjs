// Next's incremental cache (ISR pages, route handlers, unstable_cache data) in Redis, shared by every
// instance: next.config.mjs points `cacheHandler` here only when REDIS_URL is set. Next loads this file
// by path with Node, outside the app bundle: plain ESM, no `@/` imports, no TypeScript.
//
// Built on @fortedigital/nextjs-cache-handler (docs/decisions/0030-cache-partage-redis.md says why): its CacheHandler
// speaks Next's interface and its `redis-strings` handler stores entries, with a tag index in Redis, so a
// revalidateTag on one instance deletes the entries every instance reads. Around it, this file adds what
// the shop needs: a key namespace per site and per build, and short bounds on every Redis call.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { createClient } from 'redis'

import { storagePolicy } from './storagePolicy.mjs'

/** A page render never waits longer than this on Redis: past it, the read is a miss. */
export const READ_MS = 500
/** Writes and tag revalidations (after a render, in a publish hook): bounded too, less tightly. */
export const WRITE_MS = 1_500
const CONNECT_MS = 500
/** A revalidation marks its tags a second time this long after the first (SharedCacheHandler says why). */
export const SECOND_MARK_MS = 2_000
const RECONNECT_MAX_MS = 2_000
/**
 * Lifetime of an entry without `revalidate` (every page of the shop: they are expired by tag). Bounds
 * Redis's memory: the keys of a build nobody serves any more disappear 1.5 × this after their last write.
 */
const DEFAULT_TTL_S = 24 * 60 * 60

/** Two shops can share one Redis: every key starts with this (REDIS_KEY_PREFIX). */
export const redisPrefix = () => process.env.REDIS_KEY_PREFIX ?? 'mots-couleurs:'

/** One JSON line, like the app's pino logger (this file cannot import it). */
function log(severity, msg, extra = {}) {
  const line = JSON.stringify({ level: severity, time: Date.now(), msg, ...extra })
  if (severity >= 40) console.warn(line)
  else console.info(line)
}

/**
 * Connection for the cache. No offline queue: while Redis is unreachable a call fails at once (a miss);
 * the client reconnects in the background, backing off up to RECONNEXION_MAX_MS.
 */
export function createRedisClient(url) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_MAX_MS),
    },
  })
  // Without a listener, a lost connection would throw from the client and end the process.
  let reported = false
  client.on('error', (err) => {
    if (reported) return
    reported = true
    log(40, 'Cache Redis injoignable : les pages sont rendues sans cache partagé.', { err: err.message })
  })
  client.on('ready', () => {
    if (reported) log(30, 'Cache Redis de nouveau joignable.')
    reported = false
  })
  return client
}

/** Rejects after `ms`: node-redis's own timeouts do not cover a server that accepted the command and hangs. */
function bounded(promise, ms, operation) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis : ${operation} sans réponse après ${ms} ms`)), ms)
  })
  // The abandoned call may still fail later: not an unhandled rejection.
  promise.catch(() => {})
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * A library handler whose every call is bounded. A failed or late call rejects: CacheHandler then treats a
 * read as a miss and ignores a failed write or revalidation (it never throws to Next).
 */
export function withTimeouts(handler, { readMs = READ_MS, writeMs = WRITE_MS } = {}) {
  return {
    name: handler.name,
    get: (key, meta) => bounded(handler.get(key, meta), readMs, 'lecture'),
    set: (key, value, ctx) => bounded(handler.set(key, value, ctx), writeMs, 'écriture'),
    revalidateTag: (tag) => bounded(handler.revalidateTag(tag), writeMs, 'revalidation'),
    delete: (key) => bounded(Promise.resolve(handler.delete?.(key)), writeMs, 'suppression'),
    prepare: () => bounded(Promise.resolve(handler.prepare?.()), writeMs, 'préparation'),
  }
}

/**
 * The library's tag index (three hashes per key prefix, so per build) never expires by itself: a build
 * nobody serves any more would leave it behind at every deploy. While a process serves this build it
 * pushes their expiry back; once none does, they go INDEX_S later.
 */
const INDEX_S = 3 * 24 * 60 * 60
function keepIndex(client, keyPrefix) {
  const indexKeys = ['__sharedTags__', '__sharedTagsTtl__', '__revalidated_tags__'].map((k) => keyPrefix + k)
  const refresh = () =>
    bounded(
      Promise.resolve().then(() => Promise.all(indexKeys.map((k) => client.expire(k, INDEX_S)))),
      WRITE_MS,
      'expiration',
    ).catch(() => {})
  refresh()
  setInterval(refresh, 60 * 60 * 1000).unref()
}

/** Marks tags revalidated now in the library's `__revalidated_tags__` hash; null without Redis. */
let mark = null

/**
 * The library's handler expires a tag by deleting the entries its index holds for it, one tag after the
 * other, and dates only Next's implicit (path) tags. A publish expires a dozen tags: between the first and
 * the last, a page already deleted could be rendered again from data entries not deleted yet, and be
 * written after the last deletion — stale for a day (measured: the old price served 30 s after a save, in
 * `npm run bench`). So every tag of a revalidation is dated at once, before any deletion: the library's
 * read already treats an entry older than one of its tags' dates as a miss. A render that read its data
 * just before that date and writes just after it would still pass: the tags are dated again
 * SECONDE_MARQUE_MS later, which costs the pages written in between one more render.
 */
class SharedCacheHandler extends CacheHandler {
  /** A not-found answer or an empty lookup is never stored (./storagePolicy.mjs); the rest goes to Redis,
   *  whose maxmemory and allkeys-lru are the budget of what visitors' input makes it keep. */
  async set(key, data, ctx) {
    if (storagePolicy(key, data, ctx) === 'none') return
    return super.set(key, data, ctx)
  }

  async revalidateTag(tag, ...rest) {
    const tags = typeof tag === 'string' ? [tag] : [...tag]
    if (mark) {
      await mark(tags).catch(() => {})
      setTimeout(() => void mark?.(tags).catch(() => {}), SECOND_MARK_MS).unref()
    }
    return super.revalidateTag(tags, ...rest)
  }
}

/**
 * The handlers for one process. Keys are `<REDIS_KEY_PREFIX><BUILD_ID>:`: an entry holds the RSC payload
 * of one build (its chunk names), so during a rolling deploy the old and new builds never read each
 * other's pages. The build itself and `next dev` keep a memory cache: they must not fill the shared one.
 */
export async function configure({ buildId, dev }, url = process.env.REDIS_URL?.trim()) {
  if (!url || dev || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD)
    return { handlers: [createLruHandler()] }
  const client = createRedisClient(url)
  // Waited for CONNEXION_MS at most: a Redis down at start-up costs the first pages a miss, not a hang.
  await bounded(client.connect(), CONNECT_MS, 'connexion').catch(() => {})
  const keyPrefix = `${redisPrefix()}${buildId ?? 'sans-build'}:`
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: WRITE_MS })
  keepIndex(client, keyPrefix)
  const dates = `${keyPrefix}__revalidated_tags__`
  mark = (tags) => {
    const nowMs = String(Date.now())
    return bounded(
      Promise.resolve().then(() => client.hSet(dates, Object.fromEntries(tags.map((t) => [t, nowMs])))),
      // one small write, before the sweep's own bound: a hung Redis delays a publish by both at most
      READ_MS,
      'marquage',
    )
  }
  return { handlers: [withTimeouts(redis)], ttl: { defaultStaleAge: DEFAULT_TTL_S } }
}

// The library asks once per process; every CacheHandler instance Next creates shares the result.
CacheHandler.onCreation((context) => configure(context))

export default SharedCacheHandler
