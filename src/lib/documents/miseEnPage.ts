import fontkit from '@pdf-lib/fontkit'
import { type PDFDocument, type PDFFont, rgb } from 'pdf-lib'

import { policesFacture } from './polices'

export const A4: [number, number] = [595.28, 841.89]
export const MARGE = 50
export const GRIS = rgb(0.35, 0.35, 0.35)

export type PolicesPdf = {
  normal: PDFFont
  gras: PDFFont
  /** The text as the fonts can draw it: the narrow no-break space Intl puts in `1 234,00 €` becomes a
   *  no-break space, other spaces plain ones, and a character the font lacks (an emoji in a title) is
   *  left out, so that no text can make a document fail. */
  propre: (texte: string) => string
}

/** The shop's fonts embedded in a document (PDF/A), subset to the characters used
 *  (src/lib/documents/polices.ts): the invoices and the CGV's PDF share them. */
export async function incorporerPolices(doc: PDFDocument): Promise<PolicesPdf> {
  doc.registerFontkit(fontkit)
  const polices = await policesFacture()
  const normal = await doc.embedFont(polices.normal, { subset: true })
  const gras = await doc.embedFont(polices.gras, { subset: true })
  const jeu = new Set(normal.getCharacterSet())
  const propre = (t: string) =>
    Array.from(t.replace(/\u202f/g, '\u00a0').replace(/\s/g, (c) => (c === '\u00a0' ? c : ' ')))
      .filter((c) => jeu.has(c.codePointAt(0)!))
      .join('')
      .replace(/ {2,}/g, ' ')
  return { normal, gras, propre }
}

/** A text cut into lines of at most `largeur` points (a word longer than a line stands alone). */
export function couper(texte: string, largeur: number, police: PDFFont, taille: number): string[] {
  const lignes: string[] = []
  let courante = ''
  for (const mot of texte.split(' ')) {
    const essai = courante ? `${courante} ${mot}` : mot
    if (police.widthOfTextAtSize(essai, taille) <= largeur || !courante) courante = essai
    else {
      lignes.push(courante)
      courante = mot
    }
  }
  return [...lignes, courante]
}
