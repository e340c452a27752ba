import sharp from 'sharp'
import type { Payload } from 'payload'
import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
const tokens: Record<'admin' | 'editeur' | 'sansRole', string> = { admin: '', editeur: '', sansRole: '' }
let illustrationId: number | string

type Who = keyof typeof tokens | 'anonyme'
/** What the admin endpoints answer: the document written (and, from PUT, whether it was created), or an error. */
type Corps = { doc: { id: number | string } & Record<string, unknown>; created?: boolean; error?: string }

/** A real HTTP request through Payload's REST router, as Next's /api route hands it over. */
async function call(who: Who, method: 'PUT' | 'PATCH', path: string, body?: unknown, raw?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (who !== 'anonyme') headers.authorization = `JWT ${tokens[who]}`
  const request = new Request(`http://localhost/api${path}`, {
    method,
    headers,
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
  const res = await handleEndpoints({ config: payload.config, request })
  return { status: res.status, json: (await res.json()) as Corps }
}

async function user(email: string, roles: ('admin' | 'editeur')[]) {
  const password = 'mot-de-passe-solide-42'
  const created = await payload.create({
    collection: 'users',
    data: { email, password, roles: roles.length ? roles : ['editeur'] },
  })
  // `roles` is required by the schema, so an account without a staff role is made by emptying it
  // at the database level: the state an account ends in when an admin strips its roles.
  if (!roles.length) await payload.db.updateOne({ collection: 'users', id: created.id, data: { roles: [] } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return token!
}

const produit = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  titre: `Affiche ${slug}`,
  extrait: 'Une affiche de test.',
  illustration: illustrationId,
  categorie: 'affiche',
  livraison: 'imprime',
  prix: 1200,
  _status: 'published',
  ...extra,
})

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  tokens.admin = await user('admin@example.fr', ['admin'])
  tokens.editeur = await user('editeur@example.fr', ['editeur'])
  tokens.sansRole = await user('sans-role@example.fr', [])
  const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Affiche de test' },
    file: { data: png, mimetype: 'image/png', name: 'test.png', size: png.length },
  })
  illustrationId = media.id
  await payload.create({ collection: 'audiences', data: { nom: 'Sophrologue', slug: 'sophrologue' } })
  await payload.create({ collection: 'collections', data: { nom: 'Citations', slug: 'citations' } })
  await payload.create({ collection: 'produits', data: produit('existant') as never, draft: false })
})
afterAll(async () => cleanup())

const COLLECTIONS = ['audiences', 'collections', 'produits'] as const
const existing = { audiences: 'sophrologue', collections: 'citations', produits: 'existant' } as const
const newDoc = (c: (typeof COLLECTIONS)[number], slug: string) =>
  c === 'produits' ? produit(slug) : { slug, nom: `Nom ${slug}`, description: 'Créé par l’API.' }
const patchable = {
  audiences: ['nom', 'Nouveau nom'],
  collections: ['description', 'Nouvelle description'],
  produits: ['prix', 2500],
} as const

describe.each(COLLECTIONS)('PUT /api/admin/%s/put', (c) => {
  it('401 for an anonymous visitor, nothing written', async () => {
    const res = await call('anonyme', 'PUT', `/admin/${c}/put`, newDoc(c, `${c}-anonyme`))
    expect(res.status).toBe(401)
    expect(res.json.error).toBe('Connexion requise.')
    const { totalDocs } = await payload.count({ collection: c, where: { slug: { equals: `${c}-anonyme` } } })
    expect(totalDocs).toBe(0)
  })

  it('403 for an account without a staff role', async () => {
    const res = await call('sansRole', 'PUT', `/admin/${c}/put`, newDoc(c, `${c}-sans-role`))
    expect(res.status).toBe(403)
    expect(res.json.error).toBe('Accès refusé.')
  })

  it.each(['admin', 'editeur'] as const)('%s creates (201) then updates (200) the same slug', async (who) => {
    const slug = `${c}-${who}`
    const created = await call(who, 'PUT', `/admin/${c}/put`, newDoc(c, slug))
    expect(created.status).toBe(201)
    expect(created.json.created).toBe(true)
    expect(created.json.doc.slug).toBe(slug)
    const field = c === 'produits' ? 'titre' : 'nom'
    const updated = await call(who, 'PUT', `/admin/${c}/put`, {
      ...newDoc(c, slug),
      [field]: 'Titre modifié',
    })
    expect(updated.status).toBe(200)
    expect(updated.json.created).toBe(false)
    expect(updated.json.doc.id).toBe(created.json.doc.id)
    const { docs } = await payload.find({ collection: c, where: { slug: { equals: slug } }, draft: true })
    expect(docs).toHaveLength(1)
    expect((docs[0] as unknown as Record<string, unknown>)[field]).toBe('Titre modifié')
  })

  it('400 without a valid slug', async () => {
    const res = await call('admin', 'PUT', `/admin/${c}/put`, { ...newDoc(c, 'x'), slug: 'Pas Un Slug' })
    expect(res.status).toBe(400)
    expect(res.json.error).toMatch(/slug/i)
  })

  it('400 with Payload’s own validation (the admin form’s rules)', async () => {
    const body = c === 'produits' ? produit(`${c}-invalide`, { prix: 0 }) : { slug: `${c}-invalide` }
    const res = await call('editeur', 'PUT', `/admin/${c}/put`, body)
    expect(res.status).toBe(400)
    expect(res.json.error).toMatch(c === 'produits' ? /prix/i : /nom/i)
  })

  it('400 on a body that is not JSON, 413 on a body over 2 MB (staff JSON)', async () => {
    expect((await call('admin', 'PUT', `/admin/${c}/put`, undefined, '{pas du json')).status).toBe(400)
    const moyen = await call('admin', 'PUT', `/admin/${c}/put`, {
      ...newDoc(c, `${c}-moyen`),
      description: 'x'.repeat(150_000),
    })
    expect(moyen.status).not.toBe(413)
    const big = await call('admin', 'PUT', `/admin/${c}/put`, {
      ...newDoc(c, `${c}-gros`),
      description: 'x'.repeat(2_200_000),
    })
    expect(big.status).toBe(413)
    expect(big.json.error).toMatch(/2\u00a0Mo/)
  })
})

