/** SVG building blocks shared by the scenes (walls, floors, plants, soft shadows). */

/** A piece of scene: gradient/filter definitions plus the drawing itself. */
export type Piece = { defs?: string; body: string }

/** Whole SVG document (1000×1000) from pieces drawn in order; plain strings are drawing only. */
export function doc(...pieces: (Piece | string)[]): string {
  const defs = pieces.map((p) => (typeof p === 'string' ? '' : (p.defs ?? ''))).join('')
  const body = pieces.map((p) => (typeof p === 'string' ? p : p.body)).join('\n')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000"><defs>${COMMON_DEFS}${defs}</defs>${body}</svg>`
}

/** Filters every scene may use: soft blur for shadows and a fine plaster/paper grain. */
export const COMMON_DEFS = `
<filter id="doux" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="tresdoux" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="30"/></filter>
<filter id="net" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>
<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3"/><feColorMatrix values="0 0 0 0 0.35  0 0 0 0 0.3  0 0 0 0 0.25  0 0 0 0.5 -0.18"/><feComposite in2="SourceGraphic" operator="in"/></filter>
<filter id="veines" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="3" seed="7"/><feColorMatrix values="0 0 0 0 0.3  0 0 0 0 0.18  0 0 0 0 0.08  0 0 0 0.9 -0.35"/><feComposite in2="SourceGraphic" operator="in"/></filter>`

/** A painted wall with a soft window light from (lx, ly). */
export function wall({
  color,
  shade,
  lx = 200,
  ly = 150,
  y = 0,
  height = 1000,
}: {
  color: string
  shade: string
  lx?: number
  ly?: number
  y?: number
  height?: number
}): Piece {
  return {
    defs: `<radialGradient id="mur" gradientUnits="userSpaceOnUse" cx="${lx}" cy="${ly}" r="1100"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${shade}"/></radialGradient>`,
    body: `<rect y="${y}" width="1000" height="${height}" fill="url(#mur)"/><rect y="${y}" width="1000" height="${height}" fill="#fff" filter="url(#grain)" opacity="0.5"/>`,
  }
}

/** Horizontal oak floorboards seen slightly from above, from `top` to the bottom of the image. */
export function floor({
  top,
  color = '#b08a63',
  dark = '#8c6846',
}: {
  top: number
  color?: string
  dark?: string
}): Piece {
  const rows: string[] = []
  let y = top
  let h = 16
  let i = 0
  while (y < 1000) {
    const offset = (i * 337) % 420
    rows.push(
      `<line x1="0" y1="${y.toFixed(1)}" x2="1000" y2="${y.toFixed(1)}" stroke="${dark}" stroke-opacity="0.45" stroke-width="1.2"/>`,
    )
    for (let x = offset - 420; x < 1000; x += 420)
      rows.push(
        `<line x1="${x}" y1="${y.toFixed(1)}" x2="${x}" y2="${(y + h).toFixed(1)}" stroke="${dark}" stroke-opacity="0.35"/>`,
      )
    y += h
    h *= 1.18
    i++
  }
  return {
    defs: `<linearGradient id="sol" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${color}"/></linearGradient>`,
    body: `<rect y="${top}" width="1000" height="${1000 - top}" fill="url(#sol)"/><rect y="${top}" width="1000" height="${1000 - top}" fill="#fff" filter="url(#veines)" opacity="0.8"/>${rows.join('')}`,
  }
}

/** A leaf as a pointed ellipse from (x, y), `len` long, rotated `angle` degrees, with its midrib. */
export function leaf(x: number, y: number, len: number, angle: number, color: string, width = 0.38) {
  const w = len * width
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0 C ${w} ${-len * 0.3} ${w} ${-len * 0.75} 0 ${-len} C ${-w} ${-len * 0.75} ${-w} ${-len * 0.3} 0 0 Z" fill="${color}"/><path d="M0 0 L0 ${-len * 0.92}" stroke="#000" stroke-opacity="0.18" stroke-width="1.5"/></g>`
}

/** A leafy plant in a pot standing on y (pot centre x), `scale` 1 ≈ 300 px tall. */
export function pottedPlant(
  x: number,
  y: number,
  scale = 1,
  pot = '#d9cbb5',
  greens = ['#4f7a4a', '#3f6a3d', '#6b9460'],
) {
  const s = scale
  const leaves = [
    [-8, -150, 125, -38],
    [6, -150, 135, 28],
    [0, -150, 150, -4],
    [-14, -140, 110, -70],
    [12, -140, 115, 64],
    [-4, -160, 105, -20],
    [4, -160, 110, 14],
    [-10, -130, 95, -95],
    [10, -130, 95, 92],
  ]
    .map(([dx, dy, len, a], i) => leaf(dx * s, dy * s, len * s, a, greens[i % greens.length]))
    .join('')
  return `<g transform="translate(${x} ${y})">
<ellipse cx="0" cy="0" rx="${80 * s}" ry="${12 * s}" fill="#000" opacity="0.22" filter="url(#net)"/>
${leaves}
<path d="M ${-62 * s} ${-150 * s} L ${62 * s} ${-150 * s} L ${48 * s} 0 L ${-48 * s} 0 Z" fill="${pot}"/>
<path d="M ${-62 * s} ${-150 * s} L ${62 * s} ${-150 * s} L ${60 * s} ${-138 * s} L ${-60 * s} ${-138 * s} Z" fill="#000" opacity="0.12"/>
<path d="M ${20 * s} ${-150 * s} L ${62 * s} ${-150 * s} L ${48 * s} 0 L ${14 * s} 0 Z" fill="#000" opacity="0.1"/>
</g>`
}
