import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Tri } from '@/lib/catalogue/cartes'
import { pageDeRecherche } from '@/lib/catalogue/recherche/produits'
import type { Produit } from '@/payload-types'

import { api } from '../support/api'
import { createProduit } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
const p: Record<string, Produit> = {}
let serenite: { id: number | string }
// Imported once the test database is set: the storefront's module loads the Payload config.
let rechercheProduits: (typeof import('@/lib/data/produits'))['rechercheProduits']

/** The slugs the search page shows for `q`, best first (the cache is absent outside Next: fresh reads). */
const cherche = async (q: string) => (await rechercheProduits(q, 1, 24)).docs.map((d) => d.slug)
/** The same search as GET /api/produits runs it (pageDeRecherche). */
const classe = async (q: string, tri?: Tri) =>
  (await pageDeRecherche(payload, { q, tri, page: 1, limit: 24 }))?.docs.map((d) => d.slug)
const viaApi = async (q: string) => api(payload, 'GET', `/produits?q=${encodeURIComponent(q)}`)
const trie = (slugs: string[]) => [...slugs].sort()
/** Deletes in the bulk form, which runs the same hooks per document: the MongoDB-compatible test server
 *  rejects the findOneAndDelete of a delete by id (docs/SPECIFICATION.md §14). */
const supprimer = (collection: 'produits' | 'mots-cles', id: number | string) =>
  payload.delete({ collection, where: { id: { equals: id } } })

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  ;({ rechercheProduits } = await import('@/lib/data/produits'))
  serenite = await payload.create({ collection: 'mots-cles', data: { nom: 'Sérénité' } })
  const at = (d: number) => new Date(Date.UTC(2026, 0, d)).toISOString()
  // Published oldest first: without ranking, the newest (extrait-only match) would come first.
  p.titre = await createProduit(payload, {
    titre: 'Équilibre intérieur',
    extrait: 'Une affiche douce.',
    publishedAt: at(1),
  })
  p.extrait = await createProduit(payload, {
    titre: 'Le calme du matin',
    extrait: 'Retrouver l’équilibre au quotidien.',
    publishedAt: at(2),
  })
  p.chevaux = await createProduit(payload, {
    titre: 'Les chevaux sauvages',
    extrait: 'Au galop.',
    publishedAt: at(3),
  })
  p.cheval = await createProduit(payload, {
    titre: 'Un cheval de bois',
    extrait: 'Un jouet.',
    publishedAt: at(4),
  })
  p.emotion = await createProduit(payload, {
    titre: 'La roue',
    sousTitre: 'Nommer une émotion',
    extrait: 'Pour les séances.',
    publishedAt: at(5),
  })
  p.motCle = await createProduit(payload, {
    titre: 'Lac paisible',
    extrait: 'Une eau calme.',
    motsCles: [serenite.id],
    publishedAt: at(6),
  })
  p.brouillon = await createProduit(payload, {
    titre: 'Équilibre secret',
    extrait: 'Jamais publié.',
    _status: 'draft',
  })
})
afterAll(async () => cleanup())

describe('search: French words', () => {
  it('ignores accents and case: equilibre finds « Équilibre »', async () => {
    for (const q of ['equilibre', 'Équilibre', 'EQUILIBRE', 'équilibres', ' l’équilibre ']) {
      expect(trie(await cherche(q))).toEqual(['equilibre-interieur', 'le-calme-du-matin'])
    }
  })

  it('folds plurals: emotions finds « émotion », cheval and chevaux find each other', async () => {
    expect(await cherche('emotions')).toEqual(['la-roue'])
    expect(trie(await cherche('cheval'))).toEqual(['les-chevaux-sauvages', 'un-cheval-de-bois'])
    expect(trie(await cherche('chevaux'))).toEqual(['les-chevaux-sauvages', 'un-cheval-de-bois'])
  })

  it('finds products by their keywords’ names', async () => {
    expect(await cherche('sérénité')).toEqual(['lac-paisible'])
    expect(await cherche('SERENITE')).toEqual(['lac-paisible'])
  })

  it('requires every word, and takes the last one as a prefix', async () => {
    expect(await cherche('cheval bois')).toEqual(['un-cheval-de-bois'])
    expect(trie(await cherche('equil'))).toEqual(['equilibre-interieur', 'le-calme-du-matin'])
    expect(await cherche('équilibre galop')).toEqual([])
  })

  it('ranks a title match above an extrait-only match, whatever the dates', async () => {
    expect(await cherche('équilibre')).toEqual(['equilibre-interieur', 'le-calme-du-matin'])
    expect(await classe('équilibre')).toEqual(['equilibre-interieur', 'le-calme-du-matin'])
    // An explicit order still applies.
    expect(await classe('calme', 'titre')).toEqual(['lac-paisible', 'le-calme-du-matin'])
    expect(await classe('calme')).toEqual(['le-calme-du-matin', 'lac-paisible'])
  })

  it('treats an empty or stop-word-only query as no search', async () => {
    const tout = (await rechercheProduits('', 1, 24)).totalDocs
    expect(tout).toBe(6)
    expect((await rechercheProduits('les de la', 1, 24)).totalDocs).toBe(6)
    expect(await pageDeRecherche(payload, { q: 'les', page: 1, limit: 24 })).toBeNull()
  })

  it('never shows a draft', async () => {
    expect(await cherche('secret')).toEqual([])
    expect((await viaApi('secret')).json.docs).toEqual([])
  })

  it('answers GET /api/produits?q= from the same index, ranked, and keeps an explicit order', async () => {
    const slugs = (json: { docs: { slug: string }[] }) => json.docs.map((d) => d.slug)
    const res = await viaApi('Équilibres')
    expect(res.status).toBe(200)
    expect(slugs(res.json)).toEqual(['equilibre-interieur', 'le-calme-du-matin'])
    expect(slugs((await viaApi('calme')).json)).toEqual(['le-calme-du-matin', 'lac-paisible'])
    const parTitre = await api(payload, 'GET', '/produits?q=calme&tri=titre')
    expect(slugs(parTitre.json)).toEqual(['lac-paisible', 'le-calme-du-matin'])
    expect(res.json.totalDocs).toBe(2)
    // Only stop words: the whole catalogue, as without q.
    expect((await viaApi('les')).json.totalDocs).toBe(6)
  })
})

