/**
 * Placement math of the mockup scenes. An artwork sits in a convex quad (top-left, top-right,
 * bottom-right, bottom-left, in scene pixels); a projective transform (homography) maps the artwork's
 * own rectangle onto it, which gives true perspective (walls seen at an angle, a poster lying on a
 * table) — sharp alone only offers affine transforms.
 */

export type Point = readonly [number, number]
export type Quad = readonly [Point, Point, Point, Point]
/** Row-major 3×3 matrix. */
export type Matrix = readonly [number, number, number, number, number, number, number, number, number]

/** Axis-aligned rectangle rotated by `rotation` degrees (clockwise) around its centre. */
export function rectQuad({
  x,
  y,
  width,
  height,
  rotation = 0,
}: {
  x: number
  y: number
  width: number
  height: number
  rotation?: number
}): Quad {
  const cx = x + width / 2
  const cy = y + height / 2
  const a = (rotation * Math.PI) / 180
  const cos = Math.cos(a)
  const sin = Math.sin(a)
  const turn = ([px, py]: Point): Point => [
    cx + (px - cx) * cos - (py - cy) * sin,
    cy + (px - cx) * sin + (py - cy) * cos,
  ]
  return [turn([x, y]), turn([x + width, y]), turn([x + width, y + height]), turn([x, y + height])]
}

/** Homography taking the unit square (0,0)(1,0)(1,1)(0,1) to the quad (Heckbert's closed form). */
export function squareToQuad(q: Quad): Matrix {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q
  const dx1 = x1 - x2
  const dx2 = x3 - x2
  const dy1 = y1 - y2
  const dy2 = y3 - y2
  const sx = x0 - x1 + x2 - x3
  const sy = y0 - y1 + y2 - y3
  const den = dx1 * dy2 - dx2 * dy1
  const g = (sx * dy2 - dx2 * sy) / den
  const h = (dx1 * sy - sx * dy1) / den
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1]
}

export function invert(m: Matrix): Matrix {
  const [a, b, c, d, e, f, g, h, i] = m
  const A = e * i - f * h
  const B = -(d * i - f * g)
  const C = d * h - e * g
  const det = a * A + b * B + c * C
  if (Math.abs(det) < 1e-12) throw new Error('Quadrilatère dégénéré')
  return [
    A / det,
    -(b * i - c * h) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * h - b * g) / det,
    (a * e - b * d) / det,
  ]
}

export function apply(m: Matrix, [x, y]: Point): Point {
  const w = m[6] * x + m[7] * y + m[8]
  return [(m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w]
}

/** Integer pixel box containing the quad, clipped to the canvas. */
export function boundingBox(q: Quad, canvas = { width: 1000, height: 1000 }) {
  const xs = q.map((p) => p[0])
  const ys = q.map((p) => p[1])
  const left = Math.max(0, Math.floor(Math.min(...xs)))
  const top = Math.max(0, Math.floor(Math.min(...ys)))
  const right = Math.min(canvas.width, Math.ceil(Math.max(...xs)))
  const bottom = Math.min(canvas.height, Math.ceil(Math.max(...ys)))
  return { left, top, width: right - left, height: bottom - top }
}

const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1])

/** Largest on-screen width and height of the quad: the artwork is resized to this before warping. */
export function quadExtent(q: Quad): { width: number; height: number } {
  return {
    width: Math.max(dist(q[0], q[1]), dist(q[3], q[2])),
    height: Math.max(dist(q[0], q[3]), dist(q[1], q[2])),
  }
}

/**
 * A point of the artwork's own plane, in units of its width (u) and height (v), seen in the scene.
 * Values outside 0..1 reach the frame and mat around the artwork, in the same perspective.
 */
export function planePoint(q: Quad, u: number, v: number): Point {
  return apply(squareToQuad(q), [u, v])
}

/** The quad grown (or shrunk, negative) by margins expressed as fractions of the artwork's width/height. */
export function growQuad(q: Quad, mu: number, mv: number = mu): Quad {
  return [
    planePoint(q, -mu, -mv),
    planePoint(q, 1 + mu, -mv),
    planePoint(q, 1 + mu, 1 + mv),
    planePoint(q, -mu, 1 + mv),
  ]
}

export const polygon = (q: readonly Point[]) => q.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')
