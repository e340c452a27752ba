import type { Payload } from 'payload'

import type { Commande } from '@/payload-types'

/** Statuses of an order whose payment was recorded: its files, invoice and confirmation are due. */
export const STATUTS_PAYES: ReadonlySet<Commande['statut']> = new Set(['payee', 'expediee'])

export const estPayee = (statut: Commande['statut'] | null | undefined): boolean =>
  statut != null && STATUTS_PAYES.has(statut)

/** The order of a signed link's id, or null (unknown id, or one the database cannot parse). */
export async function commandeDuJeton(payload: Payload, id: number | string): Promise<Commande | null> {
  return payload
    .findByID({ collection: 'commandes', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
}
