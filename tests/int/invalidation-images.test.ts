/**
 * Messages on the Redis invalidation channel come from whoever can publish there: each is validated
 * before anything is deleted. A cache group is a known collection and a slug, never a path; the
 * recursive delete stays inside the image cache. fast-check generates messages (any JSON, and groups
 * built from path pieces: dot segments, separators, absolute paths, encodings) against the real
 * receiving code, then through a real Redis server with raw publishes that are not even JSON.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import fc from 'fast-check'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { groupeConnu, messageInvalidation } from '@/lib/images/invalidate'

import { dans } from '../support/attendre'
import { fermerConnexionsRedis, redisDisponible, startRedis, type ServeurRedis } from '../support/redis'

const MORCEAUX = [
  '..',
  '.',
  '/',
  '\\',
  '%2e%2e',
  '%2f',
  '~',
  '',
  'produits',
  'articles',
  'ete',
  'a-b',
  'Ete',
  '\u0000',
  ' ',
  'x'.repeat(250),
]
const groupeForge = fc
  .array(fc.constantFrom(...MORCEAUX), { minLength: 1, maxLength: 6 })
  .map((m) => m.join(fc.sample(fc.constantFrom('/', '', '\\'), 1)[0]))
const groupeQuelconque = fc.oneof(
  groupeForge,
  fc.string({ maxLength: 40 }),
  fc.constant('/etc'),
  fc.constant('produits/../..'),
)

describe('a group name', () => {
  it('is accepted only as <known collection>/<slug>, one folder below the image cache (fast-check)', () => {
    const racine = path.resolve('/srv/cache/images')
    fc.assert(
      fc.property(groupeQuelconque, (groupe) => {
        if (!groupeConnu(groupe)) return
        const dossier = path.resolve(racine, groupe)
        expect(path.dirname(path.dirname(dossier))).toBe(racine)
        expect(groupe).toMatch(
          /^(produits|portfolio|articles|audiences|collections)\/[a-z0-9]+(-[a-z0-9]+)*$/,
        )
      }),
      { numRuns: 5000 },
    )
    for (const refuse of [
      '..',
      '../x',
      'produits/..',
      'produits/../../etc',
      '/tmp',
      'produits',
      'produits/a/b',
      'autre/ete',
      'produits/Ete',
      'produits/ete/',
    ])
      expect(groupeConnu(refuse), refuse).toBe(false)
    for (const accepte of ['produits/ete', 'articles/respirer-en-conscience', 'portfolio/logo-2'])
      expect(groupeConnu(accepte), accepte).toBe(true)
  })

  it('makes a message whole or nothing: any JSON is accepted only with known groups and prefixes', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ oublier: fc.array(fc.string()), purger: fc.array(groupeQuelconque) }),
        ),
        (message) => {
          const lu = messageInvalidation.safeParse(message)
          if (!lu.success) return
          for (const g of lu.data.purger) expect(groupeConnu(g)).toBe(true)
          for (const p of lu.data.oublier) expect(p).toMatch(/^(produits:[a-z0-9]+(-[a-z0-9]+)*)?$/)
        },
      ),
      { numRuns: 3000 },
    )
  })
})

describe.skipIf(!redisDisponible())('the channel, through a real Redis', () => {
  let serveur: ServeurRedis
  let base: string
  let cache: string
  const envAvant = { ...process.env }

  beforeAll(async () => {
    serveur = await startRedis()
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-invalidation-'))
    cache = path.join(base, 'cache')
    process.env.REDIS_URL = serveur.url
    process.env.REDIS_KEY_PREFIX = 'mc-fuzz:'
    process.env.IMAGE_CACHE_DIR = cache
  })
  afterAll(async () => {
    await fermerConnexionsRedis()
    process.env = envAvant
    await serveur?.stop()
    fs.rmSync(base, { recursive: true, force: true })
  })

  it('deletes nothing outside a known group, whatever is published, and keeps listening', async () => {
    const { ecouterInvalidationsImages } = await import('@/lib/images/invalidate')
    ecouterInvalidationsImages()
    // What must survive: a folder beside the cache, the cache's collection folders, an unknown group.
    const victimes = [
      path.join(base, 'victime'),
      path.join(cache, 'produits'),
      path.join(cache, 'autre', 'ete'),
    ]
    for (const v of victimes) {
      fs.mkdirSync(v, { recursive: true })
      fs.writeFileSync(path.join(v, 'garde.txt'), 'garde')
    }
    const client = createClient({ url: serveur.url })
    await client.connect()
    try {
      await dans(
        3_000,
        async () =>
          ((await client.pubSubNumSub('mc-fuzz:images:invalidation'))['mc-fuzz:images:invalidation'] ?? 0) >=
          1,
      )
      const bruts = [
        'pas du json',
        'null',
        '[]',
        '42',
        JSON.stringify({ purger: ['../victime'], oublier: [] }),
        JSON.stringify({ purger: ['produits/..', 'autre/ete', '/', '..'], oublier: [] }),
        JSON.stringify({ purger: ['produits/ete', '../victime'], oublier: [] }),
        JSON.stringify({ purger: 'produits/ete', oublier: '' }),
        'x'.repeat(300 * 1024),
        ...fc
          .sample(fc.record({ oublier: fc.array(fc.string()), purger: fc.array(groupeQuelconque) }), 200)
          .map((m) => JSON.stringify(m)),
        ...fc.sample(fc.jsonValue(), 100).map((v) => JSON.stringify(v)),
      ]
      for (const [n, brut] of bruts.entries()) {
        // A sentinel group after each message: once it is gone, the message before it was handled.
        const sentinelle = path.join(cache, 'produits', `sentinelle-${n}`)
        fs.mkdirSync(sentinelle, { recursive: true })
        await client.publish('mc-fuzz:images:invalidation', brut)
        await client.publish(
          'mc-fuzz:images:invalidation',
          JSON.stringify({ oublier: [], purger: [`produits/sentinelle-${n}`] }),
        )
        await dans(2_000, () => !fs.existsSync(sentinelle))
        for (const v of victimes)
          expect(fs.existsSync(path.join(v, 'garde.txt')), `${v} après ${brut.slice(0, 80)}`).toBe(true)
      }
    } finally {
      await client.destroy()
    }
  })
})
