// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { MOCKUPS } from '@/lib/catalogue/constants'
import { boundingBox, invert, quadExtent, squareToQuad, type Quad } from '@/lib/images/geometry'
import { SCENES } from '@/lib/images/mockups'
import { noiseAlpha } from '@/lib/images/noise'
import { crop, drawOver, opaqueBox } from '@/lib/images/pixels'
import { demarrerPrechauffageImages, prechaufferScenes } from '@/lib/images/prechauffage'
import { rasterize } from '@/lib/images/raster'
import { overLayer, renderScene, sceneLayers, underLayer, type Scene } from '@/lib/images/scene'
import { ARTWORK_RATIO, warpArtwork } from '@/lib/images/warp'

// Scene layers are also kept on disk (raw): in a temporary cache folder here.
const previousCacheDir = process.env.IMAGE_CACHE_DIR
beforeAll(() => {
  process.env.IMAGE_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-scenes-'))
})
afterAll(() => {
  fs.rmSync(process.env.IMAGE_CACHE_DIR!, { recursive: true, force: true })
  process.env.IMAGE_CACHE_DIR = previousCacheDir
})

const RAW4 = { raw: { width: 1000, height: 1000, channels: 4 as const } }

/** librsvg's own drawing of a document, as the engine drew every layer before. */
const librsvg = (svg: string) => sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer()

function diff(a: Uint8Array, b: Uint8Array) {
  expect(a.length).toBe(b.length)
  let max = 0
  let sum = 0
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs(a[i] - b[i])
    sum += d
    if (d > max) max = d
  }
  return { max, mean: sum / a.length }
}

/** A poster-like artwork (900×1200 JPEG, as the seed writes them). */
const artwork = (color: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="900" height="1200" fill="#f7e9e0"/><circle cx="450" cy="1100" r="360" fill="${color}"/><rect x="150" y="380" width="600" height="90" fill="#2d241c"/></svg>`,
    ),
  )
    .jpeg({ quality: 90 })
    .toBuffer()

describe('grain filters computed in JS', () => {
  it('gives the alpha librsvg computes for feTurbulence fractalNoise', async () => {
    for (const [freq, octaves, seed] of [
      ['0.9', 2, 3],
      ['0.004 0.09', 3, 7],
      ['0.35 0.006', 2, 9],
    ] as const) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000"><defs><filter id="n" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 1 0"/><feComposite in2="SourceGraphic" operator="in"/></filter></defs><rect x="100" y="200" width="300" height="250" fill="#fff" filter="url(#n)"/></svg>`
      const ref = await librsvg(svg)
      const [fx, fy = fx] = freq.split(' ').map(Number)
      const box = { left: 100, top: 200, width: 300, height: 250 }
      const mine = noiseAlpha({ fx, fy, octaves, seed }, 1000, 1000, box)
      let max = 0
      for (let y = box.top; y < box.top + box.height; y++)
        for (let x = box.left; x < box.left + box.width; x++)
          max = Math.max(max, Math.abs(ref[(y * 1000 + x) * 4 + 3] - mine[y * 1000 + x]))
      expect(max, freq).toBeLessThanOrEqual(1)
    }
  })

  it('draws every scene layer as librsvg does, within a level or so', async () => {
    for (const m of MOCKUPS) {
      const scene = SCENES[m]
      for (const svg of [scene.background, underLayer(scene), overLayer(scene)]) {
        const d = diff(await rasterize(svg, 1000), await librsvg(svg))
        expect(d.max, m).toBeLessThanOrEqual(6)
        expect(d.mean, m).toBeLessThan(0.5)
      }
    }
  }, 60_000)

  it('leaves to librsvg a noisy element it cannot cut out (inside a group), and draws it the same', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000"><defs><filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3"/><feColorMatrix values="0 0 0 0 0.35  0 0 0 0 0.3  0 0 0 0 0.25  0 0 0 0.5 -0.18"/><feComposite in2="SourceGraphic" operator="in"/></filter></defs><rect width="1000" height="1000" fill="#ddd"/><g transform="rotate(10 500 500)"><rect x="200" y="200" width="400" height="300" fill="#fff" filter="url(#grain)"/></g><rect x="300" y="700" width="200" height="100" fill="#fff" filter="url(#grain)" opacity="0.5"/><circle cx="500" cy="500" r="80" fill="#c4623f"/></svg>`
    const d = diff(await rasterize(svg, 1000), await librsvg(svg))
    expect(d.max).toBeLessThanOrEqual(4)
    expect(d.mean).toBeLessThan(0.1)
  })

  it('renders a document without grain exactly as librsvg', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000"><rect width="1000" height="1000" fill="#eee"/><circle cx="300" cy="300" r="100" fill="#123456" opacity="0.6"/></svg>`
    expect(Buffer.compare(await rasterize(svg, 1000), await librsvg(svg))).toBe(0)
  })
})

