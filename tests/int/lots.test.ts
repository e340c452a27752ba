// Over 300 lines: one catalogue (products in three publication states) shared by the bulk edit, price
// rule and undo cases; split, each file would seed it again on both databases.
/**
 * Lots (src/lib/admin/lots/lot.ts, src/lib/admin/lots): « Éditer la sélection » adds, removes or replaces a
 * product relation and keeps every product's publication state unless « Publier » is chosen; « Ajuster
 * les prix » previews then writes; each lot is one journal entry whose undo puts the exact previous
 * values back, once. Payload's own bulk update is refused over REST.
 */
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { annulerLot, noterLot } from '@/lib/admin/lots/lot'
import type { Produit } from '@/payload-types'

import { api } from '../support/api'
import { createProduit } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let jeton = ''
const c: Record<'un' | 'deux' | 'trois', string | number> = { un: 0, deux: 0, trois: 0 }
const p: Record<'publie' | 'brouillon' | 'depublie', string | number> = {
  publie: 0,
  brouillon: 0,
  depublie: 0,
}

const auth = () => ({ authorization: `JWT ${jeton}` })
const post = (path: string, body: unknown) => api(payload, 'POST', path, { headers: auth(), body })
const lire = async (id: string | number, draft = true) =>
  (await payload.findByID({ collection: 'produits', id, depth: 0, draft, overrideAccess: true })) as Produit
const principal = (id: string | number) => lire(id, false)
const ids = (v: unknown) => ((v as unknown[]) ?? []).map(String)

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  await payload.create({
    collection: 'users',
    data: { email: 'editeur@example.fr', password: 'mot-de-passe-solide-42', roles: ['editeur'] },
  })
  jeton = (
    await payload.login({
      collection: 'users',
      data: { email: 'editeur@example.fr', password: 'mot-de-passe-solide-42' },
    })
  ).token!
  for (const [cle, nom] of [
    ['un', 'Printemps'],
    ['deux', 'Été'],
    ['trois', 'Automne'],
  ] as const)
    c[cle] = (await payload.create({ collection: 'collections', data: { nom } })).id
  const base = await createProduit(payload, { titre: 'Publié', slug: 'publie', collections: [c.un] })
  p.publie = base.id
  const autre = (data: Record<string, unknown>) =>
    payload.create({
      collection: 'produits',
      draft: false,
      data: { ...base, id: undefined, likes: 0, ...data } as never,
    })
  p.brouillon = (
    await autre({ titre: 'Brouillon', slug: 'brouillon', collections: [c.deux], _status: 'draft' })
  ).id
  p.depublie = (await autre({ titre: 'Dépublié', slug: 'depublie', collections: [c.un, c.deux] })).id
  await payload.update({ collection: 'produits', id: p.depublie, data: { _status: 'draft' }, draft: false })
})
afterAll(async () => {
  await cleanup?.()
})

const selection = () => [p.publie, p.brouillon, p.depublie].map(String)

