import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ReponseProduits } from '@/lib/catalogue/apiPublique/liste'
import { buildSitemaps } from '@/lib/seo/sitemap'
import type { Produit } from '@/payload-types'

import { routeur } from '../support/api'

import { createProduit, createStaff } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
const p: Record<string, Produit> = {}

/** What these endpoints answer: a page of products (ours or Payload's), one product, a count, or an error. */
type Corps = Partial<ReponseProduits> & { error?: string }

/** A request under /api as Next routes it (tests/support/routesNext.ts). */
async function get(path: string, headers: Record<string, string> = {}) {
  const res = await routeur(payload, new Request(`http://localhost/api${path}`, { headers }))
  return { status: res.status, json: (await res.json()) as Corps }
}
const slugs = (json: Corps) => json.docs!.map((d) => d.slug)

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  // The admin account `token()` logs in with.
  await createStaff(payload)
  const psy = await payload.create({ collection: 'audiences', data: { nom: 'Psychologue' } })
  const osteo = await payload.create({ collection: 'audiences', data: { nom: 'Ostéopathe' } })
  const citations = await payload.create({ collection: 'collections', data: { nom: 'Citations' } })
  const bleu = await payload.create({
    collection: 'themes',
    data: { nom: 'Bleu', couleur: '#3b6ea5' } as never,
  })
  const calme = await payload.create({ collection: 'mots-cles', data: { nom: 'Sérénité' } })
  const fr = await payload.create({ collection: 'langues', data: { nom: 'Français', slug: 'fr' } })
  const at = (d: number) => new Date(Date.UTC(2026, 0, d)).toISOString()
  p.respirer = await createProduit(payload, {
    titre: 'Respirer en conscience',
    audiences: [psy.id],
    collections: [citations.id],
    themes: [bleu.id],
    langues: [fr.id],
    prix: 1200,
    publishedAt: at(1),
  })
  p.calme = await createProduit(payload, {
    titre: 'Le calme intérieur',
    extrait: 'Une affiche douce.',
    audiences: [osteo.id],
    motsCles: [calme.id],
    prix: 2500,
    coupDeCoeur: true,
    coupDeCoeurRang: 2,
    publishedAt: at(2),
  })
  p.ikigai = await createProduit(payload, {
    titre: 'Ikigaï',
    extrait: 'Trouver sa raison d’être, en couleurs.',
    audiences: [psy.id, osteo.id],
    prix: 1800,
    coupDeCoeur: true,
    coupDeCoeurRang: 1,
    publishedAt: at(3),
  })
  p.brouillon = await createProduit(payload, {
    titre: 'Respirer encore',
    audiences: [psy.id],
    _status: 'draft',
  })
})
afterAll(async () => cleanup())

describe('GET /api/produits: listing, filters and sort', () => {
  it('lists published products only, newest first, with the paging envelope', async () => {
    const res = await get('/produits')
    expect(res.status).toBe(200)
    expect(Object.keys(res.json).sort()).toEqual(['docs', 'page', 'totalDocs', 'totalPages'])
    expect(slugs(res.json)).toEqual(['ikigai', 'le-calme-interieur', 'respirer-en-conscience'])
    expect(res.json).toMatchObject({ page: 1, totalPages: 1, totalDocs: 3 })
    expect(JSON.stringify(res.json)).not.toMatch(/fichierNumerique|ajoutsPanier|ventes/)
  })

  it('filters by facet slugs, favourites and text, and combines filters', async () => {
    expect(slugs((await get('/produits?audience=psychologue')).json)).toEqual([
      'ikigai',
      'respirer-en-conscience',
    ])
    expect(slugs((await get('/produits?audience=psychologue&collection=citations')).json)).toEqual([
      'respirer-en-conscience',
    ])
    expect(slugs((await get('/produits?theme=bleu&langue=fr')).json)).toEqual(['respirer-en-conscience'])
    expect(slugs((await get('/produits?motCle=serenite')).json)).toEqual(['le-calme-interieur'])
    // Favourites come by rang.
    expect(slugs((await get('/produits?coupDeCoeur=true')).json)).toEqual(['ikigai', 'le-calme-interieur'])
    expect(slugs((await get('/produits?coupDeCoeur=false')).json)).toEqual(['respirer-en-conscience'])
    // q searches titles, extraits and keyword names.
    expect(slugs((await get('/produits?q=respirer')).json)).toEqual(['respirer-en-conscience'])
    expect(slugs((await get('/produits?q=couleurs')).json)).toEqual(['ikigai'])
    expect(slugs((await get(`/produits?q=${encodeURIComponent('sérénité')}`)).json)).toEqual([
      'le-calme-interieur',
    ])
    // An unknown value matches nothing; an unknown key is ignored.
    expect((await get('/produits?audience=astrologue')).json).toMatchObject({ docs: [], totalDocs: 0 })
    expect((await get('/produits?couleur=rouge&foo=bar')).json.totalDocs).toBe(3)
  })

  it('pages and sorts', async () => {
    const page2 = await get('/produits?limit=2&page=2')
    expect(page2.json).toMatchObject({ page: 2, totalPages: 2, totalDocs: 3 })
    expect(slugs(page2.json)).toEqual(['respirer-en-conscience'])
    expect(slugs((await get('/produits?tri=prix-croissant')).json)).toEqual([
      'respirer-en-conscience',
      'ikigai',
      'le-calme-interieur',
    ])
    expect(slugs((await get('/produits?tri=titre')).json)[0]).toBe('ikigai')
    expect((await get('/produits?page=9')).json).toMatchObject({ docs: [], page: 9 })
  })
})

