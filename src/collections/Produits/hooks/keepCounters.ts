import type { CollectionBeforeChangeHook } from 'payload'

import { readCompteurs } from '@/lib/catalogue'

/**
 * Counters move on the product's row only (src/lib/catalogue/compteurs.ts), while an editor's save
 * starts from the latest version, whose counters may be old: copy the live values in, so saving a
 * product never takes likes, adds to cart or sales back. A caller that really sets counters through
 * payload.update passes `context: { compteurs: true }`.
 */
export const keepCounters: CollectionBeforeChangeHook = async ({
  context,
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc?.id || context?.compteurs === true) return data
  const live = await readCompteurs(req.payload, originalDoc.id, req)
  return { ...data, ...live }
}
