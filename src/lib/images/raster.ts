import sharp from 'sharp'

import { noiseAlpha, type Turbulence } from './noise'
import { drawNoise, drawOver, type Box } from './pixels'

/**
 * A scene's SVG layer rasterised to raw RGBA. librsvg spends most of a scene's first drawing on the
 * grain filters (feTurbulence over large rects, all four channels): those elements are taken out of the
 * document and drawn here from noise.ts, the rest of the document is rendered by librsvg in the pieces
 * between them (in parallel on sharp's threads), and the pieces are composed in their order.
 *
 * Only the filters the scenes use are recognised: fractalNoise → colour matrix painting one colour with
 * an alpha of the noise's alpha → `in` SourceGraphic, on a top-level rect or polygon without transform.
 * Anything else stays in the document for librsvg, so the output is right either way, only slower.
 */

type NoiseFilter = Turbulence & { color: [number, number, number]; alphaOf: Uint8Array }

const FILTER =
  /<filter id="([\w-]+)" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="([\d.]+)(?: ([\d.]+))?" numOctaves="(\d+)" seed="(\d+)"\/><feColorMatrix values="([^"]+)"\/><feComposite in2="SourceGraphic" operator="in"\/><\/filter>/g
const NOISY = /<(rect|polygon)\b([^>]*?) filter="url\(#([\w-]+)\)"([^>]*?)\/>/g
const TAG = /<(\/?)([a-zA-Z][\w:-]*)\b[^>]*?(\/?)>/g

/** color-interpolation-filters defaults to linearRGB: the matrix's colour is converted back to sRGB. */
const toSrgb = (c: number) => {
  const v = Math.min(1, Math.max(0, c))
  return Math.round(255 * (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055))
}

function noiseFilters(svg: string): Map<string, NoiseFilter> {
  const out = new Map<string, NoiseFilter>()
  for (const m of svg.matchAll(FILTER)) {
    const v = m[6].trim().split(/\s+/).map(Number)
    // Rows R, G, B: constants only; row A: k × alpha + offset.
    const constant = [0, 5, 10].every((row) => v.slice(row, row + 4).every((x) => x === 0))
    if (v.length !== 20 || !constant || v[15] !== 0 || v[16] !== 0 || v[17] !== 0) continue
    const alphaOf = new Uint8Array(256)
    for (let a = 0; a < 256; a++)
      alphaOf[a] = Math.round(255 * Math.min(1, Math.max(0, (v[18] * a) / 255 + v[19])))
    out.set(m[1], {
      fx: Number(m[2]),
      fy: Number(m[3] ?? m[2]),
      octaves: Number(m[4]),
      seed: Number(m[5]),
      color: [toSrgb(v[4]), toSrgb(v[9]), toSrgb(v[14])],
      alphaOf,
    })
  }
  return out
}

/** Integer pixel box of a rect or polygon element's geometry, clipped to the canvas. */
function elementBox(tag: string, attrs: string, size: number): Box | null {
  const num = (name: string, fallback = 0) => {
    const m = new RegExp(`\\s${name}="([-\\d.]+)"`).exec(attrs)
    return m ? Number(m[1]) : fallback
  }
  let xs: number[]
  let ys: number[]
  if (tag === 'rect') {
    const x = num('x')
    const y = num('y')
    xs = [x, x + num('width')]
    ys = [y, y + num('height')]
  } else {
    const pts =
      /\spoints="([^"]*)"/
        .exec(attrs)?.[1]
        .trim()
        .split(/[\s,]+/)
        .map(Number) ?? []
    xs = pts.filter((_, i) => i % 2 === 0)
    ys = pts.filter((_, i) => i % 2 === 1)
  }
  if (!xs.length || [...xs, ...ys].some((n) => !Number.isFinite(n))) return null
  const left = Math.max(0, Math.floor(Math.min(...xs)))
  const top = Math.max(0, Math.floor(Math.min(...ys)))
  const right = Math.min(size, Math.ceil(Math.max(...xs)))
  const bottom = Math.min(size, Math.ceil(Math.max(...ys)))
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : null
}

type Piece = { svg: string } | { element: string; filter: NoiseFilter; box: Box; coverage: number | null }

