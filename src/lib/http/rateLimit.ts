import { LRUCache } from 'lru-cache'

import { jsonError, MESSAGES } from './errors'

type Bucket = { count: number; resetAt: number }

/** Buckets kept per limiter: past it, the least recently seen addresses are forgotten first. */
export const MAX_CLES = 10_000
const LONGUEUR_CLE_MAX = 128

/**
 * Fixed-window limiter per key (action + address), in memory: enough for one instance. Bounded in
 * number (an LRU of MAX_CLES buckets, each expiring with its window) and in key length, so that a flood
 * of forged keys costs a fixed amount of memory.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const buckets = new LRUCache<string, Bucket>({ max: MAX_CLES, ttl: windowMs, ttlAutopurge: false })
  return {
    /** null when allowed, else a 429 Response with Retry-After. */
    check(key: string, now = Date.now()): Response | null {
      const cle = key.slice(0, LONGUEUR_CLE_MAX)
      const bucket = buckets.get(cle)
      if (!bucket || bucket.resetAt <= now) {
        buckets.set(cle, { count: 1, resetAt: now + windowMs })
        return null
      }
      bucket.count += 1
      if (bucket.count <= limit) return null
      const retryAfter = Math.max(1, Math.ceil((bucket.resetAt - now) / 1000))
      return jsonError(429, MESSAGES.tooManyRequests, { 'Retry-After': String(retryAfter) })
    },
    size: () => buckets.size,
    reset: () => buckets.clear(),
  }
}
