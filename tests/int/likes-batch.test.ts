import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hashVisiteur } from '@/lib/catalogue/likes'
import type { PublicProduit } from '@/lib/catalogue/publicProduit'
import type { Produit } from '@/payload-types'

import { routeur } from '../support/api'

import { createProduit, createStaff } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let a: Produit
let b: Produit
let brouillon: Produit
let staff: Awaited<ReturnType<typeof createStaff>>

const VISITEUR = '0b7c3a52-6f0e-4c55-9a55-1f0f7d5e2a11'
const AUTRE = 'f3c1e2d4-aaaa-4bbb-8ccc-123456789abc'

/** What these endpoints answer: the batch's public products, a like count, or a French error. */
type Corps = { data: PublicProduit[]; likes?: number; liked?: boolean; error?: string }

/** A request under /api as Next routes it (tests/support/routesNext.ts). */
async function call(
  method: string,
  path: string,
  init: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
) {
  const request = new Request(`http://localhost/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  })
  const res = await routeur(payload, request)
  return { status: res.status, headers: res.headers, json: (await res.json()) as Corps }
}

const row = async (id: number | string) =>
  (await payload.findByID({ collection: 'produits', id, depth: 0, overrideAccess: true })) as Produit

beforeAll(async () => {
  process.env.RATE_LIMITS = 'off'
  ;({ payload, cleanup } = await getTestPayload())
  staff = await createStaff(payload)
  a = (await createProduit(payload, {
    titre: 'Respirer en conscience',
    mockups: ['toile', 'canape'],
  })) as Produit
  b = (await createProduit(payload, {
    titre: 'Le calme intérieur',
    alt: 'Une affiche bleue',
    livraison: 'imprime',
    fichierNumerique: null,
  })) as Produit
  brouillon = (await createProduit(payload, { titre: 'Pas encore prête', _status: 'draft' })) as Produit
})
afterAll(async () => cleanup())

describe('POST /api/produits/batch', () => {
  it('answers the published products asked, in order, with public fields only', async () => {
    const res = await call('POST', '/produits/batch', {
      body: { slugs: [b.slug, 'inconnu', a.slug, brouillon.slug] },
    })
    expect(res.status).toBe(200)
    expect(res.json.data.map((p: { slug: string }) => p.slug)).toEqual([b.slug, a.slug])
    const [pb, pa] = res.json.data
    expect(Object.keys(pa).sort()).toEqual(
      [
        'categorie',
        'extrait',
        'formats',
        'image',
        'likes',
        'livraison',
        'mockups',
        'prix',
        'slug',
        'sousTitre',
        'titre',
      ].sort(),
    )
    expect(pa.image).toEqual({
      src: `/images/produits/affiches/toile/${a.slug}.webp`,
      width: 1000,
      height: 1000,
      // No text of its own: its artwork's upload's (« Œuvre », tests/int/helpers/fixtures.ts), not its title.
      alt: 'Œuvre',
    })
    expect(pa.mockups).toEqual(['toile', 'canape'])
    expect(pb.image.alt).toBe('Une affiche bleue')
    expect(pb.image.src).toBe(`/images/produits/affiches/cadre-bois/${b.slug}.webp`)
    expect(JSON.stringify(res.json)).not.toMatch(/fichierNumerique|ajoutsPanier|ventes/)
    // Small, it goes as it is (src/lib/infra/http/jsonResponse.ts).
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform')
  })

  it('increments ajoutsPanier of addedSlug only, without a new version nor a new updatedAt', async () => {
    const before = await row(a.id)
    const versions = await payload.countVersions({
      collection: 'produits',
      where: { parent: { equals: a.id } },
    })
    const res = await call('POST', '/produits/batch', {
      body: { slugs: [a.slug, b.slug], addedSlug: a.slug },
    })
    expect(res.status).toBe(200)
    const after = await row(a.id)
    expect(after.ajoutsPanier).toBe((before.ajoutsPanier ?? 0) + 1)
    expect(after.updatedAt).toBe(before.updatedAt)
    expect(after.publishedAt).toBe(before.publishedAt)
    expect(after.mockups).toEqual(['toile', 'canape'])
    expect((await row(b.id)).ajoutsPanier ?? 0).toBe(0)
    expect(
      (await payload.countVersions({ collection: 'produits', where: { parent: { equals: a.id } } }))
        .totalDocs,
    ).toBe(versions.totalDocs)
  })

  it('counts every add when many carts add the same product at once', async () => {
    const before = (await row(a.id)).ajoutsPanier ?? 0
    const reponses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/produits/batch', { body: { slugs: [a.slug], addedSlug: a.slug } }),
      ),
    )
    expect(reponses.map((r) => r.status)).toEqual(Array(20).fill(200))
    expect((await row(a.id)).ajoutsPanier).toBe(before + 20)
  })

  it('does not count an addedSlug missing from slugs, unknown or unpublished', async () => {
    const before = (await row(a.id)).ajoutsPanier
    await call('POST', '/produits/batch', { body: { slugs: [b.slug], addedSlug: a.slug } })
    await call('POST', '/produits/batch', { body: { slugs: [brouillon.slug], addedSlug: brouillon.slug } })
    expect((await row(a.id)).ajoutsPanier).toBe(before)
    expect((await row(brouillon.id)).ajoutsPanier ?? 0).toBe(0)
  })
})

describe('POST /api/produits/batch: malformed bodies and slugs', () => {
  it('rejects bodies whose slugs are not a list with a French 400, and big ones with 413', async () => {
    const cases: { body?: unknown; raw?: string }[] = [
      { raw: '{pas du json' },
      { body: {} },
      { body: null },
      { body: [a.slug] },
      { body: { slugs: 'a' } },
      { body: { slugs: { 0: a.slug } } },
      { body: { slugs: Array.from({ length: 101 }, (_, i) => `p-${i}`) } },
    ]
    for (const c of cases) {
      const res = await call('POST', '/produits/batch', c)
      expect(res.status, JSON.stringify(c).slice(0, 60)).toBe(400)
      expect(Object.keys(res.json)).toEqual(['error'])
      expect(typeof res.json.error).toBe('string')
    }
    expect((await call('POST', '/produits/batch', { body: { slugs: 'a' } })).json.error).toBe(
      'Le champ « slugs » doit être une liste de slugs.',
    )
    const big = await call('POST', '/produits/batch', {
      raw: JSON.stringify({ slugs: [a.slug], pad: 'x'.repeat(110_000) }),
    })
    expect(big.status).toBe(413)
  })

  it('answers the products it found, ignoring unknown and malformed slugs (a stale stored cart)', async () => {
    const res = await call('POST', '/produits/batch', {
      body: {
        slugs: ['Majuscules', a.slug, '  ', 42, null, 'n-existe-plus', '../x', 'x'.repeat(300), b.slug],
      },
    })
    expect(res.status).toBe(200)
    expect(res.json.data.map((p: { slug: string }) => p.slug)).toEqual([a.slug, b.slug])
    expect((await call('POST', '/produits/batch', { body: { slugs: [] } })).json).toEqual({ data: [] })
    expect((await call('POST', '/produits/batch', { body: { slugs: ['Faux', 7] } })).json).toEqual({
      data: [],
    })
    // A malformed addedSlug is no add: the products still come back, nothing is counted.
    const before = (await row(a.id)).ajoutsPanier
    const avecAjout = await call('POST', '/produits/batch', { body: { slugs: [a.slug], addedSlug: '../x' } })
    expect(avecAjout.status).toBe(200)
    expect(avecAjout.json.data).toHaveLength(1)
    expect((await row(a.id)).ajoutsPanier).toBe(before)
  })

  it('accepts exactly 100 slugs', async () => {
    const slugs = [a.slug, ...Array.from({ length: 99 }, (_, i) => `absent-${i}`)]
    const res = await call('POST', '/produits/batch', { body: { slugs } })
    expect(res.status).toBe(200)
    expect(res.json.data).toHaveLength(1)
  })
})

const like = (method: string, slug: string | null | undefined, visitor?: string, body?: unknown) =>
  call(method, `/produits/${slug}/like`, { headers: visitor ? { 'x-visitor-id': visitor } : {}, body })

describe('likes: counting one per visitor', () => {
  it('counts one like per visitor, idempotently, and stores a hash of the visitor id', async () => {
    expect((await like('POST', a.slug, VISITEUR)).json).toEqual({ likes: 1, liked: true })
    expect((await like('POST', a.slug, VISITEUR)).json).toEqual({ likes: 1, liked: true })
    expect((await like('POST', a.slug, AUTRE)).json).toEqual({ likes: 2, liked: true })
    expect((await row(a.id)).likes).toBe(2)
    const { docs } = await payload.find({
      collection: 'likes',
      where: { produit: { equals: a.id } },
      overrideAccess: true,
    })
    expect(docs.map((d) => d.visiteur).sort()).toEqual([hashVisiteur(VISITEUR), hashVisiteur(AUTRE)].sort())
    expect(JSON.stringify(docs)).not.toContain(VISITEUR)
  })

  it('GET /likes tells the count, and liked when a visitor id is sent', async () => {
    const anonyme = await call('GET', `/produits/${a.slug}/likes`)
    expect(anonyme.json).toEqual({ likes: 2 })
    // the bare count is public (a shared cache keeps it a second); a visitor's own answer is not
    expect(anonyme.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1, no-transform')
    const visiteur = await call('GET', `/produits/${a.slug}/likes`, { headers: { 'x-visitor-id': VISITEUR } })
    expect(visiteur.json).toEqual({ likes: 2, liked: true })
    expect(visiteur.headers.get('cache-control')).toBe('no-store, no-transform')
    expect(
      (await call('GET', `/produits/${b.slug}/likes`, { headers: { 'x-visitor-id': VISITEUR } })).json,
    ).toEqual({ likes: 0, liked: false })
  })

  it('DELETE unlikes idempotently; the visitor id may come in the body', async () => {
    expect((await like('DELETE', a.slug, VISITEUR)).json).toEqual({ likes: 1, liked: false })
    expect((await like('DELETE', a.slug, VISITEUR)).json).toEqual({ likes: 1, liked: false })
    expect((await like('POST', b.slug, undefined, { visiteur: VISITEUR })).json).toEqual({
      likes: 1,
      liked: true,
    })
    expect((await row(a.id)).likes).toBe(1)
  })
})

describe('likes: concurrency, refusals and saved products', () => {
  it('survives concurrent likes of the same visitor (unique index)', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => like('POST', b.slug, AUTRE)))
    for (const r of results) expect(r.status).toBe(200)
    expect((await call('GET', `/produits/${b.slug}/likes`)).json.likes).toBe(2)
  })

  it('404 for unknown, unpublished or malformed slugs; 400 for bad visitor ids', async () => {
    for (const slug of ['inconnu', brouillon.slug, 'Pas_Un_Slug']) {
      expect((await like('POST', slug, VISITEUR)).status).toBe(404)
      expect((await call('GET', `/produits/${slug}/likes`)).status).toBe(404)
    }
    for (const bad of ['court', 'a'.repeat(129), 'pas un id valide', 'id;drop']) {
      const res = await like('POST', a.slug, bad)
      expect(res.status).toBe(400)
      expect(res.json.error).toMatch(/Identifiant de visiteur invalide/)
    }
    expect((await like('POST', a.slug)).status).toBe(400)
    expect((await like('POST', a.slug, undefined, { visiteur: 12 })).status).toBe(400)
    expect(
      (await call('GET', `/produits/${a.slug}/likes`, { headers: { 'x-visitor-id': 'x' } })).status,
    ).toBe(400)
  })

  it('an editor saving a product keeps the live counters', async () => {
    const before = await row(a.id)
    expect(before.likes).toBe(1)
    await payload.update({
      collection: 'produits',
      id: a.id,
      data: { titre: 'Respirer en conscience (nouvelle édition)', _status: 'published' },
      user: staff.admin,
      overrideAccess: false,
    })
    const after = await row(a.id)
    expect(after.titre).toContain('nouvelle édition')
    expect(after.likes).toBe(1)
    expect(after.ajoutsPanier).toBe(before.ajoutsPanier)
  })

  it('a deliberate counter update passes context.compteurs', async () => {
    await payload.update({
      collection: 'produits',
      id: b.id,
      data: { ventes: 9 },
      overrideAccess: true,
      context: { compteurs: true },
    })
    expect((await row(b.id)).ventes).toBe(9)
    await payload.update({ collection: 'produits', id: b.id, data: { ventes: 1 }, overrideAccess: true })
    expect((await row(b.id)).ventes).toBe(9)
  })
})
