import { LRUCache } from 'lru-cache'
import { RateLimiterCompatibleAbstract, RateLimiterRes } from 'rate-limiter-flexible'

import { jsonError, MESSAGES } from './errors'

type Bucket = { count: number; resetAt: number }

/** Buckets kept per limiter: past it, the least recently seen addresses are forgotten first. */
export const MAX_KEYS = 10_000
const MAX_KEY_LENGTH = 128

/**
 * A limiter's refusal: rate-limiter-flexible rejects with a RateLimiterRes, not an Error. Recognised by
 * its shape as well, since a second copy of the library (a bundle's) makes `instanceof` false.
 */
export const isLimiterRefusal = (err: unknown): err is RateLimiterRes =>
  err instanceof RateLimiterRes ||
  (!(err instanceof Error) && typeof (err as { msBeforeNext?: unknown } | null)?.msBeforeNext === 'number')

/** The 429 every limit answers: French message, Retry-After in whole seconds (1 at least). */
export function tooManyRequests(msUntilEnd: number): Response {
  const retryAfter = Math.max(1, Math.ceil(msUntilEnd / 1000))
  return jsonError(429, MESSAGES.tooManyRequests, { 'Retry-After': String(retryAfter) })
}

/**
 * Fixed-window limiter per key (action + address), in memory: the single-process default, and the
 * fallback of the Redis one (src/lib/infra/http/limits.ts). Bounded in number (an LRU of MAX_CLES buckets,
 * each expiring with its window) and in key length, so that a flood of forged keys costs a fixed amount
 * of memory — which rate-limiter-flexible's own RateLimiterMemory is not. It speaks that library's
 * interface (consume resolves, or rejects with a RateLimiterRes past the limit) so it can be its
 * `insuranceLimiter`.
 */
export class MemoryRateLimiter extends RateLimiterCompatibleAbstract {
  private readonly buckets: LRUCache<string, Bucket>
  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {
    super()
    this.buckets = new LRUCache<string, Bucket>({ max: MAX_KEYS, ttl: windowMs, ttlAutopurge: false })
    // The interface's accessors throw until overridden; blocking and smoothing are not used here.
    Object.defineProperties(this, {
      keyPrefix: { value: '' },
      blockDuration: { value: 0, writable: true },
      execEvenly: { value: false, writable: true },
    })
  }

  /** Adds `points` to the key's window and returns it (a new window when the last one is over). */
  private add(key: string, points: number, now: number): Bucket {
    const bucketKey = key.slice(0, MAX_KEY_LENGTH)
    const bucket = this.buckets.get(bucketKey)
    if (!bucket || bucket.resetAt <= now) {
      const fresh = { count: points, resetAt: now + this.windowMs }
      this.buckets.set(bucketKey, fresh)
      return fresh
    }
    bucket.count += points
    return bucket
  }

  private res(b: Bucket | undefined, now: number): RateLimiterRes {
    const n = b?.count ?? 0
    return new RateLimiterRes(Math.max(0, this.limit - n), b ? b.resetAt - now : 0, n, n === 1)
  }

  /** null when allowed, else the 429 Response with Retry-After. */
  check(key: string, now = Date.now()): Response | null {
    const b = this.add(key, 1, now)
    return b.count <= this.limit ? null : tooManyRequests(b.resetAt - now)
  }

  async consume(key: string | number, points = 1): Promise<RateLimiterRes> {
    const now = Date.now()
    const b = this.add(String(key), points, now)
    if (b.count > this.limit) throw this.res(b, now)
    return this.res(b, now)
  }

  async penalty(key: string | number, points = 1): Promise<RateLimiterRes> {
    const now = Date.now()
    return this.res(this.add(String(key), points, now), now)
  }

  async reward(key: string | number, points = 1): Promise<RateLimiterRes> {
    return this.penalty(key, -points)
  }

  async get(key: string | number): Promise<RateLimiterRes | null> {
    const now = Date.now()
    const b = this.buckets.get(String(key).slice(0, MAX_KEY_LENGTH))
    return b && b.resetAt > now ? this.res(b, now) : null
  }

  async set(key: string | number, points: number, secDuration: number): Promise<RateLimiterRes> {
    const now = Date.now()
    const b = { count: points, resetAt: now + (secDuration > 0 ? secDuration * 1000 : this.windowMs) }
    this.buckets.set(String(key).slice(0, MAX_KEY_LENGTH), b)
    return this.res(b, now)
  }

  async block(key: string | number, secDuration: number): Promise<RateLimiterRes> {
    return this.set(key, this.limit + 1, secDuration)
  }

  async delete(key: string | number): Promise<boolean> {
    return this.buckets.delete(String(key).slice(0, MAX_KEY_LENGTH))
  }

  size = () => this.buckets.size
  reset = () => this.buckets.clear()
}

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  return new MemoryRateLimiter(limit, windowMs)
}
