import type { Payload } from 'payload'

import type { Commande, Reglage } from '@/payload-types'

import { guichetUniqueApplique } from './guichetUnique'
import { type RegimeTva, regimeTva, type SituationTva } from './regime'

/** The regime the checkout priced and stored on the order (an EU business buyer's), if any. */
export const regimeDuPaiement = (c: Pick<Commande, 'regimeTva'>): RegimeTva | null => {
  const r = c.regimeTva as RegimeTva | null | undefined
  return r && typeof r === 'object' && r.biens && r.services ? r : null
}

/**
 * The VAT regime an order's invoice is issued under, decided once with it: the checkout's when it
 * priced one (an EU business buyer paid net prices), else the buyer's country from its address — the
 * billing one, else where its goods went — under the settings' franchise, rate and one-stop-shop rule.
 */
export async function regimeDeCommande(
  payload: Payload,
  commande: Commande,
  reglages: Partial<Reglage>,
): Promise<RegimeTva> {
  const paiement = regimeDuPaiement(commande)
  if (paiement) return paiement
  const situation: SituationTva = {
    franchise: Boolean(reglages.tvaNonApplicable),
    tauxFrance: typeof reglages.tauxTva === 'number' ? reglages.tauxTva : 20,
    paysNumeroTva: null,
    paysFacturation: commande.facturation?.pays || commande.adresseLivraison?.pays || null,
    paysLivraison: commande.adresseLivraison?.pays || null,
    guichetUnique: false,
  }
  const enFrance = regimeTva(situation)
  if (situation.franchise) return enFrance
  const guichetUnique = await guichetUniqueApplique(payload, reglages, commande)
  return guichetUnique ? regimeTva({ ...situation, guichetUnique }) : enFrance
}