/** A plain rect on whole pixels covers its box evenly: its coverage is its opacity, no need to render it. */
function evenCoverage(tag: string, attrs: string): number | null {
  if (tag !== 'rect') return null
  const names = [...attrs.matchAll(/\s([\w-]+)="([^"]*)"/g)]
  const known = names.every(([, n, v]) =>
    ['x', 'y', 'width', 'height'].includes(n) ? Number.isInteger(Number(v)) : ['fill', 'opacity'].includes(n),
  )
  const fill = names.find(([, n]) => n === 'fill')?.[2]
  const opacity = Number(names.find(([, n]) => n === 'opacity')?.[2] ?? 1)
  if (!known || !/^#(fff|ffffff)$/i.test(fill ?? '') || !(opacity >= 0 && opacity <= 1)) return null
  return Math.round(opacity * 255)
}

/** The document cut at each noise element it draws at the top level (the others are left in the pieces). */
function pieces(svg: string, size: number): Piece[] {
  const open = /^<svg\b[^>]*>/.exec(svg)
  if (!open || !svg.endsWith('</svg>')) return [{ svg }]
  const filters = noiseFilters(svg)
  let body = svg.slice(open[0].length, -'</svg>'.length)
  // Definitions (gradients, filters, clip paths) go to every piece: a later piece may use an earlier one's.
  const defs: string[] = []
  body = body.replace(/<defs>([\s\S]*?)<\/defs>/g, (_, d: string) => {
    defs.push(d)
    return ''
  })
  const wrap = (part: string) => `${open[0]}<defs>${defs.join('')}</defs>${part}</svg>`
  const out: Piece[] = []
  let depth = 0
  let from = 0
  let scanned = 0
  for (const m of body.matchAll(NOISY)) {
    // Nesting depth at this element: only top-level elements can be cut out without changing the drawing.
    TAG.lastIndex = scanned
    for (let t = TAG.exec(body); t && t.index < m.index!; t = TAG.exec(body)) {
      if (t[1]) depth--
      else if (!t[3]) depth++
      scanned = TAG.lastIndex
    }
    const filter = filters.get(m[3])
    const attrs = `${m[2]}${m[4]}`
    const box = elementBox(m[1], attrs, size)
    if (depth !== 0 || !filter || !box || /\stransform=/.test(attrs)) continue
    if (body.slice(from, m.index).trim()) out.push({ svg: wrap(body.slice(from, m.index)) })
    out.push({ element: `<${m[1]}${attrs}/>`, filter, box, coverage: evenCoverage(m[1], attrs) })
    from = m.index! + m[0].length
    scanned = Math.max(scanned, from)
  }
  if (body.slice(from).trim() || !out.length) out.push({ svg: wrap(body.slice(from)) })
  return out
}

const render = (svg: string) => sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer()

/** The SVG document (size × size, no transform on its root) as raw unpremultiplied RGBA. */
export async function rasterize(svg: string, size: number): Promise<Buffer> {
  const parts = pieces(svg, size)
  if (parts.length === 1 && 'svg' in parts[0]) return render(parts[0].svg)
  const header = /^<svg\b[^>]*>/.exec(svg)![0]
  // Every librsvg render starts at once (sharp's threads); the noise is computed meanwhile on this one.
  const rendered = parts.map((p): Promise<Buffer | Uint8Array | number> =>
    'svg' in p
      ? render(p.svg)
      : p.coverage !== null
        ? Promise.resolve(p.coverage)
        : render(`${header}${p.element}</svg>`).then((b) => alphaPlane(b)),
  )
  rendered.forEach((r) => r.catch(() => {}))
  const noise = parts.map((p) => ('svg' in p ? null : noiseAlpha(p.filter, size, size, p.box)))
  let canvas: Buffer | null = null
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]
    const pixels = await rendered[i]
    if ('svg' in p) {
      const piece = pixels as Buffer
      if (!canvas) canvas = piece
      else drawOver(canvas, size, 4, piece, { left: 0, top: 0, width: size, height: size })
      continue
    }
    canvas ??= Buffer.alloc(size * size * 4)
    drawNoise(canvas, size, p.filter.color, pixels, noise[i]!, p.filter.alphaOf, p.box)
  }
  return canvas!
}

/** The alpha channel of an RGBA buffer: the element's coverage × its opacity. */
function alphaPlane(rgba: Buffer): Uint8Array {
  const out = new Uint8Array(rgba.length / 4)
  for (let i = 0; i < out.length; i++) out[i] = rgba[i * 4 + 3]
  return out
}
