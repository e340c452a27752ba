import type { Payload } from 'payload'

import type { Commande } from '@/payload-types'

import { type Stripe, stripeClient } from '../commande'

/** What the order records of a promotion code: the discount granted and the amount charged. */
export type RemiseStripe = { remise: number; codePromo: string | null; total: number }

/**
 * The customer-facing code (BIENVENUE10) of the session's promotion code. Events carry only its id
 * (`promo_…`), so it is read from the API; unknown (no key, API down) is null, the discount itself
 * being recorded all the same.
 */
export async function codeDePromotion(
  payload: Payload,
  session: Stripe.Checkout.Session,
  stripe: Stripe | null = stripeClient(),
): Promise<string | null> {
  const promo = session.discounts?.find((d) => d.promotion_code)?.promotion_code
  if (!promo) return null
  if (typeof promo !== 'string') return promo.code
  if (!stripe) return null
  try {
    return (await stripe.promotionCodes.retrieve(promo)).code
  } catch (err) {
    payload.logger.error({ err, promo }, 'Lecture du code promo Stripe impossible')
    return null
  }
}

/** Whether Stripe granted a discount on the session (a promotion code entered on its page). */
export const aUneRemise = (session: Stripe.Checkout.Session) =>
  (session.total_details?.amount_discount ?? 0) > 0

/**
 * What the order records of the session's discount, null when none. The order's total becomes Stripe's
 * `amount_total`, the amount paid, and the discount what separates it from the order's own total, so
 * that the invoice always adds up to the amount paid; Stripe computes it the same way (subtotal −
 * discount + shipping), a difference is logged. A session charging more than the order is never taken
 * as its total (logged instead).
 */
export async function remiseDeSession(
  payload: Payload,
  session: Stripe.Checkout.Session,
  commande: Pick<Commande, 'numero' | 'sousTotal' | 'fraisDePort'>,
): Promise<RemiseStripe | null> {
  if (!aUneRemise(session)) return null
  const attendu = commande.sousTotal + commande.fraisDePort
  const paye = session.amount_total
  const annoncee = session.total_details?.amount_discount
  if (typeof paye !== 'number' || paye < 0 || paye >= attendu) {
    payload.logger.error(
      { numero: commande.numero, attendu, paye, annoncee },
      'Montant Stripe incohérent avec la commande\u00a0: remise non enregistrée',
    )
    return null
  }
  const remise = attendu - paye
  if (remise !== annoncee)
    payload.logger.warn({ numero: commande.numero, remise, annoncee }, 'Remise Stripe recalculée')
  return { remise, codePromo: await codeDePromotion(payload, session), total: paye }
}
