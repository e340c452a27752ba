// Over 300 lines: the page cache and the image invalidation drive the same Redis harness (handler processes, timing helpers) written once at the top.
// Next's cache shared through Redis. Two "instances" of the cache handler (two
// processes, each loading src/lib/infra/cache/redis-handler.mjs as `next start` does) see each other's entries
// and revalidations; a Redis that hangs or dies costs a miss within a short bound, never an error or a
// wait. And the in-process image caches are invalidated on every instance by pub/sub.
import { fork, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SECOND_MARK_MS } from '../../src/lib/infra/cache/redis-handler.mjs'
import { dans } from '../support/attendre'
import { fermerConnexionsRedis, redisDisponible, startRedis, type ServeurRedis } from '../support/redis'

type Reponse = { id: number; ok: boolean; valeur?: unknown; erreur?: string; ms: number }
type Instance = { appel: (op: string, ...args: unknown[]) => Promise<Reponse>; arreter: () => void }

const PILOTE = path.resolve('tests/support/gestionnaire-cache.mjs')

/** A process holding one CacheHandler, as one `next start` would. */
function instance(env: Record<string, string>): Promise<Instance> {
  const enfant: ChildProcess = fork(PILOTE, {
    env: { ...process.env, ...env },
    execArgv: [],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  let n = 0
  const attente = new Map<number, (r: Reponse) => void>()
  return new Promise((resolve, reject) => {
    enfant.once('error', reject)
    enfant.on('message', (m: Reponse & { pret?: boolean }) => {
      if (m.pret)
        return resolve({
          appel: (op, ...args) =>
            new Promise((fin) => {
              const id = ++n
              attente.set(id, fin)
              enfant.send({ id, op, args })
            }),
          arreter: () => void enfant.kill(),
        })
      attente.get(m.id)?.(m)
      attente.delete(m.id)
    })
  })
}

// What unstable_cache stores (src/lib/data/cache.ts) and what an ISR page is, as Next 16 passes them.
const donnees = (titre: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify({ titre }), status: 200, url: '' },
  revalidate: false,
})
const ctxDonnees = (tags: string[]) => ({ fetchCache: true, tags, revalidate: false })
const lireDonnees = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: [] })
const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`0:"${html}"`),
  segmentData: new Map([['/_tree', Buffer.from('arbre')]]),
  headers: { 'x-next-cache-tags': 'produits,_N_T_/layout,_N_T_/produits' },
  postponed: undefined,
  status: 200,
})
const ctxPage = { cacheControl: { revalidate: false, expire: undefined }, isRoutePPREnabled: false, tags: [] }
const lirePage = { kind: 'APP_PAGE', softTags: ['_N_T_/layout', '_N_T_/produits'] }

type Entree = { value: { kind: string; data?: { body: string }; html?: string; rscData?: Uint8Array } }
const corps = (r: Reponse) => (r.valeur as Entree | null)?.value?.data?.body ?? null

let serveur: ServeurRedis
let a: Instance
let b: Instance
let autreSite: Instance
const instances: Instance[] = []

/** A fresh Redis and three handler processes on it: `a` and `b` of one shop, `autreSite` of another. */
async function demarrerInstances() {
  serveur = await startRedis()
  const env = { REDIS_URL: serveur.url, REDIS_KEY_PREFIX: 'mc-test:', BUILD_ID_TEST: 'build-1' }
  instances.push(
    (a = await instance(env)),
    (b = await instance(env)),
    (autreSite = await instance({ ...env, REDIS_KEY_PREFIX: 'autre-boutique:' })),
  )
}
async function arreterInstances() {
  for (const i of instances.splice(0)) i.arreter()
  await serveur?.stop()
}