describe('« Éditer la sélection »: relations and undo', () => {
  it('adds a collection to each product, keeps the drafts drafts, and journals the previous values', async () => {
    const simule = await post('/admin/lots/edition-groupee', {
      ids: selection(),
      champ: 'collections',
      mode: 'ajouter',
      valeurs: [String(c.trois)],
      simuler: true,
    })
    expect(simule.json).toMatchObject({ selection: 3, modifies: 3, brouillons: 2, brouillonsPublies: 0 })
    expect(ids((await lire(p.publie)).collections)).toEqual([String(c.un)])

    const r = await post('/admin/lots/edition-groupee', {
      ids: selection(),
      champ: 'collections',
      mode: 'ajouter',
      valeurs: [String(c.trois)],
    })
    expect(r.status).toBe(200)
    expect(ids((await lire(p.publie)).collections)).toEqual([c.un, c.trois].map(String))
    expect(ids((await lire(p.brouillon)).collections)).toEqual([c.deux, c.trois].map(String))
    expect(ids((await lire(p.depublie)).collections)).toEqual([c.un, c.deux, c.trois].map(String))
    expect((await principal(p.publie))._status).toBe('published')
    expect((await principal(p.brouillon))._status).toBe('draft')
    expect((await principal(p.depublie))._status).toBe('draft')

    const entree = await payload.findByID({
      collection: 'journal',
      id: r.json.journalId,
      overrideAccess: true,
    })
    expect(entree).toMatchObject({ action: 'lot', nature: 'edition-groupee', cible: 'produits' })
    expect(entree.auteur).toBe('editeur@example.fr')
    const avant = (entree.changements as { avant: { id: string; valeurs: { collections: unknown } }[] }).avant
    expect(avant.map((a) => [a.id, ids(a.valeurs.collections)])).toEqual([
      [String(p.publie), [String(c.un)]],
      [String(p.brouillon), [String(c.deux)]],
      [String(p.depublie), [c.un, c.deux].map(String)],
    ])
  })

  it('removes and replaces only when asked, and undo restores the exact previous values once', async () => {
    const retrait = await post('/admin/lots/edition-groupee', {
      ids: selection(),
      champ: 'collections',
      mode: 'retirer',
      valeurs: [String(c.un)],
    })
    expect(retrait.json.modifies).toBe(2)
    expect(ids((await lire(p.publie)).collections)).toEqual([String(c.trois)])
    const remplace = await post('/admin/lots/edition-groupee', {
      ids: selection(),
      champ: 'collections',
      mode: 'remplacer',
      valeurs: [String(c.deux)],
    })
    expect(ids((await lire(p.depublie)).collections)).toEqual([String(c.deux)])

    const annule = await post(`/admin/lots/${remplace.json.journalId}/annuler`, {})
    expect(annule.status).toBe(200)
    expect(annule.json).toEqual({ restaures: 3, supprimes: 0 })
    expect(ids((await lire(p.publie)).collections)).toEqual([String(c.trois)])
    expect(ids((await lire(p.brouillon)).collections)).toEqual([c.deux, c.trois].map(String))
    expect(ids((await lire(p.depublie)).collections)).toEqual([c.deux, c.trois].map(String))
    expect((await principal(p.brouillon))._status).toBe('draft')

    const encore = await post(`/admin/lots/${remplace.json.journalId}/annuler`, {})
    expect(encore.status).toBe(409)
    expect(encore.json.error).toBe('Cette modification a déjà été annulée.')
    const trace = await payload.find({
      collection: 'journal',
      where: { annule: { equals: String(remplace.json.journalId) } },
      overrideAccess: true,
    })
    expect(trace.docs).toHaveLength(1)
    expect(trace.docs[0]).toMatchObject({ action: 'annulation', nature: 'annulation' })
  })
})

describe('« Éditer la sélection »: publishing, and what it refuses', () => {
  it('publishes the drafts only with « Publier », says how many, and undo unpublishes them', async () => {
    const corps = { ids: selection(), champ: 'themes', mode: 'ajouter', valeurs: [], publier: true }
    expect(
      (await post('/admin/lots/edition-groupee', { ...corps, simuler: true })).json.brouillonsPublies,
    ).toBe(2)
    const r = await post('/admin/lots/edition-groupee', corps)
    expect(r.json.brouillonsPublies).toBe(2)
    for (const id of selection()) expect((await principal(id))._status).toBe('published')
    await post(`/admin/lots/${r.json.journalId}/annuler`, {})
    expect((await principal(p.publie))._status).toBe('published')
    expect((await principal(p.brouillon))._status).toBe('draft')
    expect((await principal(p.depublie))._status).toBe('draft')
  })

  it('refuses in French: no session, a bad body, an unknown entry, and Payload’s bulk PATCH over REST', async () => {
    const anonyme = await api(payload, 'POST', '/admin/lots/edition-groupee', { body: {} })
    expect(anonyme.status).toBe(401)
    const mauvais = await post('/admin/lots/edition-groupee', {
      ids: [],
      champ: 'collections',
      mode: 'ajouter',
      valeurs: [],
    })
    expect(mauvais).toMatchObject({ status: 400, json: { error: 'Sélectionnez au moins un produit.' } })
    const mode = await post('/admin/lots/edition-groupee', {
      ids: ['1'],
      champ: 'collections',
      mode: 'x',
      valeurs: [],
    })
    expect(mode.json.error).toBe(
      'Choisissez «\u00a0Ajouter\u00a0», «\u00a0Retirer\u00a0» ou «\u00a0Remplacer\u00a0».',
    )
    expect((await post('/admin/lots/999999/annuler', {})).status).toBe(404)
    const inconnue = await post('/admin/lots/edition-groupee', {
      ids: selection(),
      champ: 'collections',
      mode: 'ajouter',
      valeurs: [String(c.un), payload.db.defaultIDType === 'number' ? '424242' : '0123456789abcdef01234567'],
    })
    expect(inconnue.json).toEqual({
      error: 'Une des valeurs choisies n’existe plus\u00a0: rechargez la page.',
    })
    const patch = await api(payload, 'PATCH', `/produits?where[id][equals]=${p.publie}`, {
      headers: auth(),
      body: { collections: [c.un] },
    })
    expect(patch.status).toBe(403)
    expect(ids((await lire(p.publie)).collections)).toEqual([String(c.trois)])
  })
})

