import type { Reglage } from '@/payload-types'
import { MESSAGE_TVA } from '@/lib/facture'
import { type RegimeTva, verifierNumeroTva } from '@/lib/tva'

import { regimeProAnnonce } from './prixSansTva'

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
  const taux = typeof reglages.tauxTva === 'number' ? reglages.tauxTva : 20
  // Printed items ship to that country only (the checkout restricts Stripe's shipping countries).
  return { ok: true, regime: regimeProAnnonce(verification.numero, pays, { taux, franchise: false }) }
}
