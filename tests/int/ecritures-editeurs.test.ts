// Over 300 lines: editors' patches, puts and deletes share one database and its published-draft fixtures.
/**
 * Editors' writes never surprise them: a patch or put on a published product keeps the shop's version
 * published (only the sent fields change) while a pending draft stays a draft; deleting a liked product
 * or a facet value that products use answers 2xx, and a delete that access forbids a French 403.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api } from '../support/api'
import { createProduit } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
const tokens = { admin: '', editeur: '' }
type Who = keyof typeof tokens | 'anonyme'
let seq = 0

const as = (who: Who): Record<string, string> =>
  who === 'anonyme' ? {} : { authorization: `JWT ${tokens[who]}` }
const call = (who: Who, method: string, path: string, body?: unknown) =>
  api(payload, method, path, { body, headers: as(who) })

// The MongoDB-compatible test server rejects the findOneAndDelete that a delete by id sends
// (docs/SPECIFICATION.md §14): there the same document is deleted through the bulk form, which runs the
// same hooks per document.
const compat = process.env.MONGO_COMPAT === '1'
const deleteById = (who: Who, collection: string, id: number | string) =>
  call(who, 'DELETE', compat ? `/${collection}?where[id][equals]=${id}` : `/${collection}/${id}`)

async function login(email: string, roles: ('admin' | 'editeur')[]) {
  const password = 'mot-de-passe-solide-42'
  await payload.create({ collection: 'users', data: { email, password, roles } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return token!
}

/** A published product with its own slug, then a newer draft that rewrites its texts. */
async function publishedWithDraft() {
  seq += 1
  const slug = `publie-brouillon-${seq}`
  const doc = await createProduit(payload, {
    slug,
    titre: 'Titre publié',
    extrait: 'Extrait relu et publié.',
    livraison: 'imprime',
    fichierNumerique: null,
    prix: 1200,
  })
  await payload.update({
    collection: 'produits',
    id: doc.id,
    draft: true,
    data: { titre: 'Titre du brouillon', extrait: 'Extrait pas encore relu.' },
  })
  return { id: doc.id, slug }
}

/** What a visitor gets: only the published version. */
const visible = (id: number | string) =>
  payload
    .findByID({ collection: 'produits', id, overrideAccess: false, depth: 0, disableErrors: true })
    .then((d) => d as unknown as Record<string, unknown> | null)
/** What the editor finds in the admin: the latest version, draft included. */
const latest = (id: number | string) =>
  payload
    .findByID({ collection: 'produits', id, draft: true, depth: 0 })
    .then((d) => d as unknown as Record<string, unknown>)

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  tokens.admin = await login('admin@ecritures.example', ['admin'])
  tokens.editeur = await login('editeur@ecritures.example', ['editeur'])
})
afterAll(async () => cleanup())

describe('PATCH and PUT on a published product that has a newer draft: one field', () => {
  it('PATCH prix: still published with its published texts and the new price; the draft stays a draft', async () => {
    const { id, slug } = await publishedWithDraft()
    const res = await call('editeur', 'PATCH', `/admin/produits/patch/${slug}/prix`, { value: 1500 })
    expect(res.status).toBe(200)
    expect(res.json.doc).toMatchObject({ _status: 'published', titre: 'Titre publié', prix: 1500 })

    const shop = await visible(id)
    expect(shop).toMatchObject({
      _status: 'published',
      titre: 'Titre publié',
      extrait: 'Extrait relu et publié.',
      prix: 1500,
    })
    const rest = await call('anonyme', 'GET', `/produits/${id}?depth=0`)
    expect(rest.status).toBe(200)
    expect(rest.json.titre).toBe('Titre publié')

    // The pending draft keeps its texts, is still a draft, and carries the patch: its next
    // publication does not take the price back.
    expect(await latest(id)).toMatchObject({
      _status: 'draft',
      titre: 'Titre du brouillon',
      extrait: 'Extrait pas encore relu.',
      prix: 1500,
    })
  })

  it('PATCH titre changes that field only, in the published version and in the draft', async () => {
    const { id, slug } = await publishedWithDraft()
    const res = await call('admin', 'PATCH', `/admin/produits/patch/${slug}/titre`, {
      value: 'Titre corrigé',
    })
    expect(res.status).toBe(200)
    expect(await visible(id)).toMatchObject({
      _status: 'published',
      titre: 'Titre corrigé',
      extrait: 'Extrait relu et publié.',
    })
    expect(await latest(id)).toMatchObject({
      _status: 'draft',
      titre: 'Titre corrigé',
      extrait: 'Extrait pas encore relu.',
    })
  })
})

