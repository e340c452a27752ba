import type { PayloadRequest } from 'payload'

/** Shipped orders whose delivery is not dated yet, oldest shipment first: « En route » on « À expédier »,
 *  where the studio marks them delivered (src/lib/commande/livree.ts). Read with the caller's access. */
export async function commandesEnRoute(req: PayloadRequest, limite = 200) {
  const { docs, totalDocs } = await req.payload.find({
    collection: 'commandes',
    where: { and: [{ statut: { equals: 'expediee' } }, { livreeLe: { exists: false } }] },
    sort: 'expedieeLe',
    limit: limite,
    depth: 0,
    req,
    overrideAccess: false,
    select: { numero: true, email: true, expedieeLe: true, transporteur: true, numeroSuivi: true },
  })
  return { commandes: docs, total: totalDocs }
}
