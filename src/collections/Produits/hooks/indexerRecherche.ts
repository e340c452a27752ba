import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { indexerProduits } from '@/lib/catalogue'

/**
 * Keeps the search index (src/lib/catalogue/recherche) in step with what visitors can see: after every write the
 * product is re-read as stored — published with its published texts, or not — so a publication, an
 * edit of a published product, an unpublication and a draft saved over a published product (which
 * leaves its published texts in place) all come out right. The seed skips it and rebuilds at the end.
 */
export const indexerRecherche: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (req.context?.seed) return doc
  await indexerProduits(req.payload, [doc.id], req)
  return doc
}

export const desindexerRecherche: CollectionAfterDeleteHook = async ({ id, req }) => {
  // Re-read like any change: the product is gone, so its entry goes.
  await indexerProduits(req.payload, [id], req)
}
