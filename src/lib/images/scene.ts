import sharp, { type Sharp } from 'sharp'

import type { Mockup } from '@/lib/constants'

import { cachedFile, cacheKey } from './cache'
import { growQuad, polygon, type Quad } from './geometry'
import { COMMON_DEFS } from './mockups/parts'
import { warpArtwork } from './warp'

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
  foreground?: string
}

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
  return { mat: [mat, mat * 0.75] as const, outer: [mat + border, (mat + border) * 0.75] as const }
}

/** Shadow, frame faces with wood grain, and mat: everything between the wall and the artwork. */
export function underLayer(scene: Scene): string {
  const { quad, frame, shadow } = scene
  const m = margins(scene)
  const inner = growQuad(quad, m.mat[0], m.mat[1])
  const outer = growQuad(quad, m.outer[0], m.outer[1])
  const parts: string[] = ['<defs>']
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
  if (scene.foreground) parts.push(scene.foreground)
  return svgDoc(parts.join(''))
}

const versions = new Map<string, string>()
/** Fingerprint of everything a scene draws: part of each derivative's cache key, so editing a scene regenerates its images. */
export function sceneVersion(scene: Scene): string {
  let v = versions.get(scene.name)
  if (!v)
    versions.set(
      scene.name,
      (v = cacheKey([scene.background, underLayer(scene), overLayer(scene), scene.quad])),
    )
  return v
}

type Layers = { base: Buffer; over: Buffer }
/** Rasterised room and overlays of each scene, shared by every render of this process (see globalThis). */
const layers: Map<string, Promise<Layers>> = ((
  globalThis as { __mcSceneLayers?: Map<string, Promise<Layers>> }
).__mcSceneLayers ??= new Map())

const RAW = { raw: { width: SCENE_SIZE, height: SCENE_SIZE, channels: 4 as const } }

/**
 * The scene's pixels do not depend on the artwork: its background (with frame and shadow) and its
 * foreground are rasterised once — librsvg's noise and blur filters are the slow part — and kept raw.
 */
export function sceneLayers(scene: Scene): Promise<Layers> {
  let job = layers.get(scene.name)
  if (!job) {
    job = (async () => {
      const underSvg = underLayer(scene)
      const overSvg = overLayer(scene)
      // Kept on disk too (PNG), so a restarted server does not rasterise the scenes again.
      const stored = await cachedFile(
        'scenes',
        ['layers', scene.name, scene.background, underSvg],
        'png',
        async () => {
          const under = await sharp(Buffer.from(underSvg)).png().toBuffer()
          return sharp(Buffer.from(scene.background))
            .composite([{ input: under }])
            .png({ compressionLevel: 1 })
            .toBuffer()
        },
      )
      const storedOver = await cachedFile('scenes', ['over', scene.name, overSvg], 'png', () =>
        sharp(Buffer.from(overSvg)).png({ compressionLevel: 1 }).toBuffer(),
      )
      const base = await sharp(stored.body).ensureAlpha().raw().toBuffer()
      const over = await sharp(storedOver.body).ensureAlpha().raw().toBuffer()
      return { base, over }
    })()
    job.catch(() => layers.delete(scene.name))
    layers.set(scene.name, job)
  }
  return job
}

/** The artwork in the scene: a 1000×1000 sharp pipeline, the caller picks the output format. */
export async function renderScene(scene: Scene, artwork: Buffer): Promise<Sharp> {
  const [{ base, over }, layer] = await Promise.all([sceneLayers(scene), warpArtwork(artwork, scene.quad)])
  return sharp(base, RAW)
    .composite([layer, { input: over, ...RAW }])
    .removeAlpha()
}
