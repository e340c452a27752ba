import type { Payload } from 'payload'

import { transition } from './transitions'

/** Stripe Checkout sessions live 24 h at most: an order still `en_attente` after that will never be
 *  paid through its session (abandoned checkout, or a process killed before the Stripe call). */
export const DUREE_COMMANDE_EN_ATTENTE_MS = 24 * 3600_000

/**
 * Cancels the orders left `en_attente` for more than 24 h, each through the same conditional change
 * as the webhook (a payment landing at that moment wins or loses cleanly). `expireeLe` marks them so a
 * payment event delayed past the sweep still marks the order paid. Returns how many were cancelled.
 */
export async function annulerCommandesExpirees(
  payload: Payload,
  maintenant: Date = new Date(),
  { limite = 100 }: { limite?: number } = {},
): Promise<number> {
  const avant = new Date(maintenant.getTime() - DUREE_COMMANDE_EN_ATTENTE_MS).toISOString()
  const { docs } = await payload.find({
    collection: 'commandes',
    where: { and: [{ statut: { equals: 'en_attente' } }, { createdAt: { less_than: avant } }] },
    sort: 'createdAt',
    limit: limite,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {},
  })
  let annulees = 0
  for (const { id } of docs) {
    const c = await transition(payload, { id: { equals: id } }, 'annule', {
      expireeLe: maintenant.toISOString(),
    })
    if (c) annulees += 1
  }
  if (annulees) payload.logger.info({ annulees }, 'Commandes en attente depuis plus de 24 h annulées')
  return annulees
}