describe('search: bad input', () => {
  it.each([
    '"',
    '""""',
    '*',
    'calme*',
    'NEAR(calme',
    'calme OR cheval',
    'calme NOT cheval',
    '-calme',
    'titre:calme',
    '^calme',
    'calme AND',
    '\u0000calme\u0000',
    '🌿🧘‍♀️',
    '(((',
    "' OR 1=1 --",
    'calme"; DROP TABLE produits; --',
  ])('answers 200 for %j', async (q) => {
    const res = await viaApi(q)
    expect(res.status).toBe(200)
    expect(Array.isArray(res.json.docs)).toBe(true)
    await expect(rechercheProduits(q, 1, 24)).resolves.toHaveProperty('docs')
  })

  it('searches a 500-character text on the page (the API refuses more than 100, with a French 400)', async () => {
    const long = `calme ${'x'.repeat(300)} ${'cheval '.repeat(30)}`.slice(0, 500)
    await expect(rechercheProduits(long, 1, 24)).resolves.toHaveProperty('docs')
    const res = await viaApi(long)
    expect(res.status).toBe(400)
    expect(res.json.error).toMatch(/100 caractères/)
  })
})

describe('search: the index follows every change at once', () => {
  it('an edit of a published product', async () => {
    await payload.update({ collection: 'produits', id: p.titre.id, data: { titre: 'Harmonie intérieure' } })
    expect(await cherche('equilibre')).toEqual(['le-calme-du-matin'])
    expect(await cherche('harmonie')).toEqual(['equilibre-interieur'])
  })

  it('a draft saved over a published product leaves its published texts searchable', async () => {
    await payload.update({
      collection: 'produits',
      id: p.titre.id,
      draft: true,
      data: { titre: 'Texte pas encore publié' },
    })
    expect(await cherche('harmonie')).toEqual(['equilibre-interieur'])
    expect(await cherche('encore')).toEqual([])
  })

  it('a publication', async () => {
    await payload.update({ collection: 'produits', id: p.brouillon.id, data: { _status: 'published' } })
    expect(await cherche('secret')).toEqual(['equilibre-secret'])
  })

  it('an unpublication', async () => {
    await payload.update({ collection: 'produits', id: p.brouillon.id, data: { _status: 'draft' } })
    expect(await cherche('secret')).toEqual([])
  })

  it('a deletion', async () => {
    await supprimer('produits', p.chevaux.id)
    expect(await cherche('cheval')).toEqual(['un-cheval-de-bois'])
  })

  it('a renamed keyword, then a deleted one', async () => {
    await payload.update({ collection: 'mots-cles', id: serenite.id, data: { nom: 'Quiétude' } })
    expect(await cherche('sérénité')).toEqual([])
    expect(await cherche('quietude')).toEqual(['lac-paisible'])
    await supprimer('mots-cles', serenite.id)
    expect(await cherche('quietude')).toEqual([])
    expect(await cherche('paisible')).toEqual(['lac-paisible'])
  })
})

describe.skipIf(Boolean(process.env.TEST_MONGO_URI))('search index on a pushed SQLite schema', () => {
  it('is left alone by the schema push of the next `next dev` or test start', async () => {
    // What Payload runs at start-up on a pushed database (pushDevSchema): no statement, no question.
    const db = payload.db as unknown as {
      schema: unknown
      drizzle: unknown
      requireDrizzleKit: () => {
        pushSchema: (
          schema: unknown,
          drizzle: unknown,
        ) => Promise<{ hasDataLoss: boolean; warnings: string[]; statementsToExecute: string[] }>
      }
    }
    expect(await cherche('paisible')).toEqual(['lac-paisible'])
    const push = await db.requireDrizzleKit().pushSchema(db.schema, db.drizzle)
    expect(push).toMatchObject({ hasDataLoss: false, warnings: [], statementsToExecute: [] })
  })
})
