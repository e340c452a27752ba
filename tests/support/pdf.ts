import path from 'node:path'

import { formatPrix } from '@/lib/format/prix'

/** Whitespace, no-break spaces included, made plain: what a test compares PDF text with. */
export const plat = (t: string) => t.replace(/[\s\u00a0\u202f]+/g, ' ')

/** A price as it reads in a PDF's extracted text. */
export const euros = (cents: number) => plat(formatPrix(cents))

/** Every text item of a PDF, read back by pdf.js, whitespace made plain. */
export async function texteDuPdf(octets: Uint8Array): Promise<string> {
  // drizzle-kit (Payload's schema push in tests) adds an enumerable Array.prototype.random, which
  // pdf.js refuses to load beside; made non-enumerable, as a built-in method would be.
  const random = Object.getOwnPropertyDescriptor(Array.prototype, 'random')
  if (random?.enumerable) Object.defineProperty(Array.prototype, 'random', { ...random, enumerable: false })
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const standardFontDataUrl = path.join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts/')
  const doc = await pdfjs.getDocument({ data: octets.slice(), standardFontDataUrl }).promise
  const morceaux: string[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const contenu = await (await doc.getPage(n)).getTextContent()
    for (const item of contenu.items) if ('str' in item) morceaux.push(item.str)
  }
  await doc.destroy()
  return plat(morceaux.join('\n'))
}
