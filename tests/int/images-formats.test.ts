import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cacheDir } from '@/lib/images/cache'
import { produitMockup } from '@/lib/images/derivatives'
import { serveImage, type ImageRoute } from '@/lib/images/serve'

import { createProduit } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

// Mockups per print format (docs/decisions/0140-mises-en-scene-a-l-echelle.md): the seeded range of
// formats (A5 carte, A4, A3 by default, A2, 50 × 70 cm), real SQLite, real rendering, real HTTP handler.

let payload: Payload
let cleanup: () => Promise<void>
let imprime = ''
let numerique = ''

/** The artwork's area in a scene: its pixels of a vivid blue that no scene draws. */
async function bleu(body: Buffer): Promise<number> {
  const { data } = await sharp(body).raw().toBuffer({ resolveWithObject: true })
  let n = 0
  for (let i = 0; i < data.length; i += 3) if (data[i] < 70 && data[i + 1] < 100 && data[i + 2] > 170) n++
  return n
}

const serve = (mockup: string, file: string) =>
  serveImage(
    new Request(`http://localhost/images/produits/affiches/${mockup}/${file}`),
    {
      kind: 'produit',
      mockup,
      file,
    } satisfies ImageRoute,
    async () => payload,
  )

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  process.env.IMAGE_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-images-formats-'))
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="900" height="1200" fill="#1030e0"/></svg>`
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Affiche bleue' },
    file: { data, mimetype: 'image/png', name: 'bleue.png', size: data.length },
  })
  imprime = (
    await createProduit(payload, {
      titre: 'Je mérite la douceur',
      illustration: media.id,
      livraison: 'imprime',
      prix: 2400,
      mockups: ['canape', 'tube'],
    })
  ).slug as string
  numerique = (await createProduit(payload, { titre: 'Fichier seul', illustration: media.id })).slug as string
})
afterAll(async () => {
  fs.rmSync(cacheDir(), { recursive: true, force: true })
  await cleanup()
})

describe('mockups per print format', () => {
  it('draws a 50 × 70 cm print far larger than an A5 on the same wall, each cached under its own key', async () => {
    const a5 = (await produitMockup(payload, imprime, 'canape', 'A5'))!
    const grand = (await produitMockup(payload, imprime, 'canape', '50x70'))!
    expect(a5.etag).not.toBe(grand.etag)
    const [petit, gros] = [await bleu(a5.body), await bleu(grand.body)]
    // Areas go as the squares of the sizes: (50 × 70) / (14.8 × 21) ≈ 11.
    expect(gros / petit).toBeGreaterThan(8)
    expect(gros / petit).toBeLessThan(14)
    const again = (await produitMockup(payload, imprime, 'canape', 'A5'))!
    expect(again.generated).toBe(false)
    expect(again.etag).toBe(a5.etag)
  })

  it('keeps the URL without a format working: the default format (A3), the same file as @A3', async () => {
    const defaut = (await produitMockup(payload, imprime, 'canape'))!
    const a3 = (await produitMockup(payload, imprime, 'canape', 'A3'))!
    expect(defaut.etag).toBe(a3.etag)
    const res = await serve('canape', `${imprime}.webp`)
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).toBe(a3.etag)
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp')
  })

  it('serves a format over HTTP, and answers 404 in French for a format the product does not offer', async () => {
    const ok = await serve('canape', `${imprime}@A2.webp`)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('image/webp')
    for (const file of [
      `${imprime}@A0.webp`,
      `${imprime}@.webp`,
      `${imprime}@A3@A2.webp`,
      `${numerique}@A3.webp`,
    ]) {
      const res = await serve('canape', file)
      expect(res.status, file).toBe(404)
      expect(await res.json()).toEqual({ error: 'Image introuvable.' })
    }
    // A digital product keeps its scenes as drawn, without a format.
    expect((await serve('canape', `${numerique}.webp`)).status).toBe(200)
  })

  it('draws a scene that is not to scale (the rolled print) alike for every format', async () => {
    const a5 = (await produitMockup(payload, imprime, 'tube', 'A5'))!
    const grand = (await produitMockup(payload, imprime, 'tube', '50x70'))!
    expect(a5.etag).toBe(grand.etag)
  })
})
