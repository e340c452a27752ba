/**
 * Draft preview of a product's pictures: the public image routes serve published products only (their
 * answers are cached publicly for a year), so in a staff member's preview the page takes each scene from
 * /api/apercu/mises-en-scene, drawn from the latest draft's own artwork, private and never cached;
 * placeholders only for a draft without artwork. `next/headers` is replaced by a draft-mode switch and
 * the request's headers, as in apercu.test.ts.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createProduit, createStaff } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

const next = vi.hoisted(() => ({ brouillon: false, entetes: new Headers() }))

vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: next.brouillon, enable: () => {}, disable: () => {} }),
  headers: async () => next.entetes,
}))

let payload: Payload
let cleanup: () => Promise<void>
let jeton: string
let lireVisuels: typeof import('@/lib/data/prive/apercu').lireVisuels
let repondreMiseEnScene: typeof import('@/lib/brouillon/misesEnScene').repondreMiseEnScene
let servi: (slug: string) => Promise<boolean>

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  process.env.IMAGE_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-visuels-'))
  const staff = await createStaff(payload)
  jeton = (
    await payload.login({
      collection: 'users',
      data: { email: staff.editeur.email, password: 'motdepasse-test-1' },
    })
  ).token!

  await createProduit(payload, { titre: 'Respirer', slug: 'respirer' })
  await createProduit(payload, { titre: 'Jamais publié', slug: 'jamais-publie', _status: 'draft' })
  // A draft saved without its artwork (drafts skip the required check).
  await payload.create({
    collection: 'produits',
    draft: true,
    data: {
      titre: 'Sans œuvre',
      slug: 'sans-oeuvre',
      extrait: 'Extrait',
      prix: 1200,
      _status: 'draft',
    } as never,
  })

  ;({ lireVisuels } = await import('@/lib/data/prive/apercu'))
  ;({ repondreMiseEnScene } = await import('@/lib/brouillon/misesEnScene'))
  const { resolveImage } = await import('@/lib/images/serve')
  servi = async (slug) =>
    (await resolveImage(payload, { kind: 'produit', mockup: 'cadre-bois', file: `${slug}.webp` })) !== null
})
afterAll(async () => {
  await cleanup?.()
  fs.rmSync(process.env.IMAGE_CACHE_DIR!, { recursive: true, force: true })
})

beforeEach(() => {
  next.brouillon = false
  next.entetes = new Headers()
})

const scene = (file: string, entetes: Record<string, string> = { cookie: `payload-token=${jeton}` }) =>
  repondreMiseEnScene(
    payload,
    new Request(`http://localhost/api/apercu/mises-en-scene/cadre-bois/${file}`, { headers: entetes }),
    { mockup: 'cadre-bois', file },
  )

describe('lireVisuels', () => {
  it('in a staff member’s preview: the draft’s own scenes when it has an artwork, placeholders otherwise; the public route still serves published products only', async () => {
    next.brouillon = true
    next.entetes = new Headers({ cookie: `payload-token=${jeton}` })
    const cas = { respirer: 'apercu', 'jamais-publie': 'apercu', 'sans-oeuvre': null }
    for (const [slug, attendu] of Object.entries(cas)) expect(await lireVisuels(slug), slug).toBe(attendu)
    expect(await servi('respirer')).toBe(true)
    expect(await servi('jamais-publie')).toBe(false)
  })

  it('out of the preview: the public routes, without reading anything (the page only shows published products)', async () => {
    const find = vi.spyOn(payload, 'find')
    try {
      expect(await lireVisuels('respirer')).toBe('site')
      expect(find).not.toHaveBeenCalled()
    } finally {
      find.mockRestore()
    }
  })
})

describe('GET /api/apercu/mises-en-scene/{scène}/{slug}.webp', () => {
  it('draws a draft never published for the staff, private and never cached', async () => {
    const res = await scene('jamais-publie.webp')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const octets = Buffer.from(await res.arrayBuffer())
    expect(octets.subarray(8, 12).toString('ascii')).toBe('WEBP')
  })

  it('refuses visitors, and answers 404 in French for a draft without artwork, an unknown scene or format', async () => {
    const anonyme = await scene('jamais-publie.webp', {})
    expect(anonyme.status).toBe(401)
    expect(anonyme.headers.get('cache-control')).toBe('private, no-store')
    for (const file of ['sans-oeuvre.webp', 'inconnu.webp', 'jamais-publie@Z9.webp']) {
      const res = await scene(file)
      expect(res.status, file).toBe(404)
      expect(await res.json()).toEqual({ error: 'Image introuvable.' })
    }
    const inconnue = await repondreMiseEnScene(
      payload,
      new Request('http://localhost/x', { headers: { cookie: `payload-token=${jeton}` } }),
      { mockup: 'salon-inconnu', file: 'respirer.webp' },
    )
    expect(inconnue.status).toBe(404)
  })

  it('shows the latest draft’s artwork, not the published one the public route keeps', async () => {
    const { pngFile } = await import('./helpers/fixtures')
    const [p] = (await payload.find({ collection: 'produits', where: { slug: { equals: 'respirer' } } })).docs
    const nouvelle = await payload.create({
      collection: 'media',
      data: { alt: 'Nouvelle œuvre' },
      file: await pngFile('nouvelle.png', '#1f6f8b'),
    })
    const avant = Buffer.from(await (await scene('respirer.webp')).arrayBuffer())
    await payload.update({
      collection: 'produits',
      id: p.id,
      draft: true,
      data: { illustration: nouvelle.id } as never,
    })
    const apres = Buffer.from(await (await scene('respirer.webp')).arrayBuffer())
    expect(apres.equals(avant)).toBe(false)
    const { resolveImage } = await import('@/lib/images/serve')
    const publique = await resolveImage(payload, {
      kind: 'produit',
      mockup: 'cadre-bois',
      file: 'respirer.webp',
    })
    expect(Buffer.from(publique!.body).equals(avant)).toBe(true)
  })
})