describe('PATCH and PUT on a published product that has a newer draft: PUT, slugs and status', () => {
  it('PUT keeps the product published with its published content except the sent fields', async () => {
    const { id, slug } = await publishedWithDraft()
    const res = await call('editeur', 'PUT', '/admin/produits/put', {
      slug,
      prix: 1800,
      sousTitre: 'Format A3',
    })
    expect(res.status).toBe(200)
    expect(res.json.created).toBe(false)
    expect(await visible(id)).toMatchObject({
      _status: 'published',
      titre: 'Titre publié',
      extrait: 'Extrait relu et publié.',
      prix: 1800,
      sousTitre: 'Format A3',
    })
    expect(await latest(id)).toMatchObject({
      _status: 'draft',
      titre: 'Titre du brouillon',
      prix: 1800,
      sousTitre: 'Format A3',
    })
    const { totalDocs } = await payload.count({
      collection: 'produits',
      where: { slug: { equals: slug } },
      overrideAccess: false,
    })
    expect(totalDocs).toBe(1)
  })

  it('a draft that renames the slug: found by either slug, each version keeps its own', async () => {
    const { id, slug } = await publishedWithDraft()
    await payload.update({ collection: 'produits', id, draft: true, data: { slug: `${slug}-renomme` } })
    const patch = await call('editeur', 'PATCH', `/admin/produits/patch/${slug}/prix`, { value: 1400 })
    expect(patch.status).toBe(200)
    const put = await call('editeur', 'PUT', '/admin/produits/put', { slug: `${slug}-renomme`, prix: 1600 })
    expect(put.status).toBe(200)
    expect(put.json.created).toBe(false)
    expect(await visible(id)).toMatchObject({ _status: 'published', slug, titre: 'Titre publié', prix: 1600 })
    expect(await latest(id)).toMatchObject({ _status: 'draft', slug: `${slug}-renomme`, prix: 1600 })
  })

  it('an explicit PATCH _status=published still publishes the draft (the editor asked for it)', async () => {
    const { id, slug } = await publishedWithDraft()
    const res = await call('editeur', 'PATCH', `/admin/produits/patch/${slug}/_status`, {
      value: 'published',
    })
    expect(res.status).toBe(200)
    expect(await visible(id)).toMatchObject({ _status: 'published', titre: 'Titre du brouillon' })
  })

  it('a product without a pending draft is patched and stays published', async () => {
    const doc = await createProduit(payload, {
      slug: 'sans-brouillon',
      livraison: 'imprime',
      fichierNumerique: null,
    })
    const res = await call('editeur', 'PATCH', '/admin/produits/patch/sans-brouillon/prix', { value: 990 })
    expect(res.status).toBe(200)
    expect(await visible(doc.id)).toMatchObject({ _status: 'published', prix: 990 })
    expect(await latest(doc.id)).toMatchObject({ _status: 'published', prix: 990 })
  })
})

describe('deleting a product that visitors liked and that was ordered', () => {
  async function likedAndOrdered(slug: string) {
    const produit = await createProduit(payload, { slug, titre: `Affiche ${slug}`, prix: 2400 })
    for (const visiteur of ['v1', 'v2', 'v3'])
      await payload.create({
        collection: 'likes',
        data: { produit: produit.id, visiteur: `${slug}-${visiteur}` },
      })
    seq += 1
    const commande = await payload.create({
      collection: 'commandes',
      data: {
        numero: `MC-2026-${String(900000 + seq)}`,
        email: 'client@exemple.fr',
        lignes: [{ slug, titre: `Affiche ${slug}`, prix: 2400, livraison: 'numerique', produit: produit.id }],
        sousTotal: 2400,
        fraisDePort: 0,
        total: 2400,
        statut: 'payee',
      } as never,
    })
    return { id: produit.id, commandeId: commande.id }
  }

  const likesOf = async (id: number | string) =>
    (await payload.count({ collection: 'likes', where: { produit: { equals: id } } })).totalDocs

  async function expectOrderKept(commandeId: number | string, slug: string) {
    const commande = await payload.findByID({ collection: 'commandes', id: commandeId, depth: 0 })
    expect(commande.lignes).toHaveLength(1)
    expect(commande.lignes?.[0]).toMatchObject({ slug, titre: `Affiche ${slug}`, prix: 2400 })
    expect(commande.total).toBe(2400)
  }

  it('DELETE /api/produits/{id} as an editor: 200, its likes gone, the order keeps its line', async () => {
    const { id, commandeId } = await likedAndOrdered('aimee-rest')
    expect(await likesOf(id)).toBe(3)
    const res = await deleteById('editeur', 'produits', id)
    expect(res.status).toBe(200)
    expect(await likesOf(id)).toBe(0)
    expect(await visible(id)).toBeNull()
    await expectOrderKept(commandeId, 'aimee-rest')
  })

  it('bulk DELETE /api/produits?where[...] as an admin deletes liked products and their likes', async () => {
    const a = await likedAndOrdered('aimee-lot-a')
    const b = await likedAndOrdered('aimee-lot-b')
    const res = await call('admin', 'DELETE', '/produits?where[slug][in]=aimee-lot-a,aimee-lot-b')
    expect(res.status).toBe(200)
    expect(res.json.docs).toHaveLength(2)
    expect(res.json.errors ?? []).toHaveLength(0)
    expect(await likesOf(a.id)).toBe(0)
    expect(await likesOf(b.id)).toBe(0)
    await expectOrderKept(a.commandeId, 'aimee-lot-a')
    await expectOrderKept(b.commandeId, 'aimee-lot-b')
  })

  it('the local API deletes a liked product too', async () => {
    const { id, commandeId } = await likedAndOrdered('aimee-locale')
    if (compat) await payload.delete({ collection: 'produits', where: { id: { equals: id } } })
    else await payload.delete({ collection: 'produits', id })
    expect(await likesOf(id)).toBe(0)
    await expectOrderKept(commandeId, 'aimee-locale')
  })
})

