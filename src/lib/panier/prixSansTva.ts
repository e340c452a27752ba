import { regimeTva, type RegimeTva, sansTva, verifierHorsLigne } from '@/lib/tva/client'

import type { Montants } from '../commande/client'

/** A catalogue price (VAT included) without French VAT, to the cent. */
const horsTaxe = (ttc: number, taux: number) => Math.round((ttc * 100) / (100 + taux))

/**
 * Catalogue prices include French VAT; an exempt or reverse-charged line is sold at its price without
 * it, and so is the shipping of exempt goods (docs/decisions/0193). Free shipping and the parcel are
 * decided on the catalogue prices, as the cart announced them. Pure: the cart shows what the checkout
 * will charge.
 */
export function prixSansTva<L extends { prix: number; quantite?: number | null; livraison?: string | null }>(
  lignes: L[],
  montants: Montants,
  regime: RegimeTva | null,
  tauxFrance: number,
): { lignes: L[]; montants: Montants } {
  if (!regime) return { lignes, montants }
  const traitement = (l: L) => (l.livraison === 'numerique' ? regime.services : regime.biens)
  const nettes = lignes.map((l) =>
    sansTva(traitement(l)) ? { ...l, prix: horsTaxe(l.prix, tauxFrance) } : l,
  )
  const sousTotal = nettes.reduce((s, l) => s + l.prix * (l.quantite ?? 1), 0)
  const fraisDePort = sansTva(regime.biens)
    ? horsTaxe(montants.fraisDePort, tauxFrance)
    : montants.fraisDePort
  return { lignes: nettes, montants: { ...montants, sousTotal, fraisDePort, total: sousTotal + fraisDePort } }
}

/** The EU business regime a buyer's entries give, checked offline (the cart's preview; the checkout
 *  checks again, with VIES when set): null for a consumer, a French company or under the franchise. */
export function regimeProAnnonce(
  numeroTva: string,
  pays: string,
  { taux, franchise }: { taux: number; franchise: boolean },
): RegimeTva | null {
  const v = verifierHorsLigne(numeroTva)
  if (franchise || !v.valide || !v.pays || v.pays === 'FR' || v.pays !== pays) return null
  return regimeTva({
    franchise,
    tauxFrance: taux,
    paysNumeroTva: v.pays,
    paysFacturation: pays,
    paysLivraison: pays,
    guichetUnique: false,
  })
}