/** A printed poster at 24,00 € in the first collection, copied from the published product. */
async function creerAfficheImprimee() {
  const base = await lire(p.publie)
  const affiche = await payload.create({
    collection: 'produits',
    draft: false,
    data: {
      ...base,
      id: undefined,
      titre: 'Affiche imprimée',
      slug: 'affiche-imprimee',
      livraison: 'imprime',
      prix: 2400,
      formats: [],
      collections: [c.un],
      _status: 'published',
    } as never,
  })
  return affiche.id
}

describe('« Ajuster les prix »', () => {
  let affiche: string | number

  beforeAll(async () => {
    affiche = await creerAfficheImprimee()
  })

  const regle = { portee: 'selection', sens: 'hausse', mode: 'montant', valeur: 100, arrondi: 'centime' }

  it('raises the A3 alone, previewing every change first, and leaves the other formats where they were', async () => {
    const apercu = await post('/admin/lots/prix', { ...regle, ids: [String(affiche)], format: 'A3' })
    expect(apercu.status).toBe(200)
    expect(apercu.json.lignes).toEqual([
      { id: String(affiche), titre: 'Affiche imprimée', format: 'A3', avant: 2400, apres: 2500 },
    ])
    expect((await lire(affiche)).prix).toBe(2400)

    const r = await post('/admin/lots/prix', {
      ...regle,
      ids: [String(affiche)],
      format: 'A3',
      appliquer: true,
    })
    expect(r.status).toBe(200)
    const apres = await lire(affiche)
    expect(apres.prix).toBe(2500)
    // The formats that derived from the A3 keep their price: A5 12,00, A4 18,00, A2 36,00, 50×70 48,00.
    expect(apres.formats?.map((f) => [f.code, f.prix ?? null])).toEqual([
      ['A5', 1200],
      ['A4', 1800],
      ['A3', null],
      ['A2', 3600],
      ['50x70', 4800],
    ])
    expect((await principal(affiche))._status).toBe('published')

    await post(`/admin/lots/${r.json.journalId}/annuler`, {})
    const retabli = await lire(affiche)
    expect(retabli.prix).toBe(2400)
    expect(retabli.formats).toEqual([])
  })

  it('cuts a collection by a percentage rounded to ,90, and refuses a rule that would zero a price', async () => {
    const r = await post('/admin/lots/prix', {
      ...regle,
      portee: 'collection',
      collection: String(c.un),
      sens: 'baisse',
      mode: 'pourcentage',
      valeur: 10,
      arrondi: '90',
      format: null,
      appliquer: true,
    })
    expect(r.status).toBe(200)
    // 24,00 € − 10 % = 21,60 € → 20,90 €; the A4 (0,75 ×) follows the product's price.
    expect((await lire(affiche)).prix).toBe(2090)
    expect(r.json.lignes.find((l: { format: string }) => l.format === 'A4')).toMatchObject({
      avant: 1800,
      apres: 1568,
    })
    const nul = await post('/admin/lots/prix', {
      ...regle,
      ids: [String(affiche)],
      sens: 'baisse',
      valeur: 5000,
      format: null,
      appliquer: true,
    })
    expect(nul).toMatchObject({
      status: 400,
      json: { error: 'Un prix de «\u00a0Affiche imprimée\u00a0» deviendrait nul ou négatif.' },
    })
    expect((await lire(affiche)).prix).toBe(2090)
  })
})

describe('a lot of another collection (an import)', () => {
  it('undo writes back the values and deletes what the lot created', async () => {
    const user = (await payload.find({ collection: 'users', limit: 1, overrideAccess: true })).docs[0]
    const req = await createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
    const existante = await payload.create({ collection: 'audiences', data: { nom: 'Sophrologues' } })
    await payload.update({
      collection: 'audiences',
      id: existante.id,
      data: { nom: 'Sophrologues (import)' },
    })
    const creee = await payload.create({ collection: 'audiences', data: { nom: 'Doulas' } })
    const journalId = await noterLot(req, {
      cible: 'audiences',
      nature: 'import',
      resume: 'Import de 2 audiences',
      avant: [{ id: String(existante.id), valeurs: { nom: 'Sophrologues' } }],
      crees: [String(creee.id)],
    })
    expect(await annulerLot(req, journalId)).toEqual({ restaures: 1, supprimes: 1 })
    expect((await payload.findByID({ collection: 'audiences', id: existante.id })).nom).toBe('Sophrologues')
    expect(
      (await payload.count({ collection: 'audiences', where: { id: { equals: creee.id } } })).totalDocs,
    ).toBe(0)
    await expect(annulerLot(req, journalId)).rejects.toThrow('Cette modification a déjà été annulée.')
  })
})