describe.skipIf(!redisDisponible())('cache de Next partagé par Redis: entrées', () => {
  beforeAll(demarrerInstances)
  afterAll(arreterInstances)

  it('an entry written through one instance is read through the other, bytes and segments intact', async () => {
    expect((await a.appel('set', 'donnees-ete', donnees('Été'), ctxDonnees(['produit:ete']))).ok).toBe(true)
    const lu = await b.appel('get', 'donnees-ete', lireDonnees(['produit:ete']))
    expect(lu.ok).toBe(true)
    expect(corps(lu)).toBe(JSON.stringify({ titre: 'Été' }))

    await a.appel('set', '/route-cache/APP_PAGE/x/$/produits', page('<h1>Affiches</h1>'), ctxPage)
    const p = (await b.appel('get', '/route-cache/APP_PAGE/x/$/produits', lirePage)).valeur as {
      value: { html: string; rscData: Uint8Array; segmentData: Map<string, Uint8Array> }
    }
    expect(p.value.html).toBe('<h1>Affiches</h1>')
    expect(Buffer.from(p.value.rscData).toString()).toBe('0:"<h1>Affiches</h1>"')
    expect(Buffer.from(p.value.segmentData.get('/_tree')!).toString()).toBe('arbre')

    // Another shop on the same Redis (REDIS_KEY_PREFIX) sees none of it.
    expect((await autreSite.appel('get', 'donnees-ete', lireDonnees(['produit:ete']))).valeur).toBeNull()

    // Keys are per site and per build, and the tag index of a build expires once no process serves it.
    const c = createClient({ url: serveur.url })
    await c.connect()
    try {
      expect(await c.exists('mc-test:build-1:donnees-ete')).toBe(1)
      await c.persist('mc-test:build-1:__sharedTags__')
      // A process starting on this build pushes the index's expiry back (then every hour).
      const troisieme = await instance({
        REDIS_URL: serveur.url,
        REDIS_KEY_PREFIX: 'mc-test:',
        BUILD_ID_TEST: 'build-1',
      })
      instances.push(troisieme)
      expect(corps(await troisieme.appel('get', 'donnees-ete', lireDonnees(['produit:ete'])))).not.toBeNull()
      await dans(2_000, async () => (await c.ttl('mc-test:build-1:__sharedTags__')) > 2 * 24 * 3600)
    } finally {
      await c.destroy()
    }
  })
})

describe.skipIf(!redisDisponible())('cache de Next partagé par Redis: revalidation', () => {
  beforeAll(demarrerInstances)
  afterAll(arreterInstances)

  it('revalidateTag through one instance makes the other miss within 2 s, other entries stay', async () => {
    await a.appel('set', 'donnees-hiver', donnees('Hiver'), ctxDonnees(['produit:hiver']))
    await a.appel('set', 'donnees-ete', donnees('Été'), ctxDonnees(['produit:ete']))
    expect(corps(await b.appel('get', 'donnees-ete', lireDonnees(['produit:ete'])))).not.toBeNull()

    // What src/hooks/revalidate.ts does on publish: revalidateTag(tag, { expire: 0 }).
    expect((await a.appel('revalidateTag', ['produit:ete'], { expire: 0 })).ok).toBe(true)
    const ms = await dans(
      2_000,
      async () => !corps(await b.appel('get', 'donnees-ete', lireDonnees(['produit:ete']))),
    )
    expect(ms).toBeLessThan(2_000)
    expect(corps(await b.appel('get', 'donnees-hiver', lireDonnees(['produit:hiver'])))).toContain('Hiver')

    // A page is indexed by the tags of its x-next-cache-tags header (the data tags it read).
    await a.appel('set', '/route-cache/APP_PAGE/x/$/produits', page('<h1>Affiches</h1>'), ctxPage)
    expect((await b.appel('get', '/route-cache/APP_PAGE/x/$/produits', lirePage)).valeur).not.toBeNull()
    await b.appel('revalidateTag', ['produits'], { expire: 0 })
    await dans(
      2_000,
      async () => !(await a.appel('get', '/route-cache/APP_PAGE/x/$/produits', lirePage)).valeur,
    )
  })

  it('a revalidation dates all its tags at once: what a render read before it is a miss when written after it', async () => {
    await a.appel('set', 'donnees-automne', donnees('Automne'), ctxDonnees(['produit:automne']))
    // A render on instance b that read the product before the publish...
    const lecture = Date.now() - 20
    await new Promise((r) => setTimeout(r, 30))
    // ...a publish on instance a expiring a listing tag, then the product's...
    expect((await a.appel('revalidateTag', ['produits', 'produit:automne'], { expire: 0 })).ok).toBe(true)
    // ...and the render's result written once the publish is done: an entry older than its tag's date.
    await b.appel('set', 'donnees-automne', donnees('Automne, ancien prix'), {
      ...ctxDonnees(['produit:automne']),
      internal_lastModified: lecture,
    })
    expect(corps(await a.appel('get', 'donnees-automne', lireDonnees(['produit:automne'])))).toBeNull()
    expect(corps(await b.appel('get', 'donnees-automne', lireDonnees(['produit:automne'])))).toBeNull()

    // Written just after the date (its render may have straddled it): served, then a miss once the tags
    // are dated again SECONDE_MARQUE_MS later; what is written after that stays.
    await b.appel(
      'set',
      'donnees-automne',
      donnees('Automne, rendu pendant'),
      ctxDonnees(['produit:automne']),
    )
    expect(corps(await a.appel('get', 'donnees-automne', lireDonnees(['produit:automne'])))).toContain(
      'rendu pendant',
    )
    await dans(
      SECOND_MARK_MS + 1_000,
      async () => !corps(await a.appel('get', 'donnees-automne', lireDonnees(['produit:automne']))),
    )
    await b.appel('set', 'donnees-automne', donnees('Automne, nouveau prix'), ctxDonnees(['produit:automne']))
    await new Promise((r) => setTimeout(r, 300))
    expect(corps(await a.appel('get', 'donnees-automne', lireDonnees(['produit:automne'])))).toContain(
      'nouveau prix',
    )
  })
})

