/**
 * Draft preview of a product's pictures: the image routes serve published products
 * only (their answers are cached publicly for a year), so the product page asks `visuelsServis` whether
 * they will answer and draws placeholders instead of broken images when they will not. Its answer must
 * be the routes' own. `next/headers` is replaced by a draft-mode switch and the request's headers, as in
 * apercu.test.ts.
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
let visuelsServis: typeof import('@/lib/apercu/visuels').visuelsServis
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

  ;({ visuelsServis } = await import('@/lib/apercu/visuels'))
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

describe('visuelsServis', () => {
  it('in a staff member’s preview: false for a draft never published or without artwork, as the image route answers', async () => {
    next.brouillon = true
    next.entetes = new Headers({ cookie: `payload-token=${jeton}` })
    const cas = { respirer: true, 'jamais-publie': false, 'sans-oeuvre': false }
    for (const [slug, attendu] of Object.entries(cas)) {
      expect(await visuelsServis(slug), slug).toBe(attendu)
      expect(await servi(slug), slug).toBe(attendu)
    }
  })

  it('keeps the published product’s images while a newer draft of it is being edited', async () => {
    const [p] = (await payload.find({ collection: 'produits', where: { slug: { equals: 'respirer' } } })).docs
    await payload.update({ collection: 'produits', id: p.id, draft: true, data: { titre: 'Respirer (v2)' } })
    next.brouillon = true
    next.entetes = new Headers({ cookie: `payload-token=${jeton}` })
    expect(await visuelsServis('respirer')).toBe(true)
  })

  it('out of the preview: true without reading anything (the page only shows published products)', async () => {
    const find = vi.spyOn(payload, 'find')
    try {
      expect(await visuelsServis('respirer')).toBe(true)
      expect(find).not.toHaveBeenCalled()
    } finally {
      find.mockRestore()
    }
  })
})
