import type { PayloadRequest } from 'payload'

import type { AdminCollection } from './fields'

/** The document with this slug as the user may see it (drafts included for produits), or null. A
 *  product whose pending draft renames its slug is still found by its published slug. */
export async function lireParSlug(req: PayloadRequest, collection: AdminCollection, slug: string) {
  const find = (draft: boolean) =>
    req.payload
      .find({
        collection,
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 0,
        draft,
        overrideAccess: false,
        req,
      })
      .then(({ docs }) => docs[0] ?? null)
  if (collection !== 'produits') return find(false)
  return (await find(true)) ?? (await find(false))
}