describe('composition on raw pixels', () => {
  it('draws opaque, transparent and half-transparent pixels over RGB and RGBA', () => {
    const rgb = Buffer.from([100, 100, 100, 100, 100, 100, 100, 100, 100])
    const src = Buffer.from([255, 0, 0, 255, 0, 255, 0, 0, 0, 0, 255, 128])
    drawOver(rgb, 3, 3, src, { left: 0, top: 0, width: 3, height: 1 })
    expect([...rgb]).toEqual([255, 0, 0, 100, 100, 100, 50, 50, 178])
    const rgba = Buffer.from([0, 0, 0, 0, 200, 0, 0, 255])
    drawOver(rgba, 2, 4, Buffer.from([0, 0, 255, 128, 0, 0, 255, 128]), {
      left: 0,
      top: 0,
      width: 2,
      height: 1,
    })
    expect([...rgba]).toEqual([0, 0, 255, 128, 100, 0, 128, 255])
  })

  it('finds and crops the drawn part of a layer', () => {
    const img = Buffer.alloc(5 * 4 * 4)
    img[(1 * 5 + 2) * 4 + 3] = 10
    img[(2 * 5 + 3) * 4 + 3] = 255
    img[(2 * 5 + 3) * 4] = 7
    const box = opaqueBox(img, 5, 4)
    expect(box).toEqual({ left: 2, top: 1, width: 2, height: 2 })
    expect([...crop(img, 5, box!)]).toEqual([0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 255])
    expect(opaqueBox(Buffer.alloc(16), 2, 2)).toBeNull()
  })
})

/** The projection as it was written first: every pixel of the bounding box, through the homography. */
async function referenceWarp(art: Buffer, quad: Quad, sw: number, sh: number) {
  const src = await sharp(art).rotate().resize(sw, sh, { fit: 'cover' }).ensureAlpha().raw().toBuffer()
  const box = boundingBox(quad)
  const out = Buffer.alloc(box.width * box.height * 4)
  const inv = invert(squareToQuad(quad))
  const edges = quad.map((a, k) => {
    const b = quad[(k + 1) % 4]
    const nx = a[1] - b[1]
    const ny = b[0] - a[0]
    const len = Math.hypot(nx, ny)
    return (x: number, y: number) => ((x - a[0]) * nx + (y - a[1]) * ny) / len
  })
  for (let j = 0; j < box.height; j++)
    for (let i = 0; i < box.width; i++) {
      const x = box.left + i + 0.5
      const y = box.top + j + 0.5
      const cover = Math.min(1, ...edges.map((e) => e(x, y) + 0.5))
      if (cover <= 0) continue
      const w = inv[6] * x + inv[7] * y + inv[8]
      const fx = Math.min(sw - 1, Math.max(0, ((inv[0] * x + inv[1] * y + inv[2]) / w) * sw - 0.5))
      const fy = Math.min(sh - 1, Math.max(0, ((inv[3] * x + inv[4] * y + inv[5]) / w) * sh - 0.5))
      const x0 = Math.floor(fx)
      const y0 = Math.floor(fy)
      const x1 = Math.min(sw - 1, x0 + 1)
      const y1 = Math.min(sh - 1, y0 + 1)
      const o = (j * box.width + i) * 4
      for (let c = 0; c < 4; c++) {
        const at = (px: number, py: number) => src[(py * sw + px) * 4 + c]
        const top = at(x0, y0) + (at(x1, y0) - at(x0, y0)) * (fx - x0)
        const bottom = at(x0, y1) + (at(x1, y1) - at(x0, y1)) * (fx - x0)
        out[o + c] = top + (bottom - top) * (fy - y0)
      }
      out[o + 3] = Math.round(out[o + 3] * cover)
    }
  return out
}

