import type { PayloadRequest } from 'payload'

import type { Commande } from '@/payload-types'

/**
 * Delivered: the date, only on a shipped order not yet delivered (a concurrent click finds nothing to
 * update and gets null). The staff request goes along, so the journal's hook notes who.
 */
export async function ecrireLivraison(
  req: PayloadRequest,
  id: Commande['id'],
  livreeLe: string,
): Promise<Commande | null> {
  const { docs } = await req.payload.update({
    collection: 'commandes',
    where: {
      and: [{ id: { equals: id } }, { statut: { equals: 'expediee' } }, { livreeLe: { exists: false } }],
    },
    data: { livreeLe },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}
