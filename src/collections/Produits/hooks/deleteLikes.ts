import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * The likes of a deleted product mean nothing: they go with it, in the same transaction. The SQLite
 * schema would otherwise try to set `likes.produit_id` to null (ON DELETE SET NULL on a NOT NULL column)
 * and the delete failed with a 500; on MongoDB they stayed, pointing at nothing. Straight through the
 * adapter: likes have no hooks, and one statement beats one operation per like.
 */
export const deleteLikes: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.db.deleteMany({ collection: 'likes', where: { produit: { equals: id } }, req })
}
