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
  const { normal, gras, propre } = await incorporerPolices(doc)

  let page: PDFPage = doc.addPage(A4)
  let y = A4[1] - MARGE
  const ecrire = (
    texte: string,
    x: number,
    { taille = 10, police = normal, couleur = rgb(0, 0, 0), aDroite = false } = {},
  ) => {
    const t = propre(texte)
    const dx = aDroite ? police.widthOfTextAtSize(t, taille) : 0
    page.drawText(t, { x: x - dx, y, size: taille, font: police, color: couleur })
  }
  const couper = (texte: string, largeur: number, police: PDFFont, taille: number): string[] =>
    couperLignes(propre(texte), largeur, police, taille)

  // Seller (left) and invoice identity (right).
  const v = d.vendeur
  ecrire(v.raisonSociale, MARGE, { taille: 14, police: gras })
  const droite = A4[0] - MARGE
  ecrire(nature.toUpperCase(), droite, { taille: 18, police: gras, aDroite: true })
  y -= 18
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
    if (vendeurLignes[i]) ecrire(vendeurLignes[i], MARGE, { couleur: GRIS })
    if (identite[i]) ecrire(identite[i], droite, { police: i === 0 ? gras : normal, aDroite: true })
    y -= 14
  }

  // Buyer.
  y -= 16
  const a = d.acheteur
  ecrire(d.avoir ? 'Client' : 'Facturé à', 320, { police: gras })
  y -= 14
  for (const l of [
    a.societe,
    a.nom,
    ...a.adresse,
    a.email,
    a.siren ? `SIREN\u00a0: ${a.siren}` : null,
    a.numeroTva ? `TVA intracommunautaire\u00a0: ${a.numeroTva}` : null,
  ]) {
    if (!l?.trim()) continue
    ecrire(l, 320)
    y -= 14
  }

  // Lines.
  const { lignes, totaux, groupes } = ventilerDocument(d)
  const tva = groupes.some((g) => g.traitement.categorie !== 'E')
  const colonnes = tva
    ? [
        { titre: 'Qté', x: 300 },
        { titre: 'P.U. HT', x: 365 },
        { titre: 'TVA', x: 410 },
        { titre: 'Montant TVA', x: 475 },
        { titre: 'Total TTC', x: droite },
      ]
    : [
        { titre: 'Qté', x: 380 },
        { titre: 'Prix unitaire', x: 460 },
        { titre: 'Total', x: droite },
      ]
  const largeurDesignation = (tva ? 300 - 25 : 380 - 25) - MARGE
  const entete = () => {
    y -= 20
    ecrire('Désignation', MARGE, { police: gras })
    for (const c of colonnes) ecrire(c.titre, c.x, { police: gras, aDroite: true })
    y -= 6
    page.drawLine({ start: { x: MARGE, y }, end: { x: droite, y }, thickness: 0.5, color: GRIS })
    y -= 14
  }
  entete()
  for (const l of lignes) {
    const texte = couper(l.designation, largeurDesignation, normal, 10)
    if (y - 14 * texte.length < MARGE + 120) {
      page = doc.addPage(A4)
      y = A4[1] - MARGE
      entete()
    }
    const qte = String(l.quantite)
    const valeurs = tva
      ? [qte, formatPrix(l.puHt), pourcent(l.taux), formatPrix(l.tva), formatPrix(l.ttc)]
      : [qte, formatPrix(l.puHt), formatPrix(l.ht)]
    valeurs.forEach((val, i) => ecrire(val, colonnes[i].x, { aDroite: true }))
    for (const t of texte) {
      ecrire(t, MARGE)
      y -= 14
    }
  }
  page.drawLine({ start: { x: MARGE, y: y + 8 }, end: { x: droite, y: y + 8 }, thickness: 0.5, color: GRIS })

  // Totals.
  y -= 8
  const total = (libelle: string, montant: number, police = normal) => {
    ecrire(libelle, 420, { police, aDroite: true })
    ecrire(formatPrix(montant), droite, { police, aDroite: true })
    y -= 15
  }
  total('Total HT', totaux.ht)
  if (tva)
    for (const g of groupes)
      total(
        `TVA ${pourcent(g.taux)}${g.traitement.categorie === 'S' ? '' : ` (${g.traitement.categorie})`}`,
        g.tva,
      )
  total('Total TTC', totaux.ttc, gras)
  if (totaux.arrondi) {
    total('Arrondi', totaux.arrondi)
    total(d.avoir ? 'Montant remboursé' : 'Montant payé', totaux.paye, gras)
  }

  y -= 20
  const mentions = [
    d.avoir
      ? `${d.avoir.partiel ? 'Avoir partiel sur' : 'Avoir annulant'} la facture ${d.avoir.factureReference}\u00a0; somme remboursée le ${formatDate(d.avoir.rembourseLe)} sur le moyen de paiement d’origine.`
      : `Facture acquittée le ${formatDate(d.payeeLe)}, ${d.moyenPaiement}.`,
    `Catégorie de l’opération\u00a0: ${categorieOperation(d.lignes.map((l) => l.nature))}.`,
    ...(d.livraison ? [`Adresse de livraison\u00a0: ${d.livraison.lignes.join(', ')}.`] : []),
  ]
  for (const ligne of mentions.flatMap((m) => couper(m, droite - MARGE, normal, 10))) {
    ecrire(ligne, MARGE)
    y -= 14
  }
  // The reason no VAT is charged: franchise, exempt intra-community supply, reverse charge.
  for (const mention of new Set(groupes.map((g) => g.traitement.mention).filter(Boolean))) {
    ecrire(mention!, MARGE, { police: gras })
    y -= 14
  }
  return doc.save()
}
