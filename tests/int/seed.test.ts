// Over 300 lines: every check reads the catalogue of the one seed run in beforeAll; split, each part reseeds.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ARTICLE_SLUGS, AUDIENCE_SLUGS, COLLECTION_SLUGS } from '@/lib/catalogue/constants'
import { toSlug } from '@/lib/catalogue/slug'
import { seed, type SeedReport } from '@/seed'
import { headingsOf } from '@/seed/richtext'

import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let first: SeedReport
const logs: string[] = []

const LEGAL = [
  'a-propos',
  'cgu',
  'cgv',
  'confidentialite',
  'cookies',
  'expedition',
  'licence-images',
  'retours',
  'mentions-legales',
]

beforeAll(
  async () => {
    delete process.env.ADMIN_EMAIL
    delete process.env.ADMIN_PASSWORD
    ;({ payload, cleanup } = await getTestPayload())
    first = await seed(payload, { log: (m) => logs.push(m) })
    // The MongoDB-compatible test server (npm run test:mongo) writes uploads about ten times slower than SQLite.
  },
  process.env.TEST_MONGO_URI ? 900_000 : 180_000,
)
afterAll(async () => cleanup())

const all = async (
  collection:
    | 'audiences'
    | 'collections'
    | 'themes'
    | 'mots-cles'
    | 'langues'
    | 'articles'
    | 'faq'
    | 'portfolio'
    | 'pages',
) =>
  (await payload.find({ collection, pagination: false, depth: 0, overrideAccess: true }))
    .docs as unknown as Record<string, unknown>[]

const slugsOf = (docs: Record<string, unknown>[]) => docs.map((d) => d.slug).sort()

