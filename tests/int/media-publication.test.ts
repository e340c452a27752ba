/**
 * Media of unpublished documents are staff's: over HTTP, visitors list and download only the images
 * a published document shows (a draft product's artwork, a draft chosen for a published product, an
 * unused upload stay private), staff see everything, and the shop's own pages keep their images.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lireProduitSource } from '@/lib/images/source'

import { api } from '../support/api'
import { createProduit, pngFile } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let jeton = ''
const media: Record<
  'publiee' | 'brouillon' | 'nouvelleVersion' | 'orpheline' | 'portfolio',
  { id: number | string; filename: string }
> = {} as never

const televerser = async (nom: string) => {
  const m = await payload.create({
    collection: 'media',
    data: { alt: nom },
    file: await pngFile(`${nom}.png`),
  })
  return { id: m.id, filename: m.filename! }
}

/** The artwork of a product as Payload answers it on creation (populated). */
const illustration = (p: { illustration?: unknown }) => {
  const m = p.illustration as { id: number | string; filename: string }
  return { id: m.id, filename: m.filename }
}

beforeAll(async () => {
  process.env.RATE_LIMITS = 'off'
  ;({ payload, cleanup } = await getTestPayload())
  const publie = await createProduit(payload, { titre: 'Publié', slug: 'publie' })
  media.publiee = illustration(publie)
  // A product never published: its artwork.
  media.brouillon = illustration(
    await createProduit(payload, { titre: 'Brouillon', slug: 'brouillon', _status: 'draft' }),
  )
  // A published product whose draft picks a new artwork, not published yet.
  media.nouvelleVersion = await televerser('nouvelle-version')
  await payload.update({
    collection: 'produits',
    id: publie.id,
    draft: true,
    data: { illustration: media.nouvelleVersion.id } as never,
  })
  media.orpheline = await televerser('orpheline')
  media.portfolio = await televerser('portfolio')
  await payload.create({
    collection: 'portfolio',
    data: { titre: 'Logo', slug: 'logo', image: media.portfolio.id, categorie: 'logo' } as never,
  })
  await payload.create({
    collection: 'users',
    data: { email: 'editeur@media.example', password: 'mot-de-passe-solide-42', roles: ['editeur'] },
  })
  jeton = (
    await payload.login({
      collection: 'users',
      data: { email: 'editeur@media.example', password: 'mot-de-passe-solide-42' },
    })
  ).token!
})
afterAll(async () => {
  await cleanup?.()
})

const lister = async (avecJeton: boolean) => {
  const res = await api(payload, 'GET', '/media?limit=100&depth=0', {
    headers: avecJeton ? { authorization: `JWT ${jeton}` } : {},
  })
  expect(res.status).toBe(200)
  return new Set((res.json.docs as { id: number | string }[]).map((d) => String(d.id)))
}
const fichier = (filename: string, avecJeton: boolean) =>
  api(payload, 'GET', `/media/file/${encodeURIComponent(filename)}`, {
    headers: avecJeton ? { authorization: `JWT ${jeton}` } : {},
  })

describe('/api/media', () => {
  it('lists to visitors only the images published documents show; staff see every upload', async () => {
    expect(await lister(false)).toEqual(new Set([String(media.publiee.id), String(media.portfolio.id)]))
    const tout = await lister(true)
    for (const m of Object.values(media)) expect(tout.has(String(m.id))).toBe(true)
  })

  it('serves a private image’s file and document to staff only', async () => {
    for (const cle of ['brouillon', 'nouvelleVersion', 'orpheline'] as const) {
      const anonyme = await fichier(media[cle].filename, false)
      expect(anonyme.status, cle).toBeGreaterThanOrEqual(400)
      expect(anonyme.status, cle).toBeLessThan(500)
      expect(anonyme.headers.get('content-type') ?? '', cle).not.toMatch(/^image\//)
      expect((await api(payload, 'GET', `/media/${media[cle].id}`)).status, cle).toBeGreaterThanOrEqual(400)
      const equipe = await fichier(media[cle].filename, true)
      expect(equipe.status, cle).toBe(200)
      expect(equipe.headers.get('content-type'), cle).toMatch(/^image\//)
    }
    for (const cle of ['publiee', 'portfolio'] as const) {
      const anonyme = await fichier(media[cle].filename, false)
      expect(anonyme.status, cle).toBe(200)
    }
  })

  it('keeps the shop’s own images and a published product’s artwork in its REST answer', async () => {
    const produit = await lireProduitSource(payload, 'publie')
    expect(produit?.artwork.id).toBe(media.publiee.id)
    const res = await api(payload, 'GET', '/produits?where[slug][equals]=publie&depth=1&limit=1')
    expect(res.status).toBe(200)
    expect(res.json.docs[0].illustration).toMatchObject({ id: media.publiee.id })
  })
})
