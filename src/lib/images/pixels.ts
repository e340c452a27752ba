/**
 * Blending on raw 8-bit buffers (sharp's `raw` output: unpremultiplied RGBA, or RGB for an opaque
 * canvas). The scene engine composes its layers here, in one pass over the pixels that change, instead
 * of a libvips composite over the whole 1000×1000 canvas for every layer.
 */

export type Box = { left: number; top: number; width: number; height: number }

/** Source pixels (RGBA, `box.width` wide) drawn over `dst` (`width` wide, 3 or 4 channels) at the box's place. */
export function drawOver(dst: Uint8Array, width: number, channels: 3 | 4, src: Uint8Array, box: Box): void {
  for (let j = 0; j < box.height; j++) {
    let s = j * box.width * 4
    let d = ((box.top + j) * width + box.left) * channels
    for (let i = 0; i < box.width; i++, s += 4, d += channels) {
      const sa = src[s + 3]
      if (sa === 0) continue
      if (sa === 255) {
        dst[d] = src[s]
        dst[d + 1] = src[s + 1]
        dst[d + 2] = src[s + 2]
        if (channels === 4) dst[d + 3] = 255
        continue
      }
      const a = sa / 255
      if (channels === 3) {
        const k = 1 - a
        dst[d] = src[s] * a + dst[d] * k + 0.5
        dst[d + 1] = src[s + 1] * a + dst[d + 1] * k + 0.5
        dst[d + 2] = src[s + 2] * a + dst[d + 2] * k + 0.5
        continue
      }
      const da = (dst[d + 3] / 255) * (1 - a)
      const oa = a + da
      dst[d] = (src[s] * a + dst[d] * da) / oa + 0.5
      dst[d + 1] = (src[s + 1] * a + dst[d + 1] * da) / oa + 0.5
      dst[d + 2] = (src[s + 2] * a + dst[d + 2] * da) / oa + 0.5
      dst[d + 3] = oa * 255 + 0.5
    }
  }
}

/**
 * A flat colour whose alpha, at each pixel of the box, is `coverage × alphaOf[noise]`: a noise filter's
 * result (see raster.ts) drawn over an RGBA canvas. `noise` and a `coverage` plane span the whole canvas;
 * a number is the same coverage everywhere in the box.
 */
export function drawNoise(
  dst: Uint8Array,
  width: number,
  color: readonly [number, number, number],
  coverage: Uint8Array | number,
  noise: Uint8Array,
  alphaOf: Uint8Array,
  box: Box,
): void {
  const [r, g, b] = color
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let x = box.left, p = y * width + box.left; x < box.left + box.width; x++, p++) {
      const c = typeof coverage === 'number' ? coverage : coverage[p]
      if (c === 0) continue
      const a = (alphaOf[noise[p]] * c) / 65025
      if (a === 0) continue
      const d = p * 4
      const da = (dst[d + 3] / 255) * (1 - a)
      const oa = a + da
      dst[d] = (r * a + dst[d] * da) / oa + 0.5
      dst[d + 1] = (g * a + dst[d + 1] * da) / oa + 0.5
      dst[d + 2] = (b * a + dst[d + 2] * da) / oa + 0.5
      dst[d + 3] = oa * 255 + 0.5
    }
  }
}

/** Smallest box holding every pixel whose alpha is not zero (null when the RGBA image is empty). */
export function opaqueBox(rgba: Uint8Array, width: number, height: number): Box | null {
  let top = height
  let bottom = -1
  let left = width
  let right = -1
  for (let y = 0; y < height; y++) {
    const row = y * width * 4
    for (let x = 0; x < width; x++) {
      if (rgba[row + x * 4 + 3] === 0) continue
      if (y < top) top = y
      bottom = y
      if (x < left) left = x
      if (x > right) right = x
    }
  }
  return bottom < 0 ? null : { left, top, width: right - left + 1, height: bottom - top + 1 }
}

/** The box's pixels of an RGBA image, as their own RGBA buffer. */
export function crop(rgba: Uint8Array, width: number, box: Box): Buffer {
  const out = Buffer.alloc(box.width * box.height * 4)
  for (let j = 0; j < box.height; j++) {
    const from = ((box.top + j) * width + box.left) * 4
    out.set(rgba.subarray(from, from + box.width * 4), j * box.width * 4)
  }
  return out
}
