import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'

import { formatDate, formatPrix } from '@/lib/format'

import { MENTION_293B, type RegimeTva } from '@/lib/tva'

import { categorieOperation, type NatureLigne } from './operation'
import { A4, couper as couperLignes, GRIS, incorporerPolices, MARGE } from '../documents'
import { ventilerDocument } from './ventilation'

export type Vendeur = {
  raisonSociale: string
  adresse: string
  siret?: string | null
  numeroTva?: string | null
  tvaNonApplicable: boolean
  tauxTva: number
}
export type Acheteur = {
  nom?: string | null
  societe?: string | null
  numeroTva?: string | null
  /** The company's SIREN (9 digits), from the SIREN or SIRET given at checkout. */
  siren?: string | null
  adresse: string[]
  /** Split for the e-invoice; `adresse` is what the PDF prints. */
  postale: {
    ligne1?: string | null
    ligne2?: string | null
    codePostal?: string | null
    ville?: string | null
    pays?: string | null
  }
  email: string
}
export type DonneesFacture = {
  numero: string
  /** ISO date of issue. */
  date: string
  numeroCommande: string
  vendeur: Vendeur
  acheteur: Acheteur
  /** Amounts paid (TTC, cents) for `quantite` copies (1 when absent), shipping included as a line, a
   *  discount as a negative one. */
  lignes: { designation: string; ttc: number; quantite?: number | null; nature: NatureLigne }[]
  /** Where printed items were sent, when not to the billing address (a 2026 mention). */
  livraison?: { lignes: string[]; postale: Acheteur['postale'] } | null
  payeeLe: string
  moyenPaiement: string
  /** A credit note (avoir): the invoice it cancels and when the money went back. Its lines are the
   *  invoice's, negated. */
  avoir?: { factureReference: string; factureLe?: string | null; rembourseLe: string; partiel?: boolean }
  /** The VAT regime frozen with the invoice (src/lib/tva/regime.ts); absent on documents issued before. */
  regime?: RegimeTva | null
}

export { MENTION_293B }

/** A rate as printed: `20 %`, `5,5 %`. */
const pourcent = (taux: number) => `${String(taux).replace('.', ',')}\u00a0%`

/** The pen that writes the pages: the current page and height, the fonts, a new page when one is full. */
type Plume = {
  page: PDFPage
  y: number
  normal: PDFFont
  gras: PDFFont
  ecrire: (
    texte: string,
    x: number,
    options?: { taille?: number; police?: PDFFont; couleur?: ReturnType<typeof rgb>; aDroite?: boolean },
  ) => void
  couper: (texte: string, largeur: number, police: PDFFont, taille: number) => string[]
  nouvellePage: () => void
  trait: (y: number) => void
}

const DROITE = A4[0] - MARGE

async function plumeDe(doc: PDFDocument): Promise<Plume> {
  const { normal, gras, propre } = await incorporerPolices(doc)
  const p: Plume = {
    page: doc.addPage(A4),
    y: A4[1] - MARGE,
    normal,
    gras,
    ecrire: (texte, x, { taille = 10, police = normal, couleur = rgb(0, 0, 0), aDroite = false } = {}) => {
      const t = propre(texte)
      const dx = aDroite ? police.widthOfTextAtSize(t, taille) : 0
      p.page.drawText(t, { x: x - dx, y: p.y, size: taille, font: police, color: couleur })
    },
    couper: (texte, largeur, police, taille) => couperLignes(propre(texte), largeur, police, taille),
    nouvellePage: () => {
      p.page = doc.addPage(A4)
      p.y = A4[1] - MARGE
    },
    trait: (y) =>
      p.page.drawLine({ start: { x: MARGE, y }, end: { x: DROITE, y }, thickness: 0.5, color: GRIS }),
  }
  return p
}

/** Seller (left) and the document's identity (right). */
function ecrireEnTete(p: Plume, d: DonneesFacture, nature: string) {
  const v = d.vendeur
  p.ecrire(v.raisonSociale, MARGE, { taille: 14, police: p.gras })
  p.ecrire(nature.toUpperCase(), DROITE, { taille: 18, police: p.gras, aDroite: true })
  p.y -= 18
  const identite = [
    `N°\u00a0${d.numero}`,
    `Date\u00a0: ${formatDate(d.date)}`,
    ...(d.avoir ? [`Sur facture\u00a0${d.avoir.factureReference}`] : []),
    `Commande\u00a0${d.numeroCommande}`,
  ]
  const vendeurLignes = [
    ...v.adresse.split(/\r?\n/).filter((l) => l.trim()),
    ...(v.siret ? [`SIRET\u00a0: ${v.siret}`] : []),
    ...(!v.tvaNonApplicable && v.numeroTva ? [`TVA intracommunautaire\u00a0: ${v.numeroTva}`] : []),
  ]
  for (let i = 0; i < Math.max(identite.length, vendeurLignes.length); i++) {
    if (vendeurLignes[i]) p.ecrire(vendeurLignes[i], MARGE, { couleur: GRIS })
    if (identite[i]) p.ecrire(identite[i], DROITE, { police: i === 0 ? p.gras : p.normal, aDroite: true })
    p.y -= 14
  }
}

function ecrireAcheteur(p: Plume, d: DonneesFacture) {
  p.y -= 16
  const a = d.acheteur
  p.ecrire(d.avoir ? 'Client' : 'Facturé à', 320, { police: p.gras })
  p.y -= 14
  for (const l of [
    a.societe,
    a.nom,
    ...a.adresse,
    a.email,
    a.siren ? `SIREN\u00a0: ${a.siren}` : null,
    a.numeroTva ? `TVA intracommunautaire\u00a0: ${a.numeroTva}` : null,
  ]) {
    if (!l?.trim()) continue
    p.ecrire(l, 320)
    p.y -= 14
  }
}

