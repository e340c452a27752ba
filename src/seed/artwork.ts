import sharp from 'sharp'

import { rendu } from './rendus'

/**
 * Poster artwork drawn as SVG and rasterised by sharp (librsvg + fontconfig, DejaVu/Liberation Serif).
 * Flat shapes and typography only, so the images stay small and crisp at any size.
 */

export type Palette = { bg: string; fg: string; accent: string; soft: string }

export type Design =
  | { kind: 'citation'; texte: string; auteur: string }
  | { kind: 'affirmation'; texte: string }
  | { kind: 'definition'; mot: string; nature: string; texte: string }
  | { kind: 'trait'; texte: string }
  | { kind: 'schema'; texte: string; points: string[] }
  | { kind: 'enfant'; texte: string }
  | { kind: 'conseil'; texte: string; points: string[] }

export type Poster = { design: Design; kicker: string; palette: Palette; variant: number }

const SERIF = "'DejaVu Serif', 'Liberation Serif', serif"
const SANS = "'DejaVu Sans', 'Liberation Sans', sans-serif"

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** Greedy word wrap on an estimated glyph width (serif ≈ 0.56 em, bold ≈ 0.62 em). */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/[ ]+/)) {
    const next = line ? `${line} ${word}` : word
    if (next.length > maxChars && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  // Keep French no-break spaces on the line of the word they precede (« : » stays attached).
  return lines
}

type TextBlock = { lines: string[]; size: number; leading: number }

/** Biggest font size whose wrapped text fits the box. */
function fit(
  text: string,
  width: number,
  height: number,
  { max = 86, min = 30, em = 0.56, lh = 1.28 } = {},
): TextBlock {
  for (let size = max; size > min; size -= 2) {
    const lines = wrap(text, Math.floor(width / (size * em)))
    // A single long word ("Pédicure-podologue") can exceed the line: it must fit too.
    const widest = Math.max(...lines.map((l) => l.length))
    if (lines.length * size * lh <= height && widest * size * em <= width)
      return { lines, size, leading: size * lh }
  }
  return { lines: wrap(text, Math.floor(width / (min * em))), size: min, leading: min * lh }
}

function tspans(block: TextBlock, x: number, anchor: 'middle' | 'start'): string {
  return block.lines
    .map(
      (l, i) =>
        `<tspan x="${x}" dy="${i === 0 ? 0 : block.leading}" text-anchor="${anchor}">${escapeXml(l)}</tspan>`,
    )
    .join('')
}

/** Decorative layer: six families of flat shapes, varied by the product index. */
function decor(p: Palette, v: number, W: number, H: number): string {
  const r = (n: number) => Math.round(n)
  switch (v % 6) {
    case 0:
      return `<circle cx="${r(W * 0.86)}" cy="${r(H * 0.12)}" r="${r(W * 0.32)}" fill="${p.accent}" opacity="0.85"/>
<circle cx="${r(W * 0.1)}" cy="${r(H * 0.92)}" r="${r(W * 0.2)}" fill="${p.soft}"/>
<circle cx="${r(W * 0.22)}" cy="${r(H * 0.86)}" r="${r(W * 0.05)}" fill="${p.fg}" opacity="0.8"/>`
    case 1: {
      // Scaled on the short side, so landscape covers keep the arcs below the title.
      const S = Math.min(W, H * 0.75)
      const arcs = [0.34, 0.27, 0.2, 0.13]
        .map(
          (k, i) =>
            `<path d="M ${r(W / 2 - S * k)} ${H} A ${r(S * k)} ${r(S * k)} 0 0 1 ${r(W / 2 + S * k)} ${H}" fill="none" stroke="${[p.accent, p.soft, p.fg, p.accent][i]}" stroke-width="${r(S * 0.06)}" opacity="${i === 2 ? 0.6 : 0.9}"/>`,
        )
        .join('')
      return `${arcs}<circle cx="${r(W * 0.84)}" cy="${r(H * 0.1)}" r="${r(W * 0.04)}" fill="${p.accent}"/>`
    }
    case 2: {
      const cx = W * 0.8
      const cy = H * 0.2
      const rays = Array.from({ length: 16 }, (_, i) => {
        const a = (i / 16) * Math.PI * 2
        return `<line x1="${r(cx + Math.cos(a) * W * 0.1)}" y1="${r(cy + Math.sin(a) * W * 0.1)}" x2="${r(cx + Math.cos(a) * W * 0.15)}" y2="${r(cy + Math.sin(a) * W * 0.15)}" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>`
      }).join('')
      return `${rays}<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(W * 0.075)}" fill="${p.accent}"/>
<rect x="0" y="${r(H * 0.88)}" width="${W}" height="${r(H * 0.12)}" fill="${p.soft}"/>`
    }
    case 3: {
      const wave = (y: number, amp: number, color: string, op: number) =>
        `<path d="M 0 ${y} C ${r(W * 0.25)} ${y - amp}, ${r(W * 0.5)} ${y + amp}, ${r(W * 0.75)} ${y} S ${W} ${y - amp}, ${W} ${y} L ${W} ${H} L 0 ${H} Z" fill="${color}" opacity="${op}"/>`
      return `${wave(r(H * 0.8), 60, p.soft, 1)}${wave(r(H * 0.86), 50, p.accent, 0.85)}${wave(r(H * 0.93), 40, p.fg, 0.25)}`
    }
    case 4: {
      const dots: string[] = []
      for (let y = 0; y < 5; y++)
        for (let x = 0; x < 5; x++)
          dots.push(
            `<circle cx="${r(W * 0.72 + x * 34)}" cy="${r(H * 0.14 + y * 34)}" r="7" fill="${p.accent}"/>`,
          )
      return `${dots.join('')}<rect x="${r(W * 0.07)}" y="${r(H * 0.8)}" width="${r(W * 0.3)}" height="${r(W * 0.3)}" fill="${p.soft}" transform="rotate(-12 ${r(W * 0.22)} ${r(H * 0.86)})"/>`
    }
    default: {
      const leaf = (x: number, y: number, rot: number, color: string) =>
        `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(W * 0.05)}" ry="${r(W * 0.14)}" fill="${color}" transform="rotate(${rot} ${r(x)} ${r(y)})"/>`
      return `<line x1="${r(W * 0.12)}" y1="${H}" x2="${r(W * 0.2)}" y2="${r(H * 0.7)}" stroke="${p.fg}" stroke-width="5" opacity="0.6"/>
${leaf(W * 0.1, H * 0.8, -30, p.accent)}${leaf(W * 0.26, H * 0.76, 28, p.soft)}${leaf(W * 0.14, H * 0.93, -50, p.soft)}
${leaf(W * 0.88, H * 0.12, 35, p.accent)}${leaf(W * 0.76, H * 0.08, -20, p.soft)}`
    }
  }
}

function kickerText(kicker: string, W: number, y: number, p: Palette): string {
  return `<text x="${W / 2}" y="${y}" text-anchor="middle" font-family="${SANS}" font-size="22" letter-spacing="6" fill="${p.fg}" opacity="0.75">${escapeXml(kicker.toUpperCase())}</text>`
}

function signature(W: number, H: number, p: Palette): string {
  return `<text x="${W / 2}" y="${H - 46}" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="20" fill="${p.fg}" opacity="0.7">Mots &amp; Couleurs</text>`
}

/** A labelled radial diagram: the "art médical" and "conseil" designs. */
function diagram(points: string[], cx: number, cy: number, R: number, p: Palette): string {
  const parts = [
    `<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="${p.fg}" stroke-width="3" stroke-dasharray="8 10" opacity="0.6"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(R * 0.42)}" fill="${p.soft}" stroke="${p.fg}" stroke-width="3"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(R * 0.12)}" fill="${p.accent}"/>`,
  ]
  points.forEach((label, i) => {
    const a = -Math.PI / 2 + (i / points.length) * Math.PI * 2
    const x = Math.round(cx + Math.cos(a) * R)
    const y = Math.round(cy + Math.sin(a) * R)
    const lx = Math.round(cx + Math.cos(a) * R * 0.42)
    const ly = Math.round(cy + Math.sin(a) * R * 0.42)
    const right = Math.cos(a) >= -0.01
    parts.push(
      `<line x1="${lx}" y1="${ly}" x2="${x}" y2="${y}" stroke="${p.fg}" stroke-width="2"/>`,
      `<circle cx="${x}" cy="${y}" r="14" fill="${p.accent}" stroke="${p.fg}" stroke-width="3"/>`,
      `<text x="${x + (right ? 24 : -24)}" y="${y + 8}" text-anchor="${right ? 'start' : 'end'}" font-family="${SANS}" font-size="22" fill="${p.fg}">${escapeXml(label)}</text>`,
    )
  })
  return parts.join('')
}

export function posterSvg({ design, kicker, palette: p, variant }: Poster, W = 900, H = 1200): string {
  const margin = 110
  const boxW = W - margin * 2
  let body = ''
  switch (design.kind) {
    case 'citation': {
      const t = fit(`«\u00a0${design.texte}\u00a0»`, boxW, H * 0.46, { max: 64 })
      const y = H * 0.5 - ((t.lines.length - 1) * t.leading) / 2
      body = `<text y="${y}" font-family="${SERIF}" font-size="${t.size}" fill="${p.fg}">${tspans(t, W / 2, 'middle')}</text>
<line x1="${W / 2 - 40}" y1="${y + t.lines.length * t.leading}" x2="${W / 2 + 40}" y2="${y + t.lines.length * t.leading}" stroke="${p.accent}" stroke-width="4"/>
<text x="${W / 2}" y="${y + t.lines.length * t.leading + 60}" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="34" fill="${p.fg}">${escapeXml(design.auteur)}</text>`
      break
    }
    case 'affirmation':
    case 'trait':
    case 'enfant': {
      const bold = design.kind !== 'trait'
      const t = fit(design.texte, boxW, H * 0.5, {
        max: design.kind === 'enfant' ? 92 : 80,
        em: bold ? 0.63 : 0.56,
      })
      const y = H * 0.5 - ((t.lines.length - 1) * t.leading) / 2 + t.size * 0.3
      const extra =
        design.kind === 'enfant'
          ? `<g transform="translate(${W / 2 - 90} ${H * 0.7})"><ellipse cx="60" cy="40" rx="60" ry="40" fill="#ffffff" opacity="0.9"/><ellipse cx="120" cy="30" rx="70" ry="50" fill="#ffffff" opacity="0.9"/><circle cx="70" cy="38" r="6" fill="${p.fg}"/><circle cx="120" cy="38" r="6" fill="${p.fg}"/><path d="M 82 58 Q 96 72 110 58" stroke="${p.fg}" stroke-width="5" fill="none" stroke-linecap="round"/></g>`
          : ''
      body = `<text y="${y}" font-family="${SERIF}" font-weight="${bold ? 'bold' : 'normal'}" ${design.kind === 'trait' ? 'font-style="italic"' : ''} font-size="${t.size}" fill="${p.fg}">${tspans(t, W / 2, 'middle')}</text>${extra}`
      break
    }
    case 'definition': {
      const mot = fit(design.mot, boxW, 140, { max: 104, min: 56, em: 0.66 })
      const t = fit(design.texte, boxW, H * 0.34, { max: 40, min: 24 })
      const y0 = H * 0.36
      body = `<text y="${y0}" font-family="${SERIF}" font-weight="bold" font-size="${mot.size}" fill="${p.fg}">${tspans(mot, margin, 'start')}</text>
<text x="${margin}" y="${y0 + mot.lines.length * mot.leading + 6}" font-family="${SERIF}" font-style="italic" font-size="34" fill="${p.accent}">${escapeXml(design.nature)}</text>
<line x1="${margin}" y1="${y0 + mot.lines.length * mot.leading + 40}" x2="${margin + 120}" y2="${y0 + mot.lines.length * mot.leading + 40}" stroke="${p.fg}" stroke-width="3"/>
<text y="${y0 + mot.lines.length * mot.leading + 110}" font-family="${SERIF}" font-size="${t.size}" fill="${p.fg}">${tspans(t, margin, 'start')}</text>`
      break
    }
    case 'schema':
    case 'conseil': {
      const t = fit(design.texte, boxW, 200, { max: 56, min: 30, em: 0.62 })
      body = `<text y="${H * 0.17}" font-family="${SERIF}" font-weight="bold" font-size="${t.size}" fill="${p.fg}">${tspans(t, W / 2, 'middle')}</text>
<rect x="72" y="${Math.round(H * 0.3)}" width="${W - 144}" height="${Math.round(H * 0.54)}" rx="28" fill="${p.soft}" opacity="0.45"/>
<line x1="${W / 2 - 60}" y1="${Math.round(H * 0.17 + (t.lines.length - 0.4) * t.leading)}" x2="${W / 2 + 60}" y2="${Math.round(H * 0.17 + (t.lines.length - 0.4) * t.leading)}" stroke="${p.accent}" stroke-width="4"/>
${diagram(design.points, Math.round(W / 2), Math.round(H * 0.57), Math.round(W * 0.22), p)}`
      break
    }
  }
  const ornament = design.kind === 'schema' || design.kind === 'conseil' ? '' : decor(p, variant, W, H)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="${p.bg}"/>
${ornament}
<rect x="36" y="36" width="${W - 72}" height="${H - 72}" fill="none" stroke="${p.fg}" stroke-width="2" opacity="0.35"/>
${kickerText(kicker, W, 110, p)}
${body}
${signature(W, H, p)}
</svg>`
}

/** Web artwork (900×1200 JPEG: WebP encoding costs six times more and the shop derives its own WebP)
 *  and, when asked, the print file (2× PNG). */
export async function renderPoster(
  poster: Poster,
  scale = 1,
  format: 'jpeg' | 'png' = 'jpeg',
): Promise<Buffer> {
  const svg = posterSvg(poster)
  return rendu(svg, `affiche ${scale} ${format}`, () => {
    const img = sharp(Buffer.from(svg), { density: 72 * scale })
    return format === 'png'
      ? img.png({ compressionLevel: 6 }).toBuffer()
      : img.jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer()
  })
}

/** A cover image (audiences, collections, articles, portfolio): a title on a palette, square or landscape. */
export async function renderCover({
  titre,
  kicker,
  palette: p,
  variant,
  width,
  height,
}: {
  titre: string
  kicker: string
  palette: Palette
  variant: number
  width: number
  height: number
}): Promise<Buffer> {
  const t = fit(titre, width * 0.72, height * 0.42, { max: Math.round(width / 11), min: 24, em: 0.62 })
  const y = height * 0.52 - ((t.lines.length - 1) * t.leading) / 2 + t.size * 0.3
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${p.bg}"/>
${decor(p, variant, width, height)}
<text x="${width / 2}" y="${Math.round(height * 0.14)}" text-anchor="middle" font-family="${SANS}" font-size="${Math.round(width / 40)}" letter-spacing="5" fill="${p.fg}" opacity="0.75">${escapeXml(kicker.toUpperCase())}</text>
<text y="${y}" font-family="${SERIF}" font-weight="bold" font-size="${t.size}" fill="${p.fg}">${tspans(t, width / 2, 'middle')}</text>
<text x="${width / 2}" y="${height - Math.round(height * 0.05)}" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="${Math.round(width / 45)}" fill="${p.fg}" opacity="0.7">Mots &amp; Couleurs</text>
</svg>`
  return rendu(svg, 'couverture', () =>
    sharp(Buffer.from(svg)).jpeg({ quality: 88, chromaSubsampling: '4:4:4' }).toBuffer(),
  )
}
