import { estPaysUe, TAUX_NORMAUX_UE } from './tauxUe'

/** EN 16931 VAT categories (UNTDID 5305) our documents use. */
export type CategorieTva = 'S' | 'E' | 'K' | 'AE'

/** How the VAT of a line is treated: category, rate, and for a 0 % category its reason (BT-120, BT-121). */
export type TraitementTva = {
  categorie: CategorieTva
  taux: number
  code: string | null
  mention: string | null
  /** The member state whose rate applies, when not France's (one-stop shop). */
  pays?: string
}

/**
 * The VAT regime of a document, frozen with its invoice: the buyer's country and the treatment of the
 * goods (printed items and their shipping, taxed where they arrive) and of the services (digital
 * files, taxed where the buyer is).
 */
export type RegimeTva = { pays: string | null; biens: TraitementTva; services: TraitementTva }

export const MENTION_293B = 'TVA non applicable, art. 293\u00a0B du CGI'
export const MENTION_262TER = 'Exonération de TVA, article 262 ter I du CGI'
export const MENTION_AUTOLIQUIDATION = 'Autoliquidation'
export const VATEX_FRANCHISE = 'VATEX-FR-FRANCHISE'
export const VATEX_INTRACOMMUNAUTAIRE = 'VATEX-EU-IC'
export const VATEX_AUTOLIQUIDATION = 'VATEX-EU-AE'

const FRANCHISE: TraitementTva = { categorie: 'E', taux: 0, code: VATEX_FRANCHISE, mention: MENTION_293B }
const LIVRAISON_IC: TraitementTva = {
  categorie: 'K',
  taux: 0,
  code: VATEX_INTRACOMMUNAUTAIRE,
  mention: MENTION_262TER,
}
const AUTOLIQUIDATION: TraitementTva = {
  categorie: 'AE',
  taux: 0,
  code: VATEX_AUTOLIQUIDATION,
  mention: MENTION_AUTOLIQUIDATION,
}
const normal = (taux: number, pays?: string): TraitementTva => ({
  categorie: 'S',
  taux,
  code: null,
  mention: null,
  ...(pays ? { pays } : {}),
})

export type SituationTva = {
  /** The seller under the franchise en base (art. 293 B du CGI): no VAT at all, whatever the buyer. */
  franchise: boolean
  /** The French rate of the settings. */
  tauxFrance: number
  /** The member state of the buyer's valid VAT number, if one was given and passed its check. */
  paysNumeroTva: string | null
  /** The buyer's country: its billing address (for a file-only order, the one the buyer gives). */
  paysFacturation: string | null
  /** Where printed items go (their shipping address); the billing country when none. */
  paysLivraison: string | null
  /** The shop's EU distance sales over the one-stop-shop threshold (or the option taken). */
  guichetUnique: boolean
}

/** An EU business buyer established in another member state, whose address is in that state. */
export const acheteurProUe = (s: Pick<SituationTva, 'paysNumeroTva' | 'paysFacturation'>): boolean =>
  Boolean(
    s.paysNumeroTva &&
    s.paysNumeroTva !== 'FR' &&
    estPaysUe(s.paysNumeroTva) &&
    s.paysNumeroTva === s.paysFacturation?.toUpperCase(),
  )

/** A consumer's (or a French business's) VAT: the destination's rate over the threshold, else France's. */
function aLaDestination(s: SituationTva, pays: string | null): TraitementTva {
  const p = pays?.toUpperCase() ?? null
  return s.guichetUnique && p && p !== 'FR' && estPaysUe(p)
    ? normal(TAUX_NORMAUX_UE[p], p)
    : normal(s.tauxFrance)
}

/**
 * The rules of the shop (docs/decisions/0193): the franchise wins over everything; an EU business
 * buyer of another member state gets an exempt intra-community supply (K) for goods shipped to that
 * state and a reverse charge (AE) for files; every other buyer pays French VAT, or the destination's
 * rate once the one-stop-shop threshold is passed.
 */
export function regimeTva(s: SituationTva): RegimeTva {
  const pays = s.paysFacturation?.toUpperCase() || null
  if (s.franchise) return { pays, biens: FRANCHISE, services: FRANCHISE }
  const livraison = s.paysLivraison?.toUpperCase() || pays
  if (acheteurProUe(s))
    return {
      pays,
      biens: livraison === s.paysNumeroTva ? LIVRAISON_IC : aLaDestination(s, livraison),
      services: AUTOLIQUIDATION,
    }
  return { pays, biens: aLaDestination(s, livraison), services: aLaDestination(s, pays) }
}

/** The regime of a document issued before regimes were frozen: one category, the seller's. */
export const regimeHerite = (franchise: boolean, taux: number, pays: string | null): RegimeTva =>
  franchise
    ? { pays, biens: FRANCHISE, services: FRANCHISE }
    : { pays, biens: normal(taux), services: normal(taux) }

/** Exempt or reverse-charged: the buyer pays the net price, without French VAT. */
export const sansTva = (t: TraitementTva) => t.categorie === 'K' || t.categorie === 'AE'

const regions = new Intl.DisplayNames(['fr'], { type: 'region' })
const pourcent = (taux: number) => `${String(taux).replace('.', ',')}\u00a0%`

/**
 * What the receipt says of the VAT of an order's lines (`natures`: goods, files): why none is charged,
 * or the member state whose rate applies; nothing for French VAT, the prices' usual case.
 */
export function mentionsTva(regime: RegimeTva | null, natures: { biens: boolean; services: boolean }) {
  if (!regime) return []
  const traitements = [natures.biens ? regime.biens : null, natures.services ? regime.services : null]
  const phrases = traitements.filter(Boolean).map((t) => {
    if (t!.categorie === 'K') return `${MENTION_262TER}\u00a0: livraison intracommunautaire, prix hors taxes.`
    if (t!.categorie === 'AE')
      return `${MENTION_AUTOLIQUIDATION}\u00a0: la TVA est due par l’acheteur, prix hors taxes.`
    if (t!.categorie === 'E') return `${MENTION_293B}.`
    return t!.pays
      ? `TVA ${regions.of(t!.pays) ?? t!.pays} à ${pourcent(t!.taux)} comprise (guichet unique).`
      : null
  })
  return [...new Set(phrases.filter((p): p is string => Boolean(p)))]
}
