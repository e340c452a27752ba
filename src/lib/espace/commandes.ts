import type { Payload, Where } from 'payload'

import type { Commande } from '@/payload-types'
import { commandesPermises } from '@/lib/commande'

import { normaliserEmail } from './jeton'

/** Orders a customer sees, and that earn a sign-in link: paid ones only (paid, shipped, refunded).
 *  An abandoned checkout (`en_attente`), whoever typed the address, is neither shown nor counted. */
const PAYEES: Commande['statut'][] = ['payee', 'expediee', 'remboursee']
export const COMMANDES_PAR_PAGE = 20

/** Checkout writes the address trimmed and in lower case (src/lib/panier/paiement.ts): equality on
 *  the normalised form finds every order of the address and none of another (docs/decisions/0106). */
const deLEmail = (adresse: string): Where => ({
  and: [{ email: { equals: adresse } }, { statut: { in: PAYEES } }, commandesPermises('espace')],
})

export type PageCommandes = { docs: Commande[]; page: number; pages: number; total: number }

/** One page of the paid orders of an e-mail, newest first. */
export async function commandesDeLEmail(payload: Payload, email: string, page = 1): Promise<PageCommandes> {
  const adresse = normaliserEmail(email)
  if (!adresse) return { docs: [], page: 1, pages: 1, total: 0 }
  const res = await payload.find({
    collection: 'commandes',
    where: deLEmail(adresse),
    sort: '-createdAt',
    limit: COMMANDES_PAR_PAGE,
    page: Math.max(1, Math.floor(page) || 1),
    depth: 0,
    overrideAccess: true,
  })
  return { docs: res.docs, page: res.page ?? 1, pages: Math.max(1, res.totalPages), total: res.totalDocs }
}

/** Whether the address has at least one paid order (what earns it a sign-in link). */
export async function aDesCommandes(payload: Payload, email: string): Promise<boolean> {
  const adresse = normaliserEmail(email)
  if (!adresse) return false
  const { totalDocs } = await payload.count({
    collection: 'commandes',
    where: deLEmail(adresse),
    overrideAccess: true,
  })
  return totalDocs > 0
}
