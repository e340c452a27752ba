import type { Payload } from 'payload'

import type { Commande } from '@/payload-types'

import { normaliserEmail } from './jeton'

/** Orders worth showing a customer: paid, shipped, refunded, or a payment still being confirmed. */
const VISIBLES: Commande['statut'][] = ['en_attente', 'payee', 'expediee', 'remboursee']
export const MAX_COMMANDES = 200

/**
 * The orders of one e-mail, newest first. The query narrows on the address whatever its case; the exact
 * comparison after it is the guarantee: no order of another address ever comes back.
 */
export async function commandesDeLEmail(payload: Payload, email: string): Promise<Commande[]> {
  const cible = normaliserEmail(email)
  if (!cible) return []
  const { docs } = await payload.find({
    collection: 'commandes',
    where: { and: [{ email: { like: cible } }, { statut: { in: VISIBLES } }] },
    sort: '-createdAt',
    limit: MAX_COMMANDES,
    depth: 0,
    overrideAccess: true,
  })
  return docs.filter((c) => normaliserEmail(c.email) === cible)
}

/** Whether the address has at least one paid order (what earns it a sign-in link). */
export async function aDesCommandes(payload: Payload, email: string): Promise<boolean> {
  return (await commandesDeLEmail(payload, email)).some((c) => c.statut !== 'en_attente')
}
