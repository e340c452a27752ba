import type { PayloadRequest } from 'payload'

import type { AdminCollection } from './fields'

/** The document with this slug as the user may see it (drafts included for produits), or null. */
export async function findBySlug(req: PayloadRequest, collection: AdminCollection, slug: string) {
  const { docs } = await req.payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    draft: collection === 'produits',
    overrideAccess: false,
    req,
  })
  return docs[0] ?? null
}