describe('scene rendering', () => {
  it('projects the artwork only where the quad is, as the pixel-by-pixel projection does', async () => {
    const art = await artwork('#3f7ac4')
    for (const m of MOCKUPS) {
      const layer = await warpArtwork(art, SCENES[m].quad)
      const extent = quadExtent(SCENES[m].quad)
      const sw = Math.max(2, Math.round(Math.max(extent.width, extent.height * ARTWORK_RATIO)))
      const sh = Math.max(2, Math.round(sw / ARTWORK_RATIO))
      const d = diff(layer.input, await referenceWarp(art, SCENES[m].quad, sw, sh))
      expect(d.max, m).toBeLessThanOrEqual(1)
    }
  })

  it('gives the same pixels from warm layers as from the first drawing, close to the librsvg composite', async () => {
    const art = await artwork('#c4623f')
    for (const m of ['canape', 'cadre-bois', 'veranda'] as const) {
      const scene = { ...SCENES[m], name: `${m}-essai` } as unknown as Scene
      const cold = await (await renderScene(scene, art)).raw().toBuffer()
      const warm = await (await renderScene(scene, art)).raw().toBuffer()
      expect(Buffer.compare(cold, warm), m).toBe(0)
      // A restarted process: nothing in memory, the raw layers read back from the disk.
      await vi.waitFor(() =>
        expect(fs.readdirSync(path.join(process.env.IMAGE_CACHE_DIR!, 'scenes'))).not.toHaveLength(0),
      )
      ;(globalThis as { __mcSceneRasters?: Map<string, unknown> }).__mcSceneRasters!.delete(scene.name)
      const restarted = await (await renderScene(scene, art)).raw().toBuffer()
      expect(Buffer.compare(cold, restarted), m).toBe(0)
      // The engine as it was: librsvg layers composed by libvips.
      const under = await sharp(Buffer.from(underLayer(scene)))
        .png()
        .toBuffer()
      const base = await sharp(Buffer.from(scene.background))
        .composite([{ input: under }])
        .png()
        .toBuffer()
      const layer = await warpArtwork(art, scene.quad)
      const before = await sharp(await sharp(base).ensureAlpha().raw().toBuffer(), RAW4)
        .composite([layer, { input: await librsvg(overLayer(scene)), ...RAW4 }])
        .removeAlpha()
        .raw()
        .toBuffer()
      const d = diff(cold, before)
      expect(d.max, m).toBeLessThanOrEqual(8)
      expect(d.mean, m).toBeLessThan(0.6)
    }
  }, 60_000)
})

describe('warm-up of the scenes', () => {
  const scenes = (suffix: string) =>
    (['canape', 'toile'] as const).map((m) => ({ ...SCENES[m], name: `${m}-${suffix}` }) as unknown as Scene)

  it('draws every scene once; a second warm-up and the requests reuse the same layers', async () => {
    const list = scenes('prechauffe')
    expect(await prechaufferScenes(list)).toBe(2)
    const first = await Promise.all(list.map((s) => sceneLayers(s)))
    expect(await prechaufferScenes(list)).toBe(2)
    const again = await Promise.all(list.map((s) => sceneLayers(s)))
    again.forEach((layers, i) => expect(layers).toBe(first[i]))
    expect(first[0].base).toHaveLength(1000 * 1000 * 3)
  }, 30_000)

  it('reports a scene that cannot be drawn and still draws the others', async () => {
    const [good] = scenes('apres-echec')
    const broken = { ...good, name: 'cassee', background: '<svg' } as unknown as Scene
    const failed: string[] = []
    expect(await prechaufferScenes([broken, good], (s) => failed.push(s.name))).toBe(1)
    expect(failed).toEqual(['cassee'])
  }, 30_000)

  it('starts once per Next server process, never in tests, scripts, builds or with MC_ENTRETIEN=off', async () => {
    const logs: string[] = []
    const payload = {
      logger: { info: (m: string) => logs.push(m), error: (_: unknown, m: string) => logs.push(m) },
    } as never
    expect(demarrerPrechauffageImages(payload, {})).toBe(false)
    expect(demarrerPrechauffageImages(payload, { NEXT_RUNTIME: 'nodejs', MC_ENTRETIEN: 'off' })).toBe(false)
    expect(
      demarrerPrechauffageImages(payload, {
        NEXT_RUNTIME: 'nodejs',
        NEXT_PHASE: 'phase-production-build',
      }),
    ).toBe(false)
    expect(logs).toEqual([])
    expect(demarrerPrechauffageImages(payload, { NEXT_RUNTIME: 'nodejs' })).toBe(true)
    expect(demarrerPrechauffageImages(payload, { NEXT_RUNTIME: 'nodejs' })).toBe(false)
    await vi.waitFor(() => expect(logs).toHaveLength(1), { timeout: 60_000, interval: 100 })
    expect(logs[0]).toMatch(/^Scènes d’images préchauffées\u00a0: 11 en \d+ ms$/)
    // Every scene is now in memory: a request finds its layers at once.
    const layers = await Promise.all(MOCKUPS.map((m) => sceneLayers(SCENES[m])))
    expect(layers.every((l) => l.base.length === 3_000_000)).toBe(true)
  }, 70_000)
})
