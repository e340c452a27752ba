import { RateLimiterRedis, RLWrapperTimeouts } from 'rate-limiter-flexible'

import { logger } from '@/lib/infra/logging'
import { COMMAND_MS, redis } from '@/lib/infra/redis'

import { clientKey } from './addressKey'
import { limitRule, type LimitAction as Action } from './limitRules'
import { isLimiterRefusal, MemoryRateLimiter, tooManyRequests } from './rateLimit'

/**
 * Per-address limits (src/lib/infra/http/clientAddress.ts) of the public write endpoints. Defaults suit a real visitor; each can be changed with
 * RATE_LIMIT_<ACTION>=<requests>/<seconds> (e.g. RATE_LIMIT_MESSAGE=5/600), and RATE_LIMITS=off
 * switches them all off (end-to-end runs, where every request comes from 127.0.0.1).
 *
 * Counted in memory by default (one process), in Redis when REDIS_LIMITS_URL (else REDIS_URL) is set, so
 * that every instance behind a load balancer shares one count. REDIS_LIMITS_URL names a Redis of their
 * own, which evicts nothing: in the cache's Redis (allkeys-lru) a flood of cached pages evicts the
 * counters too, and a locked-out address starts afresh (docs/decisions/0102-compteurs-hors-du-cache.md). A Redis that stops answering degrades to per-process counts
 * (the in-memory limiter as rate-limiter-flexible's insuranceLimiter), never to an error or a wait.
 */
// The rules live in ./limitRules.ts, which src/proxy.ts can import without this module's Redis and logger.
export type { LimitAction as Action } from './limitRules'

/** What both stores offer (rate-limiter-flexible's interface): consume rejects with a RateLimiterRes past the limit. */
export type Counter = Pick<MemoryRateLimiter, 'consume' | 'penalty' | 'reward' | 'get' | 'delete'>

const counters = new Map<string, Counter>()

/** The Redis the counters live in: their own (REDIS_LIMITS_URL), else the shared one; '' for none. */
export function limitsRedisUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.REDIS_LIMITS_URL?.trim() || env.REDIS_URL?.trim() || ''
}

/**
 * The counter `name` allowing `limit` points a window of `windowMs` per key: in Redis when
 * REDIS_LIMITS_URL or REDIS_URL is set (shared by every instance), else in memory. One per rule and store, so a changed setting takes
 * effect without a restart.
 */
export async function counter(
  name: string,
  limit: number,
  windowMs: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Counter> {
  const url = limitsRedisUrl(env)
  const key = `${name}:${limit}/${windowMs}:${url}`
  const existing = counters.get(key)
  if (existing) return existing
  const inMemory = new MemoryRateLimiter(limit, windowMs)
  const client = await redis(url)
  const c: Counter = client
    ? // A Redis that hangs (connected, never answering) costs COMMANDE_MS, then the fallback counts.
      new RLWrapperTimeouts({
        limiter: new RateLimiterRedis({
          storeClient: client,
          useRedisPackage: true,
          // Not connected: straight to the fallback rather than a failed command.
          rejectIfRedisNotReady: true,
          keyPrefix: `limite:${name}:${limit}/${windowMs / 1000}`,
          points: limit,
          duration: Math.ceil(windowMs / 1000),
        }),
        timeoutMs: COMMAND_MS,
        insuranceLimiter: inMemory,
      })
    : inMemory
  if (!counters.has(key)) counters.set(key, c)
  return counters.get(key)!
}

/** Forgets this process's counters (tests); counts kept in Redis stay there. */
export function forgetCounters() {
  counters.clear()
}

/** null when the request may go on, else how long (ms) until its window ends. */
export async function limitWait(
  action: Action,
  req: { headers: Headers },
  env: NodeJS.ProcessEnv = process.env,
): Promise<number | null> {
  if (env.RATE_LIMITS === 'off') return null
  const { limit, windowMs } = limitRule(action, env)
  const l = await counter(action, limit, windowMs, env)
  try {
    await l.consume(clientKey(req.headers))
    return null
  } catch (err) {
    if (isLimiterRefusal(err)) return err.msBeforeNext
    // Neither store could count (not expected: the fallback is in memory): let the visitor through.
    logger().error({ err, action }, 'Limitation de débit indisponible.')
    return null
  }
}

/** null when the request may go on, else the 429 response to return. */
export async function limiter(
  action: Action,
  req: { headers: Headers },
  env: NodeJS.ProcessEnv = process.env,
): Promise<Response | null> {
  const waitFor = await limitWait(action, req, env)
  return waitFor === null ? null : tooManyRequests(waitFor)
}
