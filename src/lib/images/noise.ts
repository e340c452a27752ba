/**
 * feTurbulence (fractalNoise) in plain JS: the reference algorithm of SVG 1.1 §15.22, the one librsvg
 * implements, reduced to the alpha channel. The scenes' grain filters only read the noise's alpha
 * (their colour matrix paints a constant colour), so this computes a quarter of what librsvg does, and
 * keeps each field for the whole process: every scene shares the same few filters.
 */

export type Turbulence = { fx: number; fy: number; octaves: number; seed: number }

const BSIZE = 0x100
const BM = 0xff
const PERLIN_N = 0x1000
const RAND_M = 2147483647
const RAND_A = 16807
const RAND_Q = 127773
const RAND_R = 2836

function random(seed: number): number {
  const r = RAND_A * (seed % RAND_Q) - RAND_R * Math.floor(seed / RAND_Q)
  return r <= 0 ? r + RAND_M : r
}

type Lattice = { selector: Int32Array; gx: Float64Array; gy: Float64Array }

/** The lattice and the alpha channel's gradients for a seed (the random draws of all four channels, in order). */
function lattice(seedIn: number): Lattice {
  let seed = Math.trunc(seedIn)
  if (seed <= 0) seed = -(seed % (RAND_M - 1)) + 1
  if (seed > RAND_M - 1) seed = RAND_M - 1
  const selector = new Int32Array(BSIZE + BSIZE + 2)
  const gx = new Float64Array(BSIZE + BSIZE + 2)
  const gy = new Float64Array(BSIZE + BSIZE + 2)
  for (let k = 0; k < 4; k++) {
    for (let i = 0; i < BSIZE; i++) {
      selector[i] = i
      const g = [0, 0]
      for (let j = 0; j < 2; j++) {
        seed = random(seed)
        g[j] = ((seed % (BSIZE + BSIZE)) - BSIZE) / BSIZE
      }
      const s = Math.sqrt(g[0] * g[0] + g[1] * g[1])
      // Only the alpha channel (k = 3) is kept; the other draws still advance the generator.
      if (k === 3) {
        gx[i] = g[0] / s
        gy[i] = g[1] / s
      }
    }
  }
  for (let i = BSIZE - 1; i > 0; i--) {
    const k = selector[i]
    seed = random(seed)
    const j = seed % BSIZE
    selector[i] = selector[j]
    selector[j] = k
  }
  for (let i = 0; i < BSIZE + 2; i++) {
    selector[BSIZE + i] = selector[i]
    gx[BSIZE + i] = gx[i]
    gy[BSIZE + i] = gy[i]
  }
  return { selector, gx, gy }
}

/** alpha of fractalNoise at the pixel (x, y) of an untransformed 1:1 canvas, 8 bits, rounded as librsvg does. */
function alphaAt(
  selector: Int32Array,
  gx: Float64Array,
  gy: Float64Array,
  fx: number,
  fy: number,
  octaves: number,
  x: number,
  y: number,
): number {
  let vx = x * fx
  let vy = y * fy
  let sum = 0
  let ratio = 1
  for (let o = 0; o < octaves; o++) {
    // noise2 of the reference code, inlined (vx, vy ≥ 0: `| 0` truncates like its (int) cast).
    let q = vx + PERLIN_N
    const ix = q | 0
    const bx0 = ix & BM
    const bx1 = (bx0 + 1) & BM
    const rx0 = q - ix
    const rx1 = rx0 - 1
    q = vy + PERLIN_N
    const iy = q | 0
    const by0 = iy & BM
    const by1 = (by0 + 1) & BM
    const ry0 = q - iy
    const ry1 = ry0 - 1
    const i = selector[bx0]
    const j = selector[bx1]
    const b00 = selector[i + by0]
    const b10 = selector[j + by0]
    const b01 = selector[i + by1]
    const b11 = selector[j + by1]
    const sx = rx0 * rx0 * (3 - 2 * rx0)
    const sy = ry0 * ry0 * (3 - 2 * ry0)
    let u = rx0 * gx[b00] + ry0 * gy[b00]
    let v = rx1 * gx[b10] + ry0 * gy[b10]
    const a = u + sx * (v - u)
    u = rx0 * gx[b01] + ry1 * gy[b01]
    v = rx1 * gx[b11] + ry1 * gy[b11]
    sum += (a + sy * (u + sx * (v - u) - a)) / ratio
    vx *= 2
    vy *= 2
    ratio *= 2
  }
  const v = (sum * 255 + 255) / 2
  return Math.trunc(Math.min(255, Math.max(0, v)) + 0.5)
}

const TILE = 50

/** One noise field over the canvas, filled tile by tile on demand. */
type Field = { lattice: Lattice; values: Uint8Array; done: Uint8Array; width: number; height: number }

const fields: Map<string, Field> = ((
  globalThis as { __mcNoiseFields?: Map<string, Field> }
).__mcNoiseFields ??= new Map())

/**
 * The noise's 8-bit alpha over the canvas (`values[y * width + x]`), computed once per process and
 * only where asked: the tiles covering `box` are filled, the rest may still be zero.
 */
export function noiseAlpha(
  t: Turbulence,
  width: number,
  height: number,
  box: { left: number; top: number; width: number; height: number } = { left: 0, top: 0, width, height },
): Uint8Array {
  const key = `${t.fx} ${t.fy} ${t.octaves} ${t.seed} ${width}x${height}`
  let f = fields.get(key)
  if (!f) {
    const tiles = Math.ceil(width / TILE) * Math.ceil(height / TILE)
    f = {
      lattice: lattice(t.seed),
      values: new Uint8Array(width * height),
      done: new Uint8Array(tiles),
      width,
      height,
    }
    fields.set(key, f)
  }
  const across = Math.ceil(width / TILE)
  const { selector, gx, gy } = f.lattice
  const { fx, fy, octaves } = t
  for (let ty = Math.floor(box.top / TILE); ty * TILE < Math.min(height, box.top + box.height); ty++) {
    for (let tx = Math.floor(box.left / TILE); tx * TILE < Math.min(width, box.left + box.width); tx++) {
      if (f.done[ty * across + tx]) continue
      const right = Math.min(width, (tx + 1) * TILE)
      const bottom = Math.min(height, (ty + 1) * TILE)
      for (let y = ty * TILE; y < bottom; y++)
        for (let x = tx * TILE, p = y * width + x; x < right; x++, p++)
          f.values[p] = alphaAt(selector, gx, gy, fx, fy, octaves, x, y)
      f.done[ty * across + tx] = 1
    }
  }
  return f.values
}