describe('deleting a facet value that products use', () => {
  const FACETTES = [
    ['audiences', 'audiences', {}],
    ['collections', 'collections', {}],
    ['themes', 'themes', { couleur: '#336699' }],
    ['mots-cles', 'motsCles', {}],
    ['langues', 'langues', {}],
  ] as const

  it.each(FACETTES)(
    'DELETE /api/%s/{id}: 2xx, the products stay readable and editable',
    async (slug, champ, extra) => {
      seq += 1
      const valeur = await payload.create({
        collection: slug,
        data: { nom: `Valeur ${seq}`, slug: `valeur-${seq}`, ...extra } as never,
      })
      const autre = await payload.create({
        collection: slug,
        data: { nom: `Autre ${seq}`, slug: `autre-${seq}`, ...extra } as never,
      })
      const produitSlug = `avec-${slug}-${seq}`
      const produit = await createProduit(payload, {
        slug: produitSlug,
        livraison: 'imprime',
        fichierNumerique: null,
        [champ]: [valeur.id, autre.id],
      })
      // A pending draft that references it as well.
      await payload.update({
        collection: 'produits',
        id: produit.id,
        draft: true,
        data: { titre: 'Brouillon avec la valeur' },
      })

      const res = await deleteById('editeur', slug, valeur.id)
      expect(res.status).toBeGreaterThanOrEqual(200)
      expect(res.status).toBeLessThan(300)

      const rest = await call('anonyme', 'GET', `/produits/${produit.id}?depth=1`)
      expect(rest.status).toBe(200)
      const ids = (rest.json[champ] as unknown[]).map((v) =>
        typeof v === 'object' && v ? (v as { id: unknown }).id : v,
      )
      expect(ids.map(String)).toEqual([String(autre.id)])
      const draft = await latest(produit.id)
      expect((draft[champ] as unknown[]).map(String)).toEqual([String(autre.id)])

      // The editor can still save and publish the product.
      const patch = await call('editeur', 'PATCH', `/admin/produits/patch/${produitSlug}/prix`, {
        value: 1300,
      })
      expect(patch.status).toBe(200)
      const publish = await call('editeur', 'PATCH', `/admin/produits/patch/${produitSlug}/_status`, {
        value: 'published',
      })
      expect(publish.status).toBe(200)
      expect(await visible(produit.id)).toMatchObject({ titre: 'Brouillon avec la valeur', prix: 1300 })
    },
  )
})

describe('deletes that access forbids answer 403 in French', () => {
  it('an anonymous visitor cannot delete a product (one or in bulk), nothing deleted', async () => {
    const doc = await createProduit(payload, { slug: 'pas-pour-les-visiteurs' })
    const one = await call('anonyme', 'DELETE', `/produits/${doc.id}`)
    expect(one.status).toBe(403)
    expect(one.json.errors[0].message).toMatch(/autoris/)
    const bulk = await call('anonyme', 'DELETE', '/produits?where[slug][equals]=pas-pour-les-visiteurs')
    expect(bulk.status).toBe(403)
    expect(bulk.json.errors[0].message).toMatch(/autoris/)
    expect(await visible(doc.id)).not.toBeNull()
  })

  it('an editor cannot delete an order, nor an admin account', async () => {
    seq += 1
    const commande = await payload.create({
      collection: 'commandes',
      data: {
        numero: `MC-2026-${String(800000 + seq)}`,
        email: 'client@exemple.fr',
        lignes: [{ slug: 'x', titre: 'X', prix: 100, livraison: 'numerique' }],
        sousTotal: 100,
        fraisDePort: 0,
        total: 100,
      } as never,
    })
    const res = await call('editeur', 'DELETE', `/commandes/${commande.id}`)
    expect(res.status).toBe(403)
    expect(res.json.errors[0].message).toMatch(/autoris/)
    expect(
      await payload.findByID({ collection: 'commandes', id: commande.id, disableErrors: true }),
    ).not.toBeNull()

    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'admin@ecritures.example' } },
    })
    const user = await call('editeur', 'DELETE', `/users/${docs[0]!.id}`)
    expect(user.status).toBe(403)
    expect(user.json.errors[0].message).toMatch(/autoris/)
  })
})