describe.each(COLLECTIONS)('PATCH /api/admin/%s/patch/{slug}/{field}', (c) => {
  const [field, value] = patchable[c]
  const url = (slug: string, f: string = field) => `/admin/${c}/patch/${slug}/${f}`

  it('401 anonymous, 403 without a staff role, the document unchanged', async () => {
    expect((await call('anonyme', 'PATCH', url(existing[c]), { value })).status).toBe(401)
    expect((await call('sansRole', 'PATCH', url(existing[c]), { value })).status).toBe(403)
    const { docs } = await payload.find({ collection: c, where: { slug: { equals: existing[c] } } })
    expect((docs[0] as unknown as Record<string, unknown>)[field]).not.toBe(value)
  })

  it.each(['admin', 'editeur'] as const)(
    '%s sets an allowed field (200) through the local API',
    async (who) => {
      const v = typeof value === 'number' ? value + (who === 'admin' ? 1 : 2) : `${value} (${who})`
      const res = await call(who, 'PATCH', url(existing[c]), { value: v })
      expect(res.status).toBe(200)
      expect(res.json.doc[field]).toBe(v)
      const { docs } = await payload.find({ collection: c, where: { slug: { equals: existing[c] } } })
      expect((docs[0] as unknown as Record<string, unknown>)[field]).toBe(v)
    },
  )

  it('400 on a field outside the whitelist', async () => {
    const res = await call('admin', 'PATCH', url(existing[c], 'slug'), { value: 'autre' })
    expect(res.status).toBe(400)
    expect(res.json.error).toMatch(/non modifiable/)
  })

  it('400 on an invalid value or a body without value', async () => {
    const bad = typeof value === 'number' ? 12.5 : 42
    expect((await call('admin', 'PATCH', url(existing[c]), { value: bad })).status).toBe(400)
    expect((await call('admin', 'PATCH', url(existing[c]), {})).status).toBe(400)
    expect((await call('admin', 'PATCH', url(existing[c]), { value, autre: 1 })).status).toBe(400)
  })

  it('404 on an unknown slug', async () => {
    const res = await call('editeur', 'PATCH', url('n-existe-pas'), { value })
    expect(res.status).toBe(404)
    expect(res.json.error).toBe('Introuvable.')
  })

  it('413 on a body over 2 MB (staff JSON)', async () => {
    const res = await call('admin', 'PATCH', url(existing[c]), { value: 'x'.repeat(2_200_000) })
    expect(res.status).toBe(413)
  })
})

describe('PATCH produits: favourites and publication', () => {
  const url = (f: string) => `/admin/produits/patch/existant/${f}`

  it('sets coupDeCoeur and its rank, and clears the rank with null', async () => {
    expect((await call('editeur', 'PATCH', url('coupDeCoeur'), { value: true })).json.doc.coupDeCoeur).toBe(
      true,
    )
    expect(
      (await call('editeur', 'PATCH', url('coupDeCoeurRang'), { value: 3 })).json.doc.coupDeCoeurRang,
    ).toBe(3)
    expect(
      (await call('editeur', 'PATCH', url('coupDeCoeurRang'), { value: null })).json.doc.coupDeCoeurRang,
    ).toBeNull()
    expect((await call('editeur', 'PATCH', url('coupDeCoeur'), { value: 'oui' })).status).toBe(400)
  })

  it('unpublishes then republishes: the public read follows', async () => {
    const publicCount = () =>
      payload.count({
        collection: 'produits',
        where: { slug: { equals: 'existant' } },
        overrideAccess: false,
      })
    expect((await publicCount()).totalDocs).toBe(1)
    const draft = await call('admin', 'PATCH', url('_status'), { value: 'draft' })
    expect(draft.status).toBe(200)
    expect(draft.json.doc._status).toBe('draft')
    expect((await publicCount()).totalDocs).toBe(0)
    // Still reachable by slug for staff: drafts are found too.
    expect((await call('admin', 'PATCH', url('_status'), { value: 'published' })).status).toBe(200)
    expect((await publicCount()).totalDocs).toBe(1)
    expect((await call('admin', 'PATCH', url('_status'), { value: 'archive' })).status).toBe(400)
  })

  it('a counter cannot be written through PUT', async () => {
    const res = await call(
      'admin',
      'PUT',
      '/admin/produits/put',
      produit('existant', { ventes: 999, likes: 999 }),
    )
    expect(res.status).toBe(200)
    const doc = await payload.findByID({ collection: 'produits', id: res.json.doc.id })
    expect(doc.ventes).toBe(0)
    expect(doc.likes).toBe(0)
  })
})
