import type { CollectionBeforeChangeHook } from 'payload'

import { readCompteurs } from '@/lib/produits/compteurs'

/**
 * Counters move on the product's row only (src/lib/produits/compteurs.ts), while an editor's save
 * starts from the latest version, whose counters may be old: copy the live values in, so saving a
 * product never takes likes, adds to cart or sales back.
 */
export const keepCounters: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc?.id) return data
  const live = await readCompteurs(req.payload, originalDoc.id, req)
  return { ...data, ...live }
}
