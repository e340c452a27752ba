import type { Reglage } from '@/payload-types'

import { formatPrix } from '@/lib/format'

/**
 * The seller's one identity (Law III, item 1), as the settings hold it: the legal pages, the CGV, the
 * receipts and the invoices render it from here, so that they cannot disagree.
 */
export type IdentiteVendeur = {
  raisonSociale: string
  formeJuridique: string | null
  capital: number | null
  immatriculation: string | null
  siret: string | null
  adresse: string[]
  tvaNonApplicable: boolean
  numeroTva: string | null
  tauxTva: number
  telephone: string | null
  email: string | null
  directionPublication: string | null
  mediateur: { nom: string; adresse: string[]; site: string | null } | null
  hebergeur: { nom: string; adresse: string[]; telephone: string | null } | null
}

const lignes = (texte: string | null | undefined) =>
  (texte ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)

export function identiteDesReglages(r: Partial<Reglage>): IdentiteVendeur {
  return {
    raisonSociale: r.raisonSociale || r.author || 'Mots & Couleurs',
    formeJuridique: r.formeJuridique || null,
    capital: typeof r.capital === 'number' ? r.capital : null,
    immatriculation: r.immatriculation || null,
    siret: r.siret?.replace(/\s+/g, '') || null,
    adresse: lignes(r.adresseVendeur),
    tvaNonApplicable: Boolean(r.tvaNonApplicable),
    numeroTva: r.tvaNonApplicable ? null : r.numeroTvaVendeur || null,
    tauxTva: typeof r.tauxTva === 'number' ? r.tauxTva : 20,
    telephone: r.telephoneVendeur || null,
    email: r.emailVendeur || r.email || null,
    directionPublication: r.directionPublication || null,
    mediateur: r.mediateur?.nom
      ? { nom: r.mediateur.nom, adresse: lignes(r.mediateur.adresse), site: r.mediateur.site || null }
      : null,
    hebergeur: r.hebergeur?.nom
      ? {
          nom: r.hebergeur.nom,
          adresse: lignes(r.hebergeur.adresse),
          telephone: r.hebergeur.telephone || null,
        }
      : null,
  }
}

/** `123 456 782 00002`: a SIRET as people read it. */
export const siretLisible = (siret: string) => siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4')

const nb = '\u00a0'

/** « Atelier Mots & Couleurs SARL, SARL au capital de 5 000,00 €, RCS Lyon …, SIRET …, 8 rue … ». */
export function phrasesVendeur(v: IdentiteVendeur): string[] {
  const forme = [
    v.formeJuridique,
    v.capital !== null && v.formeJuridique ? `au capital de ${formatPrix(v.capital)}` : null,
  ]
    .filter(Boolean)
    .join(' ')
  return [
    [v.raisonSociale, forme || null].filter(Boolean).join(', ') + '.',
    v.adresse.length ? `Siège${nb}: ${v.adresse.join(', ')}.` : null,
    [v.immatriculation, v.siret ? `SIRET${nb}: ${siretLisible(v.siret)}` : null]
      .filter(Boolean)
      .join(' — ') || null,
    v.tvaNonApplicable
      ? 'TVA non applicable, article 293\u00a0B du Code général des impôts.'
      : v.numeroTva
        ? `TVA intracommunautaire${nb}: ${v.numeroTva}.`
        : null,
    [v.telephone ? `Téléphone${nb}: ${v.telephone}` : null, v.email ? `e-mail${nb}: ${v.email}` : null]
      .filter(Boolean)
      .join(' — ') || null,
  ].filter((l): l is string => Boolean(l))
}

/**
 * The model withdrawal form of the annex to article R221-1 of the Code de la consommation, addressed
 * to the seller: the CGV page and the receipt print these lines.
 */
export function formulaireRetractation(v: IdentiteVendeur): { titre: string; lignes: string[] } {
  const destinataire = [v.raisonSociale, ...v.adresse, v.email].filter(Boolean).join(', ')
  return {
    titre: 'Modèle de formulaire de rétractation',
    lignes: [
      '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
      `À l’attention de ${destinataire}${nb}:`,
      `Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous${nb}:`,
      `Commandé le (*)/reçu le (*)${nb}:`,
      `Nom du (des) consommateur(s)${nb}:`,
      `Adresse du (des) consommateur(s)${nb}:`,
      `Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)${nb}:`,
      `Date${nb}:`,
      '(*) Rayez la mention inutile.',
    ],
  }
}