describe('GET /api/produits: invalid and empty filters, pages, admin queries', () => {
  it.each([
    ['page=0', /page/],
    ['page=abc', /page/],
    ['limit=101', /limit/],
    ['limit=-1', /limit/],
    ['tri=hasard', /tri/],
    ['coupDeCoeur=peut-etre', /coupDeCoeur/],
    ['audience=Psy%20Logue', /audience/],
    [`q=${'x'.repeat(101)}`, /100 caractères/],
  ])('answers 400 with a French error for %s', async (query, message) => {
    const res = await get(`/produits?${query}`)
    expect(res.status).toBe(400)
    expect(Object.keys(res.json)).toEqual(['error'])
    expect(res.json.error).toMatch(message)
  })

  it('ignores empty filter values instead of refusing them', async () => {
    const tous = (await get('/produits?tri=titre')).json
    for (const query of [
      'audience=&tri=titre',
      'q=&tri=titre&collection=',
      'q=%20%20&tri=titre&page=&limit=',
    ]) {
      const res = await get(`/produits?${query}`)
      expect(res.status, query).toBe(200)
      expect(slugs(res.json), query).toEqual(slugs(tous))
    }
    expect(slugs((await get('/produits?audience=&collection=citations')).json)).toEqual([
      'respirer-en-conscience',
    ])
  })

  it('pages by the settings’ items per page when no limit is given', async () => {
    await payload.updateGlobal({ slug: 'reglages', data: { itemsPerPage: 2 } })
    try {
      const res = (await get('/produits?tri=titre')).json
      expect(res.docs).toHaveLength(2)
      expect(res.totalPages).toBe(Math.ceil(res.totalDocs! / 2))
      expect((await get('/produits?tri=titre&limit=3')).json.docs).toHaveLength(3)
    } finally {
      await payload.updateGlobal({ slug: 'reglages', data: { itemsPerPage: 24 } })
    }
  })

  it('hands Payload-style queries (the admin’s) to Payload’s built-in find', async () => {
    const res = await get(`/produits?where[slug][equals]=ikigai&depth=0`, {
      Authorization: `JWT ${await token()}`,
    })
    expect(res.status).toBe(200)
    expect(res.json.docs).toHaveLength(1)
    expect(res.json.docs![0]).toMatchObject({ id: p.ikigai.id, slug: 'ikigai' })
    expect(res.json).toHaveProperty('hasNextPage')
  })
})

async function token() {
  const { token } = await payload.login({
    collection: 'users',
    data: { email: 'admin@test.example', password: 'motdepasse-test-1' },
  })
  return token as string
}

describe('GET /api/produits/{slug}', () => {
  it('answers the public product with its facet values', async () => {
    const res = await get('/produits/respirer-en-conscience')
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      slug: 'respirer-en-conscience',
      titre: 'Respirer en conscience',
      prix: 1200,
      image: {
        src: '/images/produits/affiches/cadre-bois/respirer-en-conscience.webp',
        width: 1000,
        height: 1000,
      },
      facettes: {
        audiences: [{ slug: 'psychologue', nom: 'Psychologue' }],
        collections: [{ slug: 'citations', nom: 'Citations' }],
        langues: [{ slug: 'fr', nom: 'Français' }],
      },
    })
    expect(JSON.stringify(res.json)).not.toMatch(/fichierNumerique|ajoutsPanier|ventes/)
  })

  it('answers 404 in French for an unknown slug and for a draft', async () => {
    for (const slug of ['inconnu', p.brouillon.slug]) {
      const res = await get(`/produits/${slug}`)
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ error: 'Produit introuvable.' })
    }
  })

  it('keeps Payload’s own behaviour for ids, count and versions', async () => {
    const auth = { Authorization: `JWT ${await token()}` }
    const byId = await get(`/produits/${p.brouillon.id}`, auth)
    expect(byId.status).toBe(200)
    expect(byId.json).toMatchObject({
      id: p.brouillon.id,
      titre: 'Respirer encore',
      fichierNumerique: expect.anything(),
    })
    // Anonymous: Payload's access control (published only) answers, not our 404.
    expect((await get(`/produits/${p.brouillon.id}`)).json).not.toEqual({ error: 'Produit introuvable.' })
    expect((await get('/produits/count')).json).toEqual({ totalDocs: 3 })
    const versions = await get('/produits/versions', auth)
    expect(versions.status).toBe(200)
    expect(versions.json.totalDocs).toBeGreaterThan(0)
  })
})

describe('sitemaps', () => {
  it('list every published product and listing, never a draft, with lastmod', async () => {
    const s = await buildSitemaps(payload)
    expect(s.produits.map((e) => e.path).sort()).toEqual([
      '/produits/affiches/ikigai',
      '/produits/affiches/le-calme-interieur',
      '/produits/affiches/respirer-en-conscience',
    ])
    expect(JSON.stringify(s)).not.toContain(p.brouillon.slug as string)
    const listes = s.listes.map((e) => e.path)
    expect(listes).toEqual(
      expect.arrayContaining([
        '/produits',
        '/produits/affiches/coups-de-coeur',
        '/produits/affiches/audiences',
        '/produits/affiches/audiences/psychologue',
        '/produits/affiches/mots-cles/serenite',
      ]),
    )
    // A value without a published product has no listing.
    expect(listes.some((l) => l.includes('/page/'))).toBe(false)
    for (const e of [...s.produits, ...s.listes, ...s.pages])
      expect(Number.isNaN(Date.parse(e.lastmod))).toBe(false)
  })
})
