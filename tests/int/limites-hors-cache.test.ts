// The rate-limit counters in a Redis of their own (REDIS_LIMITS_URL, noeviction): filling the cache's
// Redis (allkeys-lru, small maxmemory) until it evicts does not give a refused address a new window.
// With one Redis for both, the eviction takes the counters with the cached pages
// (docs/decisions/0102-compteurs-hors-du-cache.md).
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeRedis } from '@/lib/infra/redis/connection'
import { limiter, limitsRedisUrl } from '@/lib/infra/http/limits'

import { startRedis, type ServeurRedis } from '../support/redis'

let cacheRedis: ServeurRedis
let limitsRedis: ServeurRedis

beforeAll(async () => {
  ;[cacheRedis, limitsRedis] = await Promise.all([startRedis(), startRedis()])
  const c = createClient({ url: cacheRedis.url })
  await c.connect()
  // As scripts/cluster.mjs starts the cache's Redis, with less memory so the test fills it quickly.
  await c.configSet({ maxmemory: '4mb', 'maxmemory-policy': 'allkeys-lru' })
  await c.destroy()
})
afterAll(async () => {
  await closeRedis()
  await Promise.all([cacheRedis?.stop(), limitsRedis?.stop()])
})

const req = (address: string) => ({ headers: new Headers({ 'x-forwarded-for': address }) })
const status = async (r: Promise<Response | null>) => (await r)?.status ?? 200

/** What a flood of cached pages does to the cache's Redis: 20 MB of entries into 4 MB. */
async function floodCache() {
  const c = createClient({ url: cacheRedis.url })
  await c.connect()
  const page = 'x'.repeat(100_000)
  for (let i = 0; i < 200; i++) await c.set(`mots-couleurs:build:page-${i}`, page)
  const evicted = Number(/evicted_keys:(\d+)/.exec(await c.info('stats'))?.[1])
  await c.destroy()
  return evicted
}

describe('rate-limit counters apart from the cache', () => {
  it('REDIS_LIMITS_URL wins over REDIS_URL; without it the counters share REDIS_URL', () => {
    expect(limitsRedisUrl({ REDIS_URL: 'redis://a', REDIS_LIMITS_URL: 'redis://b' } as never)).toBe(
      'redis://b',
    )
    expect(limitsRedisUrl({ REDIS_URL: 'redis://a', REDIS_LIMITS_URL: ' ' } as never)).toBe('redis://a')
    expect(limitsRedisUrl({} as never)).toBe('')
  })

  it('a refused address stays refused after the cache’s Redis evicted everything it could', async () => {
    const env = {
      REDIS_URL: cacheRedis.url,
      REDIS_LIMITS_URL: limitsRedis.url,
      RATE_LIMIT_OUBLI: '5/600',
    } as unknown as NodeJS.ProcessEnv
    const address = '203.0.113.77'
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push(await status(limiter('oubli', req(address), env)))
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])

    expect(await floodCache()).toBeGreaterThan(100)
    expect(await status(limiter('oubli', req(address), env))).toBe(429)

    // The count lives in the counters' Redis, nothing of it in the cache's.
    const l = createClient({ url: limitsRedis.url })
    await l.connect()
    expect(await l.keys('limite:oubli:*')).toHaveLength(1)
    await l.destroy()
    const c = createClient({ url: cacheRedis.url })
    await c.connect()
    expect(await c.keys('limite:*')).toEqual([])
    await c.destroy()
  })
})
