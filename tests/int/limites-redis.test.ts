// Rate limits shared through Redis: two processes share one count, the in-memory default
// still works without REDIS_URL, and a Redis that dies or hangs degrades to per-process limits
// without an error or a wait.
import type { Payload, PayloadRequest } from 'payload'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { api, ip } from '../support/api'
import { startRedis, type ServeurRedis } from '../support/redis'
import { createProduit } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

type Module = typeof import('@/lib/infra/http/limits')
type ModuleRedis = typeof import('@/lib/infra/redis/connection')
type ModuleConnexion = typeof import('@/lib/auth/login')
type Processus = { limites: Module; client: ModuleRedis; connexion: ModuleConnexion }

let serveur: ServeurRedis
let payload: Payload
let cleanup: () => Promise<void>
const processus: Processus[] = []
const envAvant = { ...process.env }

/** A fresh copy of the limiter and of its Redis client, as another `next start` would have. */
async function nouveauProcessus(): Promise<Processus> {
  vi.resetModules()
  const p = {
    limites: await import('@/lib/infra/http/limits'),
    client: await import('@/lib/infra/redis/connection'),
    connexion: await import('@/lib/auth/login'),
  }
  processus.push(p)
  return p
}

const req = (adresse: string) => ({ headers: new Headers({ 'x-forwarded-for': adresse }) })
const statut = async (r: Promise<Response | null>) => (await r)?.status ?? 200

/** Waits until both processes' clients are connected again (they reconnect in the background). */
async function reconnectes(...ps: Processus[]) {
  const fin = Date.now() + 10_000
  for (;;) {
    const prets = await Promise.all(ps.map(async (p) => (await p.client.redis(serveur.url))?.isReady))
    if (prets.every(Boolean)) return
    if (Date.now() > fin) throw new Error('Redis ne se reconnecte pas.')
    await new Promise((r) => setTimeout(r, 50))
  }
}

beforeAll(async () => {
  serveur = await startRedis()
  ;({ payload, cleanup } = await getTestPayload())
  await createProduit(payload, { titre: 'Partagée', slug: 'partagee' })
})
afterAll(async () => {
  process.env = envAvant
  await Promise.all(processus.map((p) => p.client.closeRedis()))
  const { closeRedis } = await import('@/lib/infra/redis/connection')
  await closeRedis()
  await cleanup?.()
  await serveur?.stop()
})

describe('rate limits shared through Redis: one count for two processes', () => {
  it('counts requests sent to two processes once: the 429 comes at exactly limit + 1', async () => {
    const [a, b] = [await nouveauProcessus(), await nouveauProcessus()]
    const env = { REDIS_URL: serveur.url, RATE_LIMIT_MESSAGE: '5/60' } as unknown as NodeJS.ProcessEnv
    const adresse = ip()
    const statuts = []
    for (let i = 0; i < 7; i++)
      statuts.push(await statut((i % 2 ? b : a).limites.limiter('message', req(adresse), env)))
    expect(statuts).toEqual([200, 200, 200, 200, 200, 429, 429])

    // The same 429 as in memory: French message, Retry-After within the window.
    const refus = (await a.limites.limiter('message', req(adresse), env))!
    expect(await refus.json()).toEqual({ error: 'Trop de requêtes\u00a0: réessayez dans quelques instants.' })
    const apres = Number(refus.headers.get('retry-after'))
    expect(apres).toBeGreaterThanOrEqual(1)
    expect(apres).toBeLessThanOrEqual(60)

    // The count is in Redis, not in either process, and other addresses are untouched.
    const temoin = createClient({ url: serveur.url })
    await temoin.connect()
    const cles = await temoin.keys('limite:message:*')
    await temoin.destroy()
    expect(cles).toHaveLength(1)
    expect(await statut(b.limites.limiter('message', req(ip()), env))).toBe(200)
  })
})

describe('login failures shared through Redis', () => {
  /** A login attempt as Payload's operation starts it: its beforeOperation hook counts it first. */
  const tentative = (p: Processus, adresse: string, email: string) =>
    p.connexion.beforeLogin(
      {
        headers: new Headers({ 'x-forwarded-for': adresse }),
        context: {},
        payloadAPI: 'REST',
      } as unknown as PayloadRequest,
      email,
    )
  const refusee = (e: unknown) => (e as { status?: number }).status === 429

  it('shares the login failures of an address between processes', async () => {
    process.env.REDIS_URL = serveur.url
    const [a, b] = [await nouveauProcessus(), await nouveauProcessus()]
    const { FAILURES_PER_ADDRESS, TOO_MANY_FAILURES_MESSAGE } = a.connexion
    const adresse = ip()
    for (let i = 0; i < FAILURES_PER_ADDRESS; i++)
      await tentative(i % 2 ? b : a, adresse, `inconnu-${i}@example.com`)
    // The next attempt is refused by either process, before the operation runs.
    for (const p of [a, b]) {
      const refus = await tentative(p, adresse, 'inconnu-99@example.com').catch((e) => e)
      expect(refusee(refus)).toBe(true)
      expect(refus.message).toBe(TOO_MANY_FAILURES_MESSAGE)
      expect(refus.data.retryAfter).toBeGreaterThan(0)
    }
  })

  it('50 parallel login attempts from one address over two processes: at most the limit run', async () => {
    process.env.REDIS_URL = serveur.url
    const [a, b] = [await nouveauProcessus(), await nouveauProcessus()]
    const adresse = ip()
    const issues = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => tentative(i % 2 ? b : a, adresse, `parallele-${i}@example.com`)),
    )
    const passees = issues.filter((r) => r.status === 'fulfilled').length
    expect(passees).toBe(a.connexion.FAILURES_PER_ADDRESS)
    expect(issues.every((r) => r.status === 'fulfilled' || refusee(r.reason))).toBe(true)
  })

  it('keys an IPv6 address by its /64: another host of the same network shares the count', async () => {
    process.env.REDIS_URL = serveur.url
    const [a] = [await nouveauProcessus()]
    for (let i = 0; i < a.connexion.FAILURES_PER_ADDRESS; i++)
      await tentative(a, `2001:db8:77:1::${i + 1}`, `v6-${i}@example.com`)
    const voisin = await tentative(a, '2001:db8:77:1:ffff:ffff:ffff:ffff', 'v6@example.com').catch((e) => e)
    expect(refusee(voisin)).toBe(true)
    await tentative(a, '2001:db8:77:2::1', 'v6@example.com')
  })
})

