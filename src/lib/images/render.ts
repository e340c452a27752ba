import fs from 'node:fs/promises'
import sharp from 'sharp'

import { renderScene, type Scene } from './scene'

/** Output encodings: webp for the site, mozjpeg for thumbnails and social networks. */
export const WEBP = { quality: 82, effort: 2 } as const
export const JPEG = { quality: 82, mozjpeg: true } as const

const SERIF = "'DejaVu Serif', 'Liberation Serif', serif"
const SANS = "'DejaVu Sans', 'Liberation Sans', sans-serif"
const PAPER = '#f4efe7'
const INK = '#2d241c'

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Greedy word wrap at `max` characters a line, at most `lines` lines (ellipsis on overflow). */
export function wrapText(text: string, max: number, lines: number): string[] {
  const out: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out[out.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= max) out[out.length - 1] = `${last} ${word}`
    else out.push(word)
  }
  if (out.length <= lines) return out
  const kept = out.slice(0, lines)
  kept[lines - 1] = `${kept[lines - 1].replace(/[\s,;:.!?]+$/, '')}…`
  return kept
}

export async function readArtwork(file: string): Promise<Buffer> {
  return fs.readFile(file)
}

/** The artwork in a mockup scene (scaled to a print size or not), 1000×1000 webp. */
export async function mockupImage(artwork: Buffer, scene: Scene): Promise<Buffer> {
  return (await renderScene(scene, artwork)).webp(WEBP).toBuffer()
}

/** Lossless 1000×1000 scene, input of the thumbnails and social images. */
async function scenePng(artwork: Buffer, scene: Scene): Promise<Buffer> {
  return (await renderScene(scene, artwork)).png({ compressionLevel: 0 }).toBuffer()
}

/** The bare artwork standing on paper with a soft shadow, square `size`. */
async function artworkOnPaper(artwork: Buffer, size: number): Promise<Buffer> {
  const h = Math.round(size * 0.84)
  const w = Math.round(h * 0.75)
  const left = Math.round((size - w) / 2)
  const top = Math.round((size - h) / 2)
  const bg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><filter id="o" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${size / 60}"/></filter></defs>
<rect width="${size}" height="${size}" fill="${PAPER}"/><rect x="${left + size / 80}" y="${top + size / 50}" width="${w}" height="${h}" fill="#000" opacity="0.22" filter="url(#o)"/></svg>`
  const art = await sharp(artwork).rotate().resize(w, h, { fit: 'cover' }).toBuffer()
  return sharp(Buffer.from(bg))
    .composite([{ input: art, left, top }])
    .png()
    .toBuffer()
}

/** Thumbnail: a mockup scene, or the bare artwork when `scene` is null; square jpeg of `size`. */
export async function miniatureImage(artwork: Buffer, scene: Scene | null, size: number): Promise<Buffer> {
  const source = scene ? await scenePng(artwork, scene) : await artworkOnPaper(artwork, size)
  return sharp(source).resize(size, size).flatten({ background: PAPER }).jpeg(JPEG).toBuffer()
}

type Texte = { titre: string; sousTitre: string | null }

/** OpenGraph card: the main mockup on the left, the title on paper on the right. */
export async function ogImage(
  artwork: Buffer,
  scene: Scene,
  t: Texte,
  o: { width: number; height: number; quality: number },
): Promise<Buffer> {
  const { width: W, height: H } = o
  const photo = await sharp(await scenePng(artwork, scene))
    .resize(H, H)
    .toBuffer()
  const tx = H + Math.round((W - H) * 0.1)
  const size = Math.round(H / 13)
  const lines = wrapText(t.titre, Math.max(8, Math.floor(((W - H) * 0.8) / (size * 0.58))), 4)
  const ty = Math.round(H / 2 - ((lines.length - 1) * size * 1.2) / 2)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<rect width="${W}" height="${H}" fill="${PAPER}"/>
<text x="${tx}" y="${Math.round(H * 0.16)}" font-family="${SANS}" font-size="${Math.round(H / 36)}" letter-spacing="4" fill="#8a6a4f">AFFICHE ILLUSTRÉE</text>
<text font-family="${SERIF}" font-weight="bold" font-size="${size}" fill="${INK}">${lines.map((l, i) => `<tspan x="${tx}" y="${ty + i * Math.round(size * 1.2)}">${escapeXml(l)}</tspan>`).join('')}</text>
${t.sousTitre ? `<text x="${tx}" y="${ty + lines.length * Math.round(size * 1.2) + Math.round(size * 0.3)}" font-family="${SERIF}" font-style="italic" font-size="${Math.round(size * 0.55)}" fill="#5a4a3c">${escapeXml(wrapText(t.sousTitre, 44, 1)[0])}</text>` : ''}
<text x="${tx}" y="${H - Math.round(H * 0.1)}" font-family="${SERIF}" font-style="italic" font-size="${Math.round(H / 24)}" fill="${INK}">Mots &amp; Couleurs</text>
</svg>`
  // Standard (Annex K) tables, so the quality stays measurable from the file.
  return sharp(Buffer.from(svg))
    .composite([{ input: photo, left: 0, top: 0 }])
    .jpeg({ quality: o.quality })
    .toBuffer()
}

/** Pinterest pin 1000×1500: the main mockup above, the title and the shop's name below. */
export async function pinterestImage(artwork: Buffer, scene: Scene, t: Texte): Promise<Buffer> {
  const photo = await scenePng(artwork, scene)
  const lines = wrapText(t.titre, 24, 2)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1500">
<rect width="1000" height="1500" fill="${PAPER}"/>
<text x="500" y="1090" text-anchor="middle" font-family="${SANS}" font-size="24" letter-spacing="6" fill="#8a6a4f">AFFICHE ILLUSTRÉE</text>
<text font-family="${SERIF}" font-weight="bold" font-size="60" fill="${INK}" text-anchor="middle">${lines.map((l, i) => `<tspan x="500" y="${1180 + i * 78}">${escapeXml(l)}</tspan>`).join('')}</text>
${t.sousTitre ? `<text x="500" y="${1200 + lines.length * 78}" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="32" fill="#5a4a3c">${escapeXml(wrapText(t.sousTitre, 52, 1)[0])}</text>` : ''}
<line x1="440" y1="1408" x2="560" y2="1408" stroke="#c4623f" stroke-width="3"/>
<text x="500" y="1458" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="34" fill="${INK}">Mots &amp; Couleurs</text>
</svg>`
  return sharp(Buffer.from(svg))
    .composite([{ input: photo, left: 0, top: 0 }])
    .jpeg(JPEG)
    .toBuffer()
}

/** Cover crop of an uploaded image to an exact size, webp. */
export async function coverImage(image: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(image)
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .webp(WEBP)
    .toBuffer()
}
