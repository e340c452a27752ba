import fs from 'node:fs/promises'
import path from 'node:path'

import sharp, { type Sharp } from 'sharp'

import type { Mockup } from '@/lib/catalogue'

import { cacheDir, cacheKey } from './cache'
import { growQuad, polygon, type Quad } from './geometry'
import { COMMON_DEFS } from './mockups/parts'
import { crop, drawOver, opaqueBox, type Box } from './pixels'
import { rasterize } from './raster'
import { ARTWORK_RATIO, warpArtwork } from './warp'

export const SCENE_SIZE = 1000

export type FrameStyle = 'chene' | 'noyer' | 'noir' | 'blanc'

/**
 * Declarative description of one mockup scene. The artwork fills `quad` (its corners top-left,
 * top-right, bottom-right, bottom-left in the 1000×1000 scene); the engine draws, in this order:
 * background → shadow → frame and mat (in the quad's perspective) → artwork → light, glass, foreground.
 */
export type Scene = {
  name: Mockup
  label: string
  quad: Quad
  /** Full SVG document (1000×1000) of the room, table, wall… behind the artwork. */
  background: string
  /** Frame around the artwork: `border` and `mat` as fractions of the artwork width. */
  frame?: { style: FrameStyle; border: number; mat?: number }
  /** Soft shadow cast by the framed artwork (offset in pixels, blur radius, opacity 0–1). */
  shadow?: { dx: number; dy: number; blur: number; opacity: number }
  /** Light falling across the artwork: a gradient from `from` (brighter) to `to` (darker), in scene pixels. */
  light?: { from: readonly [number, number]; to: readonly [number, number]; highlight: number; shade: number }
  /** Reflection on the glass of a frame. */
  glass?: boolean
  /** SVG elements (no <svg> wrapper) drawn over the artwork: hands, easel bars, the tube's roll… */
  foreground?: string | ((quad: Quad) => string)
  /** SVG elements drawn under the frame that follow the artwork's quad (a shadow cast on the floor). */
  behind?: (quad: Quad) => string
  /**
   * Real-world scale (docs/decisions/0140-mises-en-scene-a-l-echelle.md): `quad` shows a 3:4 print
   * `widthCm` wide; another print size keeps the point `anchor` (u, v in the quad's own plane) in place.
   * Absent: the print is held or rolled, drawn alike for every size.
   */
  scale?: { widthCm: number; anchor: readonly [number, number] }
  /** Width / height of the artwork in `quad` (ARTWORK_RATIO unless scaled to a print size). */
  ratio?: number
}

/** What identifies a scene's drawing: its name, and its quad once scaled to a print size. */
export const sceneId = (scene: Scene): string =>
  scene.ratio === undefined ? scene.name : `${scene.name}@${polygon(scene.quad)}`

const FRAME_COLORS: Record<FrameStyle, { base: string; light: string; dark: string; grain: number }> = {
  chene: { base: '#b98a56', light: '#d2a772', dark: '#8a6238', grain: 0.35 },
  noyer: { base: '#6b4429', light: '#8a5d3b', dark: '#4a2d1a', grain: 0.3 },
  noir: { base: '#232323', light: '#3a3a3a', dark: '#111111', grain: 0.08 },
  blanc: { base: '#efeeea', light: '#ffffff', dark: '#d6d3cc', grain: 0.05 },
}

const svgDoc = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_SIZE}" height="${SCENE_SIZE}" viewBox="0 0 ${SCENE_SIZE} ${SCENE_SIZE}">${body}</svg>`

/** Margins of frame and mat in the artwork's plane (fractions of its width and of its height). */
function margins(scene: Scene) {
  const mat = scene.frame?.mat ?? 0
  const border = scene.frame?.border ?? 0
  // Fractions of the width, as fractions of the height: the same thickness on all four sides.
  const r = scene.ratio ?? ARTWORK_RATIO
  return { mat: [mat, mat * r] as const, outer: [mat + border, (mat + border) * r] as const }
}