describe('seed (default catalogue): its report and taxonomies', () => {
  it('reports what it created', () => {
    expect(first).toMatchObject({
      audiences: 13,
      collections: 11,
      produits: 120,
      articles: 6,
      pages: LEGAL.length,
      users: 1,
      reglages: 1,
    })
  })

  it('creates the 13 audiences and the 11 collections with the slugs of the spec, each with an image', async () => {
    const audiences = await all('audiences')
    const collections = await all('collections')
    expect(slugsOf(audiences)).toEqual([...AUDIENCE_SLUGS].sort())
    expect(slugsOf(collections)).toEqual([...COLLECTION_SLUGS].sort())
    expect(audiences.find((a) => a.slug === 'therapeute-energetique')?.nom).toBe('Thérapeute énergétique')
    expect(collections.find((c) => c.slug === 'psychologie-et-therapie-tcc')?.nom).toBe(
      'Psychologie et thérapie (TCC)',
    )
    for (const doc of [...audiences, ...collections]) {
      expect(doc.image).toBeTruthy()
      expect(String(doc.description).length).toBeGreaterThan(20)
    }
  })

  it('creates colour themes, keywords and the three languages', async () => {
    const themes = await all('themes')
    expect(themes.length).toBeGreaterThanOrEqual(8)
    expect(slugsOf(themes)).toEqual(
      expect.arrayContaining(['bleu', 'vert', 'terracotta', 'sauge', 'noir-et-blanc']),
    )
    for (const t of themes) expect(t.couleur).toMatch(/^#[0-9a-f]{6}$/i)
    expect((await all('mots-cles')).length).toBeGreaterThanOrEqual(20)
    expect(slugsOf(await all('langues'))).toEqual(['en', 'es', 'fr'])
  })
})

describe('seed (default catalogue): the products', () => {
  it('publishes 120 products spread over every audience, collection, theme and language, and keeps 2 drafts hidden', async () => {
    const published = await payload.find({
      collection: 'produits',
      where: { _status: { equals: 'published' } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(published.totalDocs).toBe(120)
    const anonymous = await payload.count({ collection: 'produits', overrideAccess: false })
    expect(anonymous.totalDocs).toBe(120)
    const drafts = await payload.count({
      collection: 'produits',
      where: { _status: { equals: 'draft' } },
      overrideAccess: true,
    })
    expect(drafts.totalDocs).toBe(2)

    const used = (field: string) =>
      new Set(
        published.docs
          .flatMap((p) => ((p as unknown as Record<string, unknown>)[field] as unknown[]) ?? [])
          .map(String),
      )
    for (const [field, collection] of [
      ['audiences', 'audiences'],
      ['collections', 'collections'],
      ['themes', 'themes'],
      ['langues', 'langues'],
      ['motsCles', 'mots-cles'],
    ] as const) {
      const ids = (await all(collection)).map((d) => String(d.id))
      expect(
        ids.filter((id) => !used(field).has(id)),
        `${field} sans produit`,
      ).toEqual([])
    }
    const docs = published.docs
    expect(new Set(docs.map((p) => p.slug)).size).toBe(120)
    expect(new Set(docs.map((p) => p.categorie))).toEqual(
      new Set(['affiche', 'carte', 'jeu', 'tampon', 'infographie']),
    )
    expect(docs.filter((p) => p.categorie === 'affiche').length).toBeGreaterThan(60)
    for (const p of docs) {
      expect(p.extrait.length).toBeLessThanOrEqual(160)
      expect(p.extrait).not.toMatch(/ [:;?!]/)
      expect(Number.isInteger(p.prix) && p.prix > 0).toBe(true)
      expect(p.mockups?.[0]).toBe('cadre-bois')
      expect(p.publishedAt).toBeTruthy()
      if (p.livraison === 'numerique') expect(p.fichierNumerique).toBeTruthy()
    }
    expect(new Set(docs.map((p) => p.livraison))).toEqual(new Set(['numerique', 'imprime']))
    const rangs = docs
      .filter((p) => p.coupDeCoeur)
      .map((p) => p.coupDeCoeurRang)
      .sort((a, b) => Number(a) - Number(b))
    expect(rangs).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    const dates = new Set(docs.map((p) => String(p.publishedAt).slice(0, 10)))
    expect(dates.size).toBeGreaterThan(50)
  })

  it('gives each product real poster artwork (3:4 image) and a private print file twice as large', async () => {
    const p = (
      await payload.find({
        collection: 'produits',
        where: { livraison: { equals: 'numerique' } },
        limit: 1,
        depth: 1,
        overrideAccess: true,
      })
    ).docs[0]
    const illustration = p.illustration as { width: number; height: number; mimeType: string; alt: string }
    expect([illustration.width, illustration.height]).toEqual([900, 1200])
    expect(illustration.mimeType).toBe('image/jpeg')
    expect(illustration.alt.length).toBeGreaterThan(10)
    const print = p.fichierNumerique as { width: number; height: number; mimeType: string }
    expect([print.width, print.height, print.mimeType]).toEqual([1800, 2400, 'image/png'])
  })
})

describe('seed (default catalogue): articles, FAQ, portfolio and legal pages', () => {
  it('publishes the 6 articles with headings and real paragraphs', async () => {
    const articles = await all('articles')
    expect(slugsOf(articles)).toEqual([...ARTICLE_SLUGS].sort())
    for (const a of articles) {
      expect(a._status).toBe('published')
      expect(a.image).toBeTruthy()
      const children = (a.contenu as { root: { children: { type: string }[] } }).root.children
      expect(children.filter((c) => c.type === 'paragraph').length).toBeGreaterThanOrEqual(5)
      expect(headingsOf(a.contenu).length).toBeGreaterThanOrEqual(2)
    }
  })

  it('fills the FAQ in every rubrique, ordered', async () => {
    const faq = await all('faq')
    const by = (r: string) => faq.filter((q) => q.rubrique === r)
    expect(by('generale').length).toBeGreaterThanOrEqual(6)
    expect(by('telechargement-numerique').length).toBeGreaterThanOrEqual(4)
    expect(by('commande').length).toBeGreaterThan(0)
    expect(by('livraison').length).toBeGreaterThan(0)
    expect(by('telechargement-numerique').map((q) => q.ordre)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('creates about 30 portfolio items, exactly one with "Merci de votre patience"', async () => {
    const portfolio = await all('portfolio')
    expect(portfolio.length).toBeGreaterThanOrEqual(28)
    expect(portfolio.filter((p) => p.message === 'Merci de votre patience')).toHaveLength(1)
    expect(slugsOf(portfolio)).toEqual(
      expect.arrayContaining(['jeu-50-besoins', 'cartes-des-emotions', 'affiche-badminton-tournoi']),
    )
  })

  it('publishes every legal page, with the anchors the routes use', async () => {
    const pages = await all('pages')
    expect(slugsOf(pages)).toEqual([...LEGAL].sort())
    for (const p of pages) {
      expect(p._status).toBe('published')
      expect(headingsOf(p.contenu).length).toBeGreaterThanOrEqual(3)
    }
    const anchors = (slug: string) => headingsOf(pages.find((p) => p.slug === slug)?.contenu).map(toSlug)
    expect(anchors('cgv')).toContain('retractation')
    expect(anchors('confidentialite')).toEqual(
      expect.arrayContaining([
        'donnees-collectees',
        'finalites',
        'duree-de-conservation',
        'vos-droits',
        'cookies',
      ]),
    )
  })
})

describe('seed (default catalogue): settings, admin, a second run', () => {
  it('sets the reglages and creates one admin whose printed password logs in', async () => {
    const reglages = await payload.findGlobal({ slug: 'reglages', overrideAccess: true })
    expect(reglages).toMatchObject({
      name: 'Mots & Couleurs',
      shortName: 'mots-couleurs',
      defaultMockup: 'cadre-bois',
      itemsPerPage: 24,
      locale: 'fr_FR',
    })
    expect(reglages.lastmod).toBeTruthy()
    const users = await payload.find({ collection: 'users', overrideAccess: true })
    expect(users.docs.map((u) => [u.email, u.roles])).toEqual([['admin@mots-couleurs.example', ['admin']]])
    const line = logs.find((l) => l.startsWith('Compte administrateur'))
    const password = line?.match(/mot de passe : (\S+)/)?.[1]
    expect(password).toBeTruthy()
    const login = await payload.login({
      collection: 'users',
      data: { email: 'admin@mots-couleurs.example', password: password! },
    })
    expect(login.token).toBeTruthy()
  })

  it('is idempotent: a second run creates nothing and changes nothing', async () => {
    const count = async () =>
      Promise.all(
        (
          [
            'produits',
            'audiences',
            'collections',
            'media',
            'telechargements',
            'articles',
            'faq',
            'portfolio',
            'pages',
            'users',
          ] as const
        ).map(async (c) => (await payload.count({ collection: c, overrideAccess: true })).totalDocs),
      )
    const before = await count()
    const {
      docs: [sample],
    } = await payload.find({ collection: 'produits', limit: 1, depth: 0, overrideAccess: true, sort: 'slug' })
    const secondLogs: string[] = []
    const second = await seed(payload, { log: (m) => secondLogs.push(m) })
    expect(Object.values(second).reduce((a, b) => a + b, 0)).toBe(0)
    expect(await count()).toEqual(before)
    const again = await payload.findByID({
      collection: 'produits',
      id: sample.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(again.updatedAt).toBe(sample.updatedAt)
    expect(secondLogs.some((l) => l.includes('mot de passe'))).toBe(false)
  })
})

describe('seed: a larger catalogue', () => {
  it('grows to a larger catalogue by reusing the artwork pool, with products as readable as the others', async () => {
    const report = await seed(payload, { produits: 126, log: () => {} })
    expect(report).toEqual({ produits: 6 })
    const published = await payload.count({ collection: 'produits', overrideAccess: false })
    expect(published.totalDocs).toBe(126)
    const { docs } = await payload.find({
      collection: 'produits',
      sort: '-createdAt',
      limit: 6,
      depth: 1,
      overrideAccess: false,
    })
    const media = await payload.count({
      collection: 'media',
      where: { filename: { like: 'no-12' } },
      overrideAccess: true,
    })
    expect(media.totalDocs).toBe(0)
    for (const p of docs) {
      expect(p.titre).toMatch(/ — nº 12\d$/)
      expect(p._status).toBe('published')
      expect((p.illustration as { width: number }).width).toBe(900)
      expect((p.audiences ?? []).length).toBeGreaterThan(0)
      expect(p.likes).toBe(0)
      // Like payload.create, the bulk path writes the product's first version (the admin reads it).
      const versions = await payload.findVersions({
        collection: 'produits',
        where: { parent: { equals: p.id } },
        depth: 0,
        overrideAccess: true,
      })
      expect(versions.docs.map((v) => [v.latest, v.version.slug, v.version._status])).toEqual([
        [true, p.slug, 'published'],
      ])
    }
  })
})
