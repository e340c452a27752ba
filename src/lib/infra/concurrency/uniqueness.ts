import type { CollectionSlug, Payload, Where } from 'payload'

/**
 * Application-level uniqueness for values two concurrent requests may write at once (an order number,
 * a subscriber's e-mail). The unique index catches it on SQL, but MongoDB builds indexes in the
 * background, so the shop does not rely on it alone: among the documents matching `where`, the oldest
 * (then the smallest id) keeps the value and the others yield.
 */
export async function isFirstHolder(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  id: number | string,
): Promise<boolean> {
  const { docs } = await payload.find({
    collection,
    where,
    sort: ['createdAt', 'id'],
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {},
  })
  return docs.length === 0 || String(docs[0].id) === String(id)
}
