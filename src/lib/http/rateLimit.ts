import { jsonError, MESSAGES } from './errors'

type Bucket = { count: number; resetAt: number }

/**
 * Fixed-window limiter per key (IP + action), in memory: enough for one instance; several instances
 * behind a load balancer would move it to a shared store (README, "Scaling").
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const buckets = new Map<string, Bucket>()
  return {
    /** null when allowed, else a 429 Response with Retry-After. */
    check(key: string, now = Date.now()): Response | null {
      if (buckets.size > 10_000) {
        for (const [k, b] of buckets) if (b.resetAt <= now) buckets.delete(k)
      }
      const bucket = buckets.get(key)
      if (!bucket || bucket.resetAt <= now) {
        buckets.set(key, { count: 1, resetAt: now + windowMs })
        return null
      }
      bucket.count += 1
      if (bucket.count <= limit) return null
      const retryAfter = Math.max(1, Math.ceil((bucket.resetAt - now) / 1000))
      return jsonError(429, MESSAGES.tooManyRequests, { 'Retry-After': String(retryAfter) })
    },
    reset: () => buckets.clear(),
  }
}

/** Client IP as seen through a reverse proxy, else a constant (loopback tests). */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip') || 'local'
}
