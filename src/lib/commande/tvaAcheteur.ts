import type { Reglage } from '@/payload-types'
import { MESSAGE_TVA } from '@/lib/facture/tva'
import { type RegimeTva, regimeTva, sansTva } from '@/lib/tva/regime'
import { verifierNumeroTva } from '@/lib/tva/vies'

import type { LignePayee } from './lignesPanier'
import type { Montants } from './montants'

const regions = new Intl.DisplayNames(['fr'], { type: 'region' })

export const MESSAGES_TVA_ACHETEUR = {
  paysRequis:
    'Indiquez le pays de facturation de la société\u00a0: celui de son numéro de TVA intracommunautaire.',
  paysDifferent: (numero: string, pays: string) =>
    `Le numéro de TVA ${numero} n’est pas un numéro de ce pays (${regions.of(pays) ?? pays})\u00a0: une société est facturée dans le pays qui lui a donné son numéro.`,
} as const

/**
 * The regime the checkout prices for a buyer who gave a VAT number (docs/decisions/0193): checked
 * (./src/lib/tva/vies.ts: offline check digits here, VIES in production), then, for a company of
 * another member state whose billing country is its number's, its goods exempt (K) and its files
 * reverse-charged (AE). A French number, or a seller under the franchise, keeps the prices as they are
 * (null); so does a buyer without a number — the invoice decides its VAT from its address.
 */
export async function regimeAcheteurPro(
  numeroTva: string | undefined,
  pays: string | undefined,
  reglages: Partial<Reglage>,
): Promise<{ ok: true; regime: RegimeTva | null } | { ok: false; error: string }> {
  if (!numeroTva) return { ok: true, regime: null }
  const verification = await verifierNumeroTva(numeroTva)
  if (!verification.valide || !verification.pays) return { ok: false, error: MESSAGE_TVA }
  if (pays && pays !== verification.pays)
    return { ok: false, error: MESSAGES_TVA_ACHETEUR.paysDifferent(verification.numero, pays) }
  if (verification.pays === 'FR' || reglages.tvaNonApplicable) return { ok: true, regime: null }
  if (!pays) return { ok: false, error: MESSAGES_TVA_ACHETEUR.paysRequis }
  const regime = regimeTva({
    franchise: false,
    tauxFrance: typeof reglages.tauxTva === 'number' ? reglages.tauxTva : 20,
    paysNumeroTva: verification.pays,
    paysFacturation: pays,
    // Printed items ship to that country only (the checkout restricts Stripe's shipping countries).
    paysLivraison: pays,
    guichetUnique: false,
  })
  return { ok: true, regime }
}

/** A catalogue price (VAT included) without French VAT, to the cent. */
const horsTaxe = (ttc: number, taux: number) => Math.round((ttc * 100) / (100 + taux))

/**
 * Catalogue prices include French VAT; an exempt or reverse-charged line is sold at its price without
 * it, and so is the shipping of exempt goods (docs/decisions/0193). Free shipping and the parcel are
 * decided on the catalogue prices, as the cart announced them.
 */
export function prixSansTva(
  lignes: LignePayee[],
  montants: Montants,
  regime: RegimeTva | null,
  tauxFrance: number,
): { lignes: LignePayee[]; montants: Montants } {
  if (!regime) return { lignes, montants }
  const traitement = (l: { livraison: string }) =>
    l.livraison === 'numerique' ? regime.services : regime.biens
  const nettes = lignes.map((l) =>
    sansTva(traitement(l)) ? { ...l, prix: horsTaxe(l.prix, tauxFrance) } : l,
  )
  const sousTotal = nettes.reduce((s, l) => s + l.prix * l.quantite, 0)
  const fraisDePort = sansTva(regime.biens)
    ? horsTaxe(montants.fraisDePort, tauxFrance)
    : montants.fraisDePort
  return { lignes: nettes, montants: { ...montants, sousTotal, fraisDePort, total: sousTotal + fraisDePort } }
}