/** Shadow, frame faces with wood grain, and mat: everything between the wall and the artwork. */
export function underLayer(scene: Scene): string {
  const { quad, frame, shadow } = scene
  const m = margins(scene)
  const inner = growQuad(quad, m.mat[0], m.mat[1])
  const outer = growQuad(quad, m.outer[0], m.outer[1])
  const parts: string[] = ['<defs>', scene.behind ? COMMON_DEFS : '']
  if (shadow)
    parts.push(
      `<filter id="ombre" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${shadow.blur}"/></filter>`,
    )
  if (frame) {
    const c = FRAME_COLORS[frame.style]
    parts.push(
      `<filter id="fil-h" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.006 0.35" numOctaves="2" seed="4"/><feColorMatrix values="0 0 0 0 0.2  0 0 0 0 0.12  0 0 0 0 0.05  0 0 0 ${c.grain * 2.2} -${c.grain * 0.6}"/><feComposite in2="SourceGraphic" operator="in"/></filter>`,
      `<filter id="fil-v" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.35 0.006" numOctaves="2" seed="9"/><feColorMatrix values="0 0 0 0 0.2  0 0 0 0 0.12  0 0 0 0 0.05  0 0 0 ${c.grain * 2.2} -${c.grain * 0.6}"/><feComposite in2="SourceGraphic" operator="in"/></filter>`,
    )
  }
  parts.push('</defs>')
  if (scene.behind) parts.push(scene.behind(quad))
  if (shadow) {
    const s = outer.map(([x, y]) => [x + shadow.dx, y + shadow.dy] as const)
    parts.push(
      `<polygon points="${polygon(s)}" fill="#000" opacity="${shadow.opacity}" filter="url(#ombre)"/>`,
    )
  }
  if (frame) {
    const c = FRAME_COLORS[frame.style]
    // Four faces of the moulding, lit from the top left.
    const faces = [
      { pts: [outer[0], outer[1], inner[1], inner[0]], fill: c.light, grain: 'fil-h' },
      { pts: [outer[1], outer[2], inner[2], inner[1]], fill: c.dark, grain: 'fil-v' },
      { pts: [outer[2], outer[3], inner[3], inner[2]], fill: c.dark, grain: 'fil-h' },
      { pts: [outer[3], outer[0], inner[0], inner[3]], fill: c.base, grain: 'fil-v' },
    ]
    for (const f of faces) {
      parts.push(
        `<polygon points="${polygon(f.pts)}" fill="${f.fill}" stroke="${f.fill}" stroke-width="0.6" stroke-linejoin="round"/>`,
      )
      if (c.grain > 0.1)
        parts.push(`<polygon points="${polygon(f.pts)}" fill="#fff" filter="url(#${f.grain})"/>`)
    }
    // Thin highlight on the outer edge and a darker rabbet line on the inner edge.
    parts.push(
      `<polygon points="${polygon(outer)}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="1.2"/>`,
    )
    if (frame.mat) parts.push(`<polygon points="${polygon(inner)}" fill="#f6f3ec"/>`)
  }
  return svgDoc(parts.join(''))
}

