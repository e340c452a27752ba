import type { Payload, Where } from 'payload'

import type { Commande } from '@/payload-types'

import { appliquerRemboursement } from './ecritures'
import type { Stripe } from './stripe'

/**
 * Records the total refunded on an order so far, as Stripe counts it (a charge's `amount_refunded`):
 * raised only, by a conditional write, so that events applied out of order, or a stale figure, never
 * lower it. Returns whether this call raised it.
 */
export async function enregistrerMontantRembourse(
  payload: Payload,
  cible: Where,
  montant: number,
): Promise<boolean> {
  if (!Number.isInteger(montant) || montant < 0) return false
  const id = await appliquerRemboursement(
    payload,
    {
      cible,
      where: {
        or: [{ montantRembourse: { less_than: montant } }, { montantRembourse: { exists: false } }],
      },
      mongo: { $or: [{ montantRembourse: { $lt: montant } }, { montantRembourse: null }] },
    },
    { montantRembourse: montant },
  )
  return id !== null
}

/**
 * The total refunded on the order's payment after `refund`, from Stripe's own charge; should Stripe
 * not answer, what the order recorded before plus this refund (never more than the total).
 */
export async function totalRembourse(
  stripe: Stripe,
  refund: Pick<Stripe.Refund, 'amount' | 'charge'>,
  commande: Pick<Commande, 'montantRembourse' | 'total'>,
): Promise<number> {
  const charge = typeof refund.charge === 'string' ? refund.charge : (refund.charge?.id ?? null)
  if (charge) {
    try {
      return (await stripe.charges.retrieve(charge)).amount_refunded
    } catch {
      // The refund is made; its figure below is the best left.
    }
  }
  return Math.min(commande.total, (commande.montantRembourse ?? 0) + refund.amount)
}