describe.skipIf(!redisDisponible())('cache de Next partagé par Redis: un Redis en panne', () => {
  beforeAll(demarrerInstances)
  afterAll(arreterInstances)

  it('a Redis that hangs costs a miss within a short bound, never an error', async () => {
    await a.appel('set', 'donnees-ete', donnees('Été'), ctxDonnees(['produit:ete']))
    // Both connected: the server will hang with the connection open, commands sent and never answered.
    expect(corps(await b.appel('get', 'donnees-ete', lireDonnees(['produit:ete'])))).not.toBeNull()
    serveur.suspendre()
    try {
      const lu = await b.appel('get', 'donnees-ete', lireDonnees(['produit:ete']))
      expect(lu.ok).toBe(true)
      expect(lu.valeur).toBeNull()
      expect(lu.ms).toBeLessThan(1_000)
      const ecrit = await b.appel(
        'set',
        'donnees-automne',
        donnees('Automne'),
        ctxDonnees(['produit:automne']),
      )
      expect(ecrit.ok).toBe(true)
      expect(ecrit.ms).toBeLessThan(2_500)
      const revalide = await b.appel('revalidateTag', ['produit:ete'], { expire: 0 })
      expect(revalide.ok).toBe(true)
      expect(revalide.ms).toBeLessThan(2_500)
    } finally {
      serveur.reprendre()
    }
  })

  it('a Redis that is down answers misses at once, and the cache comes back with it', async () => {
    await serveur.arreter()
    const lu = await b.appel('get', 'donnees-ete', lireDonnees(['produit:ete']))
    expect(lu.ok).toBe(true)
    expect(lu.valeur).toBeNull()
    expect(lu.ms).toBeLessThan(600)
    const ecrit = await a.appel('set', 'donnees-ete', donnees('Été'), ctxDonnees(['produit:ete']))
    expect(ecrit.ok).toBe(true)
    expect(ecrit.ms).toBeLessThan(600)

    await serveur.demarrer()
    // Both clients reconnect in the background (backing off up to 2 s).
    await dans(8_000, async () => {
      await a.appel('set', 'donnees-ete', donnees('Été'), ctxDonnees(['produit:ete']))
      return corps(await b.appel('get', 'donnees-ete', lireDonnees(['produit:ete']))) !== null
    })
  })
})

let dossier: string
const envAvant = { ...process.env }
type Diffusion = import('@/lib/infra/redis/broadcast').Broadcast
const ouvertes: Diffusion[] = []

/** Another instance's messaging (its own connections), recording what it hears on the images channel. */
async function autreInstance() {
  const { createBroadcast } = await import('@/lib/infra/redis/broadcast')
  const d = createBroadcast(serveur.url)
  ouvertes.push(d)
  const recus: Record<string, unknown>[] = []
  d.subscribe('images:invalidation', (m) => void recus.push(m))
  return { d, recus }
}