/** Light, glass reflection, the mat's bevel shadow and the scene's foreground. */
export function overLayer(scene: Scene): string {
  const { quad, frame, light, glass } = scene
  const m = margins(scene)
  const inner = growQuad(quad, m.mat[0], m.mat[1])
  const parts: string[] = [
    '<defs>',
    COMMON_DEFS,
    `<clipPath id="vitre"><polygon points="${polygon(inner)}"/></clipPath>`,
  ]
  parts.push(
    '<filter id="flou" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="3"/></filter>',
  )
  if (light) {
    parts.push(
      `<linearGradient id="lumiere" gradientUnits="userSpaceOnUse" x1="${light.from[0]}" y1="${light.from[1]}" x2="${light.to[0]}" y2="${light.to[1]}"><stop offset="0" stop-color="#fff8e8" stop-opacity="${light.highlight}"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#1a1208" stop-opacity="${light.shade}"/></linearGradient>`,
    )
  }
  if (glass) {
    const [a, , c] = inner
    parts.push(
      `<linearGradient id="reflet" gradientUnits="userSpaceOnUse" x1="${a[0]}" y1="${a[1]}" x2="${c[0]}" y2="${c[1]}"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.32" stop-color="#fff" stop-opacity="0.05"/><stop offset="0.33" stop-color="#fff" stop-opacity="0.13"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.02"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    )
  }
  parts.push('</defs>')
  if (frame) {
    // The moulding casts a thin shadow on the mat (or the artwork) along its top and left inner edges.
    parts.push(
      `<g clip-path="url(#vitre)"><polyline points="${polygon([inner[3], inner[0], inner[1]])}" fill="none" stroke="#000" stroke-opacity="0.45" stroke-width="5" filter="url(#flou)"/></g>`,
    )
    if (frame.mat)
      parts.push(
        `<polygon points="${polygon(quad)}" fill="none" stroke="#6d6658" stroke-opacity="0.45" stroke-width="1.4"/>`,
      )
  }
  if (light) parts.push(`<polygon points="${polygon(inner)}" fill="url(#lumiere)"/>`)
  if (glass) parts.push(`<polygon points="${polygon(inner)}" fill="url(#reflet)"/>`)
  const { foreground } = scene
  if (foreground) parts.push(typeof foreground === 'string' ? foreground : foreground(quad))
  return svgDoc(parts.join(''))
}

const versions = new Map<string, string>()
/** Fingerprint of everything a scene draws: part of each derivative's cache key, so editing a scene regenerates its images. */
export function sceneVersion(scene: Scene): string {
  let v = versions.get(sceneId(scene))
  if (!v)
    versions.set(
      sceneId(scene),
      (v = cacheKey([scene.background, underLayer(scene), overLayer(scene), scene.quad])),
    )
  return v
}

/** A scene's pixels without the artwork: the room with frame and shadow (opaque RGB) and, cropped to
 *  where it draws, the light, glass and foreground drawn over the artwork (RGBA). */
export type Layers = { base: Buffer; over: { input: Buffer; box: Box } | null }

/** Scene layers of this process, by sceneId (see globalThis: shared by every route's module copy). */
const layers: Map<string, Promise<Layers>> = ((
  globalThis as { __mcSceneRasters?: Map<string, Promise<Layers>> }
).__mcSceneRasters ??= new Map())

// Runtime paths: called indirectly so Turbopack's file tracing leaves them alone (as in cache.ts).
const join = path.join.bind(path)

const MAX_LAYERS = 30
const FULL: Box = { left: 0, top: 0, width: SCENE_SIZE, height: SCENE_SIZE }
const SCENE_BYTES = SCENE_SIZE * SCENE_SIZE * 3

async function drawLayers(scene: Scene): Promise<Layers> {
  const [background, under, over] = await Promise.all([
    rasterize(scene.background, SCENE_SIZE),
    rasterize(underLayer(scene), SCENE_SIZE),
    rasterize(overLayer(scene), SCENE_SIZE),
  ])
  drawOver(background, SCENE_SIZE, 4, under, FULL)
  // The room covers the whole canvas: its alpha is dropped, as removeAlpha did after the composite.
  const base = Buffer.alloc(SCENE_BYTES)
  for (let p = 0, q = 0; p < base.length; p += 3, q += 4) {
    base[p] = background[q]
    base[p + 1] = background[q + 1]
    base[p + 2] = background[q + 2]
  }
  const box = opaqueBox(over, SCENE_SIZE, SCENE_SIZE)
  return { base, over: box && { input: crop(over, SCENE_SIZE, box), box } }
}

/** Raw layers on disk: 4 int32 (the over box, width 0 when empty), the base RGB, the over crop RGBA. */
function layersFile(scene: Scene): string {
  const key = cacheKey(['layers-raw', scene.name, scene.background, underLayer(scene), overLayer(scene)])
  return join(cacheDir(), 'scenes', `${key}.raw`)
}

async function readLayers(file: string): Promise<Layers | null> {
  const data = await fs.readFile(file).catch(() => null)
  if (!data || data.length < 16 + SCENE_BYTES) return null
  const [left, top, width, height] = [0, 4, 8, 12].map((o) => data.readInt32LE(o))
  const base = data.subarray(16, 16 + SCENE_BYTES)
  const input = data.subarray(16 + SCENE_BYTES)
  if (input.length !== width * height * 4) return null
  return { base, over: width ? { input, box: { left, top, width, height } } : null }
}

async function writeLayers(file: string, { base, over }: Layers): Promise<void> {
  const head = Buffer.alloc(16)
  const box = over?.box ?? { left: 0, top: 0, width: 0, height: 0 }
  ;[box.left, box.top, box.width, box.height].forEach((v, i) => head.writeInt32LE(v, i * 4))
  await fs.mkdir(path.dirname(file), { recursive: true })
  // Write then rename: another process never reads a half-written file.
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`
  await fs.writeFile(tmp, Buffer.concat([head, base, ...(over ? [over.input] : [])]))
  await fs.rename(tmp, file)
}

/**
 * The scene's pixels do not depend on the artwork: its background (with frame and shadow) and its
 * foreground are rasterised once and kept raw, ready to compose, in memory for this process and on
 * disk (raw too, nothing to decode) so a restarted server does not draw them again.
 */
export function sceneLayers(scene: Scene): Promise<Layers> {
  const id = sceneId(scene)
  let job = layers.get(id)
  if (!job) {
    // Each print size has its own layers (≈ 3 MB each): the oldest sizes make room, scenes as drawn stay.
    for (const old of layers.keys()) {
      if (layers.size < MAX_LAYERS) break
      if (old.includes('@')) layers.delete(old)
    }
    const file = layersFile(scene)
    job = readLayers(file).then(async (stored) => {
      if (stored) return stored
      const drawn = await drawLayers(scene)
      // Off the request's path; a failed write only costs a drawing after the next restart.
      writeLayers(file, drawn).catch((err) => console.warn('[images] couches de scène non écrites', err))
      return drawn
    })
    job.catch(() => layers.delete(id))
    layers.set(id, job)
  }
  return job
}

/** The artwork in the scene: a 1000×1000 RGB sharp pipeline, the caller picks the output format. */
export async function renderScene(scene: Scene, artwork: Buffer): Promise<Sharp> {
  const [{ base, over }, layer] = await Promise.all([
    sceneLayers(scene),
    warpArtwork(artwork, scene.quad, undefined, scene.ratio),
  ])
  const pixels = Buffer.from(base)
  drawOver(pixels, SCENE_SIZE, 3, layer.input, { ...layer, width: layer.raw.width, height: layer.raw.height })
  if (over) drawOver(pixels, SCENE_SIZE, 3, over.input, over.box)
  return sharp(pixels, { raw: { width: SCENE_SIZE, height: SCENE_SIZE, channels: 3 } })
}
