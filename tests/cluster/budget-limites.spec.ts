// A flood of pages through the front fills the cache's Redis until it evicts, and a locked-out address
// stays locked out: the counters live in their own Redis, which evicts nothing (scripts/cluster.mjs,
// docs/decisions/0102-compteurs-hors-du-cache.md). Each client is its own loopback address, as nginx
// sees it (X-Forwarded-For $remote_addr). Named to run before cluster.spec.ts, which stops Redis and the
// instances.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import { createClient } from 'redis'

import { DIR, PORT } from './instances'

type Pids = { ports: { redis: number; redisLimites: number } }
/** The cluster's ports: pids.json is written just after the front answers, which is when the suite starts. */
async function pids(): Promise<Pids> {
  const file = path.join(DIR, 'pids.json')
  await expect.poll(() => fs.existsSync(file), { timeout: 60_000 }).toBe(true)
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

/** One request through the front from `address` (any 127.0.0.0/8 address is this machine's). */
function send(address: string, method: string, chemin: string, body?: string) {
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: chemin,
        localAddress: address,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {},
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const wrongLogin = (address: string) =>
  send(
    address,
    'POST',
    '/api/users/login',
    JSON.stringify({ email: 'admin@mots-couleurs.example', password: 'pas-le-bon-mot-de-passe' }),
  )

const letters = 'abcdefghijklmnopqrstuvwxyz'
const word = (n: number) => Array.from({ length: n }, () => letters[Math.floor(Math.random() * 26)]).join('')

test('a locked-out address stays locked out after a flood evicted the cache’s Redis', async () => {
  test.setTimeout(180_000)
  const { ports } = await pids()
  const cache = createClient({ url: `redis://127.0.0.1:${ports.redis}` })
  await cache.connect()
  // A small cache so that a few hundred pages overflow it (256 MB in the script).
  const before = await cache.configGet('maxmemory')
  await cache.configSet({ maxmemory: '2mb', 'maxmemory-policy': 'allkeys-lru' })
  const evicted = async () => Number(/evicted_keys:(\d+)/.exec(await cache.info('stats'))?.[1] ?? 0)
  try {
    const locked = '127.0.0.77'
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push(await wrongLogin(locked))
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])

    const evictedBefore = await evicted()
    // Searches (each page is kept), not-found pages and page numbers, 20 per address.
    for (let i = 0; i < 240; i++) {
      const address = `127.0.${10 + Math.floor(i / 20)}.${1 + (i % 20)}`
      const chemin = [
        `/produits?q=${word(6)}+${word(7)}`,
        `/articles/${word(10)}`,
        `/produits/page/${2 + (i % 5)}`,
      ][i % 3]
      expect(await send(address, 'GET', chemin)).toBeLessThan(500)
    }
    expect(await evicted()).toBeGreaterThan(evictedBefore)

    // Still refused, on both instances (whichever the front picks), and nothing to count in the cache.
    for (let i = 0; i < 4; i++) expect(await wrongLogin(locked)).toBe(429)
    expect(await cache.keys('limite:*')).toEqual([])
    const limits = createClient({ url: `redis://127.0.0.1:${ports.redisLimites}` })
    await limits.connect()
    expect((await limits.keys('limite:connexion-adresse:*')).length).toBeGreaterThan(0)
    expect(await limits.configGet('maxmemory-policy')).toEqual({ 'maxmemory-policy': 'noeviction' })
    await limits.destroy()
  } finally {
    await cache.configSet({ maxmemory: before.maxmemory })
    await cache.destroy()
  }
})