type Ventilation = ReturnType<typeof ventilerDocument>

/** The lines' table, its header repeated on each new page; with VAT columns unless every line is exempt. */
function ecrireLignes(p: Plume, lignes: Ventilation['lignes'], tva: boolean) {
  const colonnes = tva
    ? [
        { titre: 'Qté', x: 300 },
        { titre: 'P.U. HT', x: 365 },
        { titre: 'TVA', x: 410 },
        { titre: 'Montant TVA', x: 475 },
        { titre: 'Total TTC', x: DROITE },
      ]
    : [
        { titre: 'Qté', x: 380 },
        { titre: 'Prix unitaire', x: 460 },
        { titre: 'Total', x: DROITE },
      ]
  const largeurDesignation = (tva ? 300 - 25 : 380 - 25) - MARGE
  const entete = () => {
    p.y -= 20
    p.ecrire('Désignation', MARGE, { police: p.gras })
    for (const c of colonnes) p.ecrire(c.titre, c.x, { police: p.gras, aDroite: true })
    p.y -= 6
    p.trait(p.y)
    p.y -= 14
  }
  entete()
  for (const l of lignes) {
    const texte = p.couper(l.designation, largeurDesignation, p.normal, 10)
    if (p.y - 14 * texte.length < MARGE + 120) {
      p.nouvellePage()
      entete()
    }
    const qte = String(l.quantite)
    const valeurs = tva
      ? [qte, formatPrix(l.puHt), pourcent(l.taux), formatPrix(l.tva), formatPrix(l.ttc)]
      : [qte, formatPrix(l.puHt), formatPrix(l.ht)]
    valeurs.forEach((val, i) => p.ecrire(val, colonnes[i].x, { aDroite: true }))
    for (const t of texte) {
      p.ecrire(t, MARGE)
      p.y -= 14
    }
  }
  p.trait(p.y + 8)
}

function ecrireTotaux(p: Plume, d: DonneesFacture, { totaux, groupes }: Ventilation, tva: boolean) {
  p.y -= 8
  const total = (libelle: string, montant: number, police = p.normal) => {
    p.ecrire(libelle, 420, { police, aDroite: true })
    p.ecrire(formatPrix(montant), DROITE, { police, aDroite: true })
    p.y -= 15
  }
  total('Total HT', totaux.ht)
  if (tva)
    for (const g of groupes)
      total(
        `TVA ${pourcent(g.taux)}${g.traitement.categorie === 'S' ? '' : ` (${g.traitement.categorie})`}`,
        g.tva,
      )
  total('Total TTC', totaux.ttc, p.gras)
  if (totaux.arrondi) {
    total('Arrondi', totaux.arrondi)
    total(d.avoir ? 'Montant remboursé' : 'Montant payé', totaux.paye, p.gras)
  }
}

/** Payment or refund, the operation's category, the delivery address, and why no VAT is charged. */
function ecrireMentions(p: Plume, d: DonneesFacture, groupes: Ventilation['groupes']) {
  p.y -= 20
  const mentions = [
    d.avoir
      ? `${d.avoir.partiel ? 'Avoir partiel sur' : 'Avoir annulant'} la facture ${d.avoir.factureReference}\u00a0; somme remboursée le ${formatDate(d.avoir.rembourseLe)} sur le moyen de paiement d’origine.`
      : `Facture acquittée le ${formatDate(d.payeeLe)}, ${d.moyenPaiement}.`,
    `Catégorie de l’opération\u00a0: ${categorieOperation(d.lignes.map((l) => l.nature))}.`,
    ...(d.livraison ? [`Adresse de livraison\u00a0: ${d.livraison.lignes.join(', ')}.`] : []),
  ]
  for (const ligne of mentions.flatMap((m) => p.couper(m, DROITE - MARGE, p.normal, 10))) {
    p.ecrire(ligne, MARGE)
    p.y -= 14
  }
  // The reason no VAT is charged: franchise, exempt intra-community supply, reverse charge.
  for (const mention of new Set(groupes.map((g) => g.traitement.mention).filter(Boolean))) {
    p.ecrire(mention!, MARGE, { police: p.gras })
    p.y -= 14
  }
}

/**
 * The invoice as a PDF (pdf-lib), the visible part of the Factur-X file (src/lib/facture/facturx.ts).
 * Its fonts are embedded (PDF/A), subset to the characters used (src/lib/documents/polices.ts); a
 * character the font lacks (an emoji in a title) is left out so that a product title can never make the
 * invoice fail; the narrow no-break space Intl puts in `1 234,00 €` becomes a no-break space.
 */
export async function genererPdfFacture(d: DonneesFacture): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const nature = d.avoir ? 'Avoir' : 'Facture'
  doc.setTitle(`${nature} ${d.numero}`)
  doc.setAuthor(d.vendeur.raisonSociale)
  doc.setLanguage('fr-FR')
  doc.setCreationDate(new Date(d.date))
  doc.setModificationDate(new Date(d.date))
  const p = await plumeDe(doc)
  const ventilation = ventilerDocument(d)
  const tva = ventilation.groupes.some((g) => g.traitement.categorie !== 'E')
  ecrireEnTete(p, d, nature)
  ecrireAcheteur(p, d)
  ecrireLignes(p, ventilation.lignes, tva)
  ecrireTotaux(p, d, ventilation, tva)
  ecrireMentions(p, d, ventilation.groupes)
  return doc.save()
}
