import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { invalidateProduit, removeProduit } from '@/lib/images'

/** A new artwork, slug or publication state is visible on the derivative URLs at once. */
export const invalidateImages: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await invalidateProduit(doc, previousDoc).catch((err) =>
    req.payload.logger.warn({ err }, 'images: invalidation'),
  )
  return doc
}

export const invalidateImagesOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await removeProduit(doc.slug).catch((err) => req.payload.logger.warn({ err }, 'images: invalidation'))
  return doc
}
