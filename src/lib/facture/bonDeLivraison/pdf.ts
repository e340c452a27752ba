import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'

import { policesFacture } from '@/lib/documents'

/** One parcel's slip: what is in it and where it goes, never what it cost. */
export type BonDeLivraison = {
  numero: string
  /** « 25 novembre 2026 », the order's day in Paris. */
  date: string
  vendeur: { raisonSociale: string; adresse: string }
  destinataire: string[]
  lignes: { titre: string; format: string | null; quantite: number }[]
}

const A4: [number, number] = [595.28, 841.89]
const MARGE = 50
const GRIS = rgb(0.35, 0.35, 0.35)
const DROITE = A4[0] - MARGE

type Ecrire = (texte: string, x: number, o?: { taille?: number; gras?: boolean; aDroite?: boolean }) => void

/** A page writer over the invoice's fonts (src/lib/documents/polices.ts): a character they lack is left
 *  out, so a product title can never make the slip fail. */
function plume(doc: PDFDocument, normal: PDFFont, gras: PDFFont) {
  const jeu = new Set(normal.getCharacterSet())
  const propre = (t: string) =>
    Array.from(t.replace(/\u202f/g, '\u00a0').replace(/\s/g, (c) => (c === '\u00a0' ? c : ' ')))
      .filter((c) => jeu.has(c.codePointAt(0)!))
      .join('')
  const etat = { page: null as unknown as PDFPage, y: 0 }
  const nouvellePage = () => {
    etat.page = doc.addPage(A4)
    etat.y = A4[1] - MARGE
  }
  const ecrire: Ecrire = (texte, x, { taille = 10, gras: g = false, aDroite = false } = {}) => {
    const police = g ? gras : normal
    const t = propre(texte)
    const dx = aDroite ? police.widthOfTextAtSize(t, taille) : 0
    etat.page.drawText(t, { x: x - dx, y: etat.y, size: taille, font: police })
  }
  const trait = () =>
    etat.page.drawLine({
      start: { x: MARGE, y: etat.y },
      end: { x: DROITE, y: etat.y },
      thickness: 0.5,
      color: GRIS,
    })
  return { etat, nouvellePage, ecrire, trait }
}

function dessinerBon(p: ReturnType<typeof plume>, b: BonDeLivraison) {
  const { etat, ecrire, trait } = p
  p.nouvellePage()
  ecrire(b.vendeur.raisonSociale, MARGE, { taille: 14, gras: true })
  ecrire('BON DE LIVRAISON', DROITE, { taille: 16, gras: true, aDroite: true })
  etat.y -= 18
  const vendeur = b.vendeur.adresse.split(/\r?\n/).filter((l) => l.trim())
  const identite = [`Commande\u00a0${b.numero}`, `Date\u00a0: ${b.date}`]
  for (let i = 0; i < Math.max(vendeur.length, identite.length); i++) {
    if (vendeur[i]) ecrire(vendeur[i], MARGE)
    if (identite[i]) ecrire(identite[i], DROITE, { gras: i === 0, aDroite: true })
    etat.y -= 14
  }
  etat.y -= 20
  ecrire('Livrer à', 320, { gras: true })
  for (const l of b.destinataire) {
    etat.y -= 14
    ecrire(l, 320)
  }
  etat.y -= 34
  const entete = () => {
    ecrire('Article', MARGE, { gras: true })
    ecrire('Format', 330, { gras: true })
    ecrire('Exemplaires', DROITE, { gras: true, aDroite: true })
    etat.y -= 6
    trait()
    etat.y -= 14
  }
  entete()
  for (const l of b.lignes) {
    if (etat.y < MARGE + 40) {
      p.nouvellePage()
      ecrire(`Commande\u00a0${b.numero} (suite)`, MARGE, { gras: true })
      etat.y -= 24
      entete()
    }
    ecrire(l.titre.slice(0, 60), MARGE)
    ecrire(l.format ?? '', 330)
    ecrire(String(l.quantite), DROITE, { aDroite: true })
    etat.y -= 16
  }
  trait()
  etat.y -= 16
  const total = b.lignes.reduce((n, l) => n + l.quantite, 0)
  ecrire(`${total} ${total > 1 ? 'exemplaires' : 'exemplaire'} au total`, DROITE, { aDroite: true })
}

/** The packing slips of one or more orders in one PDF, each order on its own page(s). */
export async function genererBonsDeLivraison(bons: BonDeLivraison[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  doc.setTitle(bons.length === 1 ? `Bon de livraison ${bons[0].numero}` : 'Bons de livraison')
  doc.setLanguage('fr-FR')
  const polices = await policesFacture()
  const normal = await doc.embedFont(polices.normal, { subset: true })
  const gras = await doc.embedFont(polices.gras, { subset: true })
  const p = plume(doc, normal, gras)
  for (const b of bons) dessinerBon(p, b)
  return doc.save()
}
