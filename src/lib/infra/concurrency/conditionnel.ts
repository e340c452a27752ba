import type { CollectionSlug, Payload, Where } from 'payload'

type MongoModel = { updateOne: (filtre: object, maj: object) => Promise<{ modifiedCount: number }> }

export type Condition = {
  /** The document(s) aimed at (an id, a Stripe session id…). */
  cible: Where
  /** The state the document must still be in, as a Payload `where` (SQL)… */
  where: Where
  /** …and the same condition as a MongoDB filter (top-level fields only). */
  mongo: Record<string, unknown>
}

/**
 * Compare-and-set that exactly one concurrent caller wins: an order's state change, an outbox row's
 * claim. SQL: a single `UPDATE … WHERE <cible> AND <condition> RETURNING`. MongoDB: `updateOne` on the
 * document's id and the condition, won by the caller whose `modifiedCount` is 1 — single-document
 * updates are atomic on MongoDB, and unlike `findOneAndUpdate` (what Payload's adapter uses) they are
 * also exclusive on the MongoDB-compatible test server. `data` holds top-level scalar fields only.
 * Returns the winner's document id, null for the losers.
 */
export async function majConditionnelle(
  payload: Payload,
  collection: CollectionSlug,
  { cible, where, mongo }: Condition,
  data: Record<string, unknown>,
): Promise<number | string | null> {
  const champs = { updatedAt: new Date().toISOString(), ...data }
  if (payload.db.name === 'mongoose') {
    const { docs } = await payload.find({
      collection,
      where: { and: [cible, where] },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: {},
    })
    const id = docs[0]?.id
    if (id === undefined) return null
    const Model = (payload.db as unknown as { collections: Record<string, MongoModel> }).collections[
      collection
    ]
    const { modifiedCount } = await Model.updateOne({ _id: id, ...mongo }, { $set: champs })
    return modifiedCount === 1 ? id : null
  }
  const doc = await payload.db.updateOne({
    collection,
    where: { and: [cible, where] },
    data: champs,
    options: { atomic: true },
  })
  return doc ? (doc as unknown as { id: number | string }).id : null
}