/** Waits until `n` connections listen on the channel (SUBSCRIBE is sent in the background). */
async function abonnes(n: number) {
  const c = createClient({ url: serveur.url })
  await c.connect()
  try {
    await dans(3_000, async () => {
      const r = await c.pubSubNumSub('mc-test:images:invalidation')
      return (r['mc-test:images:invalidation'] ?? 0) >= n
    })
  } finally {
    await c.destroy()
  }
}

describe.skipIf(!redisDisponible())('invalidation des images sur chaque instance (pub/sub)', () => {
  beforeAll(async () => {
    serveur = await startRedis()
    dossier = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-images-'))
    process.env.REDIS_URL = serveur.url
    process.env.REDIS_KEY_PREFIX = 'mc-test:'
    process.env.IMAGE_CACHE_DIR = dossier
  })
  afterAll(async () => {
    await Promise.all(ouvertes.map((d) => d.close()))
    await fermerConnexionsRedis()
    process.env = envAvant
    await serveur?.stop()
    fs.rmSync(dossier, { recursive: true, force: true })
  })

  it('a product changed on this instance reaches the other one within 2 s', async () => {
    const autre = await autreInstance()
    await abonnes(1)
    const { invalidateProduit } = await import('@/lib/images/invalidate')
    // The product hook's call: a new artwork drops the lookup and the cached files.
    await invalidateProduit({ slug: 'ete', illustration: 2 }, { slug: 'ete', illustration: 1 })
    await dans(2_000, async () => autre.recus.length > 0)
    expect(autre.recus[0]).toMatchObject({ oublier: ['produits:ete'], purger: ['produits/ete'] })
  })

  it('an instance does not hear its own publication, the other one does', async () => {
    const emetteur = await autreInstance()
    const autre = await autreInstance()
    await abonnes(2)
    const avant = { emetteur: emetteur.recus.length, autre: autre.recus.length }
    expect(await emetteur.d.publish('images:invalidation', { oublier: ['produits:soi'], purger: [] })).toBe(
      true,
    )
    await dans(2_000, async () => autre.recus.length > avant.autre)
    // Its own message came back through Redis before the other's delivery: none of it was kept.
    await new Promise((r) => setTimeout(r, 200))
    expect(emetteur.recus.slice(avant.emetteur)).toEqual([])
  })

  it("another instance's invalidation purges this instance's image cache and lookups", async () => {
    const { cachedFile } = await import('@/lib/images/cache')
    const { ecouterInvalidationsImages } = await import('@/lib/images/invalidate')
    ecouterInvalidationsImages()
    await cachedFile('produits/hiver', ['hiver', 1], 'webp', async () => Buffer.from('octets'))
    const fichiers = () =>
      fs.existsSync(path.join(dossier, 'produits/hiver'))
        ? fs.readdirSync(path.join(dossier, 'produits/hiver'))
        : []
    expect(fichiers()).toHaveLength(1)
    // The memo of lookups (src/lib/images/source.ts) holds this product.
    const memo = (globalThis as { __mcImagesMemo?: Map<string, unknown> }).__mcImagesMemo!
    memo.set('produits:hiver', { value: null, expires: Date.now() + 60_000 })

    const autre = await autreInstance()
    await abonnes(2)
    expect(
      await autre.d.publish('images:invalidation', {
        oublier: ['produits:hiver'],
        purger: ['produits/hiver'],
      }),
    ).toBe(true)
    await dans(2_000, async () => fichiers().length === 0 && !memo.has('produits:hiver'))
  })

  it('Redis down: publishing answers false at once, and the subscription comes back with Redis', async () => {
    const ecoute = await autreInstance()
    const emetteur = await autreInstance()
    let reprises = 0
    ecoute.d.onResubscribe(() => reprises++)
    await abonnes(3)

    await serveur.arreter()
    const debut = Date.now()
    expect(await emetteur.d.publish('images:invalidation', { oublier: [], purger: [] })).toBe(false)
    expect(Date.now() - debut).toBeLessThan(600)

    await serveur.demarrer()
    await dans(8_000, async () => reprises > 0)
    await abonnes(3)
    const avant = ecoute.recus.length
    await dans(8_000, async () => {
      await emetteur.d.publish('images:invalidation', { oublier: ['produits:x'], purger: [] })
      return ecoute.recus.length > avant
    })
  })
})