describe('rate limit windows, in Redis and in memory', () => {
  it('starts a new window in Redis once the last one is over', async () => {
    const [a, b] = [await nouveauProcessus(), await nouveauProcessus()]
    const env = { REDIS_URL: serveur.url, RATE_LIMIT_ABONNEMENT: '2/1' } as unknown as NodeJS.ProcessEnv
    const adresse = ip()
    expect(await statut(a.limites.limiter('abonnement', req(adresse), env))).toBe(200)
    expect(await statut(b.limites.limiter('abonnement', req(adresse), env))).toBe(200)
    expect(await statut(a.limites.limiter('abonnement', req(adresse), env))).toBe(429)
    await new Promise((r) => setTimeout(r, 1_100))
    expect(await statut(b.limites.limiter('abonnement', req(adresse), env))).toBe(200)
  })

  it('without REDIS_URL, counts in each process’s memory', async () => {
    const [a, b] = [await nouveauProcessus(), await nouveauProcessus()]
    const env = { RATE_LIMIT_MESSAGE: '3/60' } as unknown as NodeJS.ProcessEnv
    const adresse = ip()
    const statuts = []
    for (let i = 0; i < 6; i++)
      statuts.push(await statut((i % 2 ? b : a).limites.limiter('message', req(adresse), env)))
    // Three each: the processes do not see each other's requests.
    expect(statuts).toEqual([200, 200, 200, 200, 200, 200])
    expect(await statut(a.limites.limiter('message', req(adresse), env))).toBe(429)
    expect(await statut(b.limites.limiter('message', req(adresse), env))).toBe(429)
    expect(await a.limites.limiter('message', req(adresse), { ...env, RATE_LIMITS: 'off' })).toBeNull()
  })
})

describe('rate limits when Redis dies or hangs', () => {
  it('keeps serving when Redis dies, with per-process limits, and shares again once it is back', async () => {
    process.env.REDIS_URL = serveur.url
    process.env.RATE_LIMIT_LIKE = '4/60'
    delete process.env.RATE_LIMITS
    const [a, b] = [await nouveauProcessus(), await nouveauProcessus()]
    const env = { REDIS_URL: serveur.url, RATE_LIMIT_MESSAGE: '3/60' } as unknown as NodeJS.ProcessEnv
    // Both limiters made while Redis is up.
    expect(await statut(a.limites.limiter('message', req(ip()), env))).toBe(200)
    expect(await statut(b.limites.limiter('message', req(ip()), env))).toBe(200)
    const like = (visiteur: string, adresse: string) =>
      api(payload, 'POST', '/produits/partagee/like', {
        headers: { 'x-forwarded-for': adresse, 'x-visitor-id': visiteur },
      })
    expect((await like('visiteur-redis-0', ip())).status).toBe(200)

    await serveur.arreter()

    // The endpoint still answers, at once, and still limits (in this process's memory).
    const adresseLike = ip()
    const statutsLike = []
    for (let i = 0; i < 5; i++) {
      const debut = Date.now()
      statutsLike.push((await like(`visiteur-redis-${i + 1}`, adresseLike)).status)
      expect(Date.now() - debut).toBeLessThan(1_000)
    }
    expect(statutsLike).toEqual([200, 200, 200, 200, 429])

    // Each process falls back to its own count: 3 each before a 429.
    const adresse = ip()
    const statuts = []
    for (let i = 0; i < 8; i++) {
      const debut = Date.now()
      statuts.push(await statut((i % 2 ? b : a).limites.limiter('message', req(adresse), env)))
      expect(Date.now() - debut).toBeLessThan(1_000)
    }
    expect(statuts).toEqual([200, 200, 200, 200, 200, 200, 429, 429])

    await serveur.demarrer()
    await reconnectes(a, b)

    const ensuite = ip()
    const partages = []
    for (let i = 0; i < 4; i++)
      partages.push(await statut((i % 2 ? b : a).limites.limiter('message', req(ensuite), env)))
    expect(partages).toEqual([200, 200, 200, 429])
  })

  it('does not wait on a Redis that hangs: commands time out to the fallback', async () => {
    const a = await nouveauProcessus()
    const env = { REDIS_URL: serveur.url, RATE_LIMIT_PAIEMENT: '2/60' } as unknown as NodeJS.ProcessEnv
    await reconnectes(a)
    expect(await statut(a.limites.limiter('paiement', req(ip()), env))).toBe(200)
    serveur.suspendre()
    try {
      const adresse = ip()
      const statuts = []
      for (let i = 0; i < 3; i++) {
        const debut = Date.now()
        statuts.push(await statut(a.limites.limiter('paiement', req(adresse), env)))
        expect(Date.now() - debut).toBeLessThan(1_000)
      }
      expect(statuts).toEqual([200, 200, 429])
    } finally {
      serveur.reprendre()
    }
  })
})
