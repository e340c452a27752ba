import { PDFDocument, type PDFPage, rgb } from 'pdf-lib'

import { formatDate } from '@/lib/format'
import { A4, couper, GRIS, incorporerPolices, MARGE } from '@/lib/documents'
import type { Paragraphe } from '@/lib/vendeur'

import type { Cgv } from './contenu'

const TAILLE: Record<Paragraphe['genre'], number> = {
  titre: 13,
  paragraphe: 10,
  puce: 10,
  gras: 10,
  italique: 10,
}
const INTERLIGNE = 1.45

/**
 * The CGV in force as a PDF (pdf-lib, the invoices' fonts and line cutting: src/lib/documents/miseEnPage.ts),
 * the durable medium the receipt carries (L221-13): the seller, the title, the version (the page's last
 * update, Paris day), then the page's headings, paragraphs and lists in order, page numbers at the foot.
 */
export async function genererPdfCgv(cgv: Cgv): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const version = `Version du ${formatDate(cgv.majLe)}`
  doc.setTitle(`${cgv.titre} — ${version}`)
  doc.setAuthor(cgv.mentions.vendeur.raisonSociale)
  doc.setLanguage('fr-FR')
  doc.setCreationDate(new Date(cgv.majLe))
  doc.setModificationDate(new Date(cgv.majLe))
  const { normal, gras, propre } = await incorporerPolices(doc)
  const largeur = A4[0] - 2 * MARGE

  let page: PDFPage = doc.addPage(A4)
  let y = A4[1] - MARGE
  /** A new page unless `hauteur` points are left above the foot. */
  const place = (hauteur: number) => {
    if (y >= MARGE + hauteur) return
    page = doc.addPage(A4)
    y = A4[1] - MARGE
  }
  const ligne = (t: string, { x = MARGE, taille = 10, police = normal, couleur = rgb(0, 0, 0) } = {}) => {
    place(taille)
    y -= taille
    page.drawText(t, { x, y, size: taille, font: police, color: couleur })
    y -= taille * (INTERLIGNE - 1)
  }

  ligne(propre(cgv.mentions.vendeur.raisonSociale), { taille: 12, police: gras })
  ligne(propre(cgv.titre), { taille: 18, police: gras })
  ligne(propre(version), { couleur: GRIS })
  for (const p of cgv.paragraphes) {
    const taille = TAILLE[p.genre]
    const police = p.genre === 'titre' || p.genre === 'gras' ? gras : normal
    const retrait = p.genre === 'puce' ? 14 : 0
    y -= p.genre === 'titre' ? 12 : 5
    // A heading keeps its first lines with it.
    if (p.genre === 'titre') place(taille + 40)
    couper(propre(p.texte), largeur - retrait, police, taille).forEach((t, i) => {
      if (p.genre === 'puce' && i === 0)
        page.drawText('•', { x: MARGE + 3, y: y - taille, size: taille, font: normal })
      ligne(t, { x: MARGE + retrait, taille, police, couleur: p.genre === 'italique' ? GRIS : rgb(0, 0, 0) })
    })
  }

  const pages = doc.getPages()
  pages.forEach((p, i) => {
    const pied = propre(`${cgv.titre} — ${version} — page ${i + 1} sur ${pages.length}`)
    p.drawText(pied, { x: MARGE, y: MARGE / 2, size: 8, font: normal, color: GRIS })
  })
  return doc.save()
}
