import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MOCKUPS } from '@/lib/catalogue/constants'
import { cacheDir } from '@/lib/images/cache'
import {
  coverDerivative,
  produitMiniature,
  produitMockup,
  produitOg,
  produitPinterest,
} from '@/lib/images/derivatives'
import { resolveImage, serveImage, type ImageRoute } from '@/lib/images/serve'
import type { Produit } from '@/payload-types'

import { createProduit } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let produit: Produit
let brouillon: Produit
let mediaId: number | string

/** A real poster-like PNG (900×1200): coloured bands and a title block, so a scene has something to show. */
async function posterPng(color: string, name = 'oeuvre.png') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="900" height="1200" fill="#f7e9e0"/><circle cx="450" cy="1100" r="360" fill="${color}"/><rect x="150" y="380" width="600" height="90" fill="#5a2a18"/><rect x="250" y="520" width="400" height="40" fill="${color}"/></svg>`
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}

/** JPEG quality of a file written with the standard (Annex K) tables: the q whose luminance table matches. */
function jpegQuality(jpeg: Buffer): number | null {
  const BASE = [
    16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17,
    22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78,
    87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
  ]
  const at = jpeg.indexOf(Buffer.from([0xff, 0xdb]))
  if (at < 0) return null
  const table = [...jpeg.subarray(at + 5, at + 5 + 64)].sort((a, b) => a - b)
  for (let q = 1; q <= 100; q++) {
    const scale = q < 50 ? 5000 / q : 200 - q * 2
    const expected = BASE.map((v) => Math.min(255, Math.max(1, Math.floor((v * scale + 50) / 100)))).sort(
      (a, b) => a - b,
    )
    if (expected.every((v, i) => v === table[i])) return q
  }
  return null
}

const meta = (body: Buffer) => sharp(body).metadata()

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  process.env.IMAGE_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-images-'))
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Affiche terracotta' },
    file: await posterPng('#c4623f'),
  })
  mediaId = media.id
  produit = (await createProduit(payload, {
    titre: 'Cultiver son jardin intérieur',
    sousTitre: 'Citation de Voltaire',
    illustration: media.id,
    mockups: ['cadre-bois', 'toile'],
  })) as Produit
  brouillon = (await createProduit(payload, { titre: 'Affiche en préparation', _status: 'draft' })) as Produit
})
afterAll(async () => {
  fs.rmSync(cacheDir(), { recursive: true, force: true })
  await cleanup()
})

describe('product derivatives', () => {
  it('renders each of the 11 scenes as a 1000×1000 webp', async () => {
    const times: number[] = []
    for (const mockup of MOCKUPS) {
      const t = performance.now()
      const out = await produitMockup(payload, produit.slug!, mockup)
      times.push(performance.now() - t)
      expect(out?.contentType).toBe('image/webp')
      const m = await meta(out!.body)
      expect([m.format, m.width, m.height]).toEqual(['webp', 1000, 1000])
      expect(out!.generated).toBe(true)
    }
    console.info(
      `first generation of a 1000×1000 webp mockup: median ${Math.round(times.sort((a, b) => a - b)[5])} ms, max ${Math.round(times[10])} ms`,
    )
  }, 120_000)

  it('serves the second request from the disk cache with the same ETag and bytes', async () => {
    const first = await produitMockup(payload, produit.slug!, 'cadre-bois')
    const t = performance.now()
    const again = await produitMockup(payload, produit.slug!, 'cadre-bois')
    console.info(`cached mockup lookup: ${(performance.now() - t).toFixed(1)} ms`)
    expect(again!.generated).toBe(false)
    expect(again!.etag).toBe(first!.etag)
    expect(again!.body.equals(first!.body)).toBe(true)
    const files = fs.readdirSync(path.join(cacheDir(), 'produits', produit.slug!))
    expect(files.filter((f) => f.endsWith('.webp'))).toHaveLength(11)
  })

  it('generates a missing derivative once for concurrent requests', async () => {
    const runs = await Promise.all(
      [1, 2, 3, 4].map(() => produitMiniature(payload, produit.slug!, 'veranda', true)),
    )
    expect(new Set(runs.map((r) => r!.body)).size).toBe(1)
    const jpgs = fs
      .readdirSync(path.join(cacheDir(), 'produits', produit.slug!))
      .filter((f) => f.endsWith('.jpg'))
    expect(jpgs).toHaveLength(1)
  })

  it('makes thumbnails of scenes and of the bare artwork, 400×400 and 800×800 jpeg', async () => {
    for (const [mockup, retina, size] of [
      ['toile', false, 400],
      ['toile', true, 800],
      [null, false, 400],
      [null, true, 800],
    ] as const) {
      const out = await produitMiniature(payload, produit.slug!, mockup, retina)
      const m = await meta(out!.body)
      expect([m.format, m.width, m.height, out!.contentType]).toEqual(['jpeg', size, size, 'image/jpeg'])
    }
  })

  it('makes the OpenGraph image 1200×630 at jpeg quality 80 (reglages.ogImage)', async () => {
    const out = await produitOg(payload, produit.slug!)
    const m = await meta(out!.body)
    expect([m.format, m.width, m.height]).toEqual(['jpeg', 1200, 630])
    expect(jpegQuality(out!.body)).toBe(80)
  })

  it('makes the Pinterest pin 1000×1500 jpeg', async () => {
    const out = await produitPinterest(payload, produit.slug!)
    const m = await meta(out!.body)
    expect([m.format, m.width, m.height]).toEqual(['jpeg', 1000, 1500])
  })
})

describe('cover images', () => {
  it('crops portfolio, audience and collection images to their sizes in webp', async () => {
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'Couverture' },
      file: await posterPng('#2f5d8a', 'couverture.png'),
    })
    await payload.create({
      collection: 'portfolio',
      data: { titre: 'Logo de tee-shirt', categorie: 'Logo', image: image.id } as never,
    })
    await payload.create({ collection: 'audiences', data: { nom: 'Sophrologue', image: image.id } as never })
    await payload.create({ collection: 'collections', data: { nom: 'Citations', image: image.id } as never })
    const expected = {
      portfolio: [438, 438, 'logo-de-tee-shirt'],
      audiences: [800, 800, 'sophrologue'],
      collections: [800, 800, 'citations'],
    } as const
    for (const [collection, [w, h, slug]] of Object.entries(expected) as [
      keyof typeof expected,
      (typeof expected)[keyof typeof expected],
    ][]) {
      const out = await coverDerivative(payload, collection, slug)
      const m = await meta(out!.body)
      expect([collection, m.format, m.width, m.height]).toEqual([collection, 'webp', w, h])
    }
    expect(await coverDerivative(payload, 'portfolio', 'inconnu')).toBeNull()
  })
})

describe('a changed artwork', () => {
  it('regenerates after the media file is replaced', async () => {
    const before = await produitMockup(payload, produit.slug!, 'cadre-bois')
    await payload.update({
      collection: 'media',
      id: mediaId,
      data: {},
      file: await posterPng('#3d7a4f', 'oeuvre-verte.png'),
    })
    const t = performance.now()
    const after = await produitMockup(payload, produit.slug!, 'cadre-bois')
    console.info(
      `first generation of a 1000×1000 webp mockup, scene layers warm: ${Math.round(performance.now() - t)} ms`,
    )
    expect(after!.generated).toBe(true)
    expect(after!.etag).not.toBe(before!.etag)
    // The old files of this product were reclaimed by the media hook.
    expect(fs.readdirSync(path.join(cacheDir(), 'produits', produit.slug!))).toHaveLength(1)
  })

  it('regenerates after the product points to another artwork', async () => {
    const before = await produitMockup(payload, produit.slug!, 'toile')
    const other = await payload.create({
      collection: 'media',
      data: { alt: 'Autre' },
      file: await posterPng('#d4a017', 'autre.png'),
    })
    await payload.update({
      collection: 'produits',
      id: produit.id,
      data: { illustration: other.id } as never,
    })
    const after = await produitMockup(payload, produit.slug!, 'toile')
    expect(after!.generated).toBe(true)
    expect(after!.etag).not.toBe(before!.etag)
  })
})

describe('what is not served', () => {
  const slug = () => produit.slug!
  const cases: [string, () => ImageRoute][] = [
    ['unknown slug', () => ({ kind: 'produit', mockup: 'toile', file: 'inconnue.webp' })],
    ['unknown mockup', () => ({ kind: 'produit', mockup: 'salon', file: `${slug()}.webp` })],
    ['a draft product', () => ({ kind: 'produit', mockup: 'toile', file: `${brouillon.slug}.webp` })],
    ['a wrong extension', () => ({ kind: 'produit', mockup: 'toile', file: `${slug()}.png` })],
    ['a jpg mockup', () => ({ kind: 'produit', mockup: 'toile', file: `${slug()}.jpg` })],
    ['a traversal', () => ({ kind: 'produit', mockup: 'toile', file: '..' })],
    ['a traversal in the slug', () => ({ kind: 'miniature', mockup: null, file: '../../etc/passwd.jpg' })],
    ['@3x', () => ({ kind: 'miniature', mockup: 'toile', file: `${slug()}@3x.jpg` })],
    ['@2x on the webp', () => ({ kind: 'produit', mockup: 'toile', file: `${slug()}@2x.webp` })],
    ['@2x on OG', () => ({ kind: 'og', file: `${slug()}@2x.jpg` })],
    ['an upper-case slug', () => ({ kind: 'pinterest', file: `${slug().toUpperCase()}.jpg` })],
    ['an unknown thumbnail mockup', () => ({ kind: 'miniature', mockup: 'salon', file: `${slug()}.jpg` })],
  ]
  it.each(cases)('%s → nothing', async (_, route) => {
    expect(await resolveImage(payload, route())).toBeNull()
  })

  it('answers 404 with a French JSON error, 200 with immutable caching, 304 on If-None-Match', async () => {
    const get = () => Promise.resolve(payload)
    const missing = await serveImage(
      new Request('http://x/images/produits/affiches/toile/inconnue.webp'),
      { kind: 'produit', mockup: 'toile', file: 'inconnue.webp' },
      get,
    )
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Image introuvable.' })

    const route: ImageRoute = { kind: 'og', file: `${slug()}.jpg` }
    const ok = await serveImage(new Request('http://x/og'), route, get)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(ok.headers.get('content-type')).toBe('image/jpeg')
    const etag = ok.headers.get('etag')!
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/)
    const notModified = await serveImage(
      new Request('http://x/og', { headers: { 'if-none-match': etag } }),
      route,
      get,
    )
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('etag')).toBe(etag)
  })

  it('answers 404, never 500, when the artwork file has vanished from the disk', async () => {
    const lonely = (await createProduit(payload, { titre: 'Fichier disparu' })) as Produit
    const ill = lonely.illustration as unknown as { id: number | string } | number | string
    const media = await payload.findByID({ collection: 'media', id: typeof ill === 'object' ? ill.id : ill })
    fs.rmSync(path.join(process.env.MEDIA_DIR!, media.filename!))
    const res = await serveImage(
      new Request('http://x'),
      { kind: 'pinterest', file: `${lonely.slug}.jpg` },
      () => Promise.resolve(payload),
    )
    expect(res.status).toBe(404)
  })

  it('stops serving a product as soon as it is unpublished', async () => {
    expect(await produitOg(payload, produit.slug!)).not.toBeNull()
    await payload.update({ collection: 'produits', id: produit.id, data: { _status: 'draft' } as never })
    expect(await produitOg(payload, produit.slug!)).toBeNull()
  })
})
