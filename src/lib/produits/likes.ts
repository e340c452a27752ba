import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { payloadSecret } from '@/lib/secret'

import { setCompteurs } from './compteurs'

/** The likes collection stores a keyed hash of the visitor id, never the id itself: a leaked table
 *  cannot be joined with the ids kept in visitors' browsers (PAYLOAD_SECRET is the key). */
export function hashVisiteur(visitorId: string, secret: string = payloadSecret()): string {
  return createHmac('sha256', secret).update(`like:${visitorId}`).digest('hex')
}

type ProduitRef = { id: number | string; updatedAt?: string | null }

async function findLike(payload: Payload, produit: ProduitRef, visiteur: string) {
  const { docs } = await payload.find({
    collection: 'likes',
    where: { and: [{ produit: { equals: produit.id } }, { visiteur: { equals: visiteur } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function countLikes(payload: Payload, produit: ProduitRef): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'likes',
    where: { produit: { equals: produit.id } },
    overrideAccess: true,
  })
  return totalDocs
}

/** Counts the product's likes and writes the count to its `likes` counter. */
async function syncCount(payload: Payload, produit: ProduitRef): Promise<number> {
  const likes = await countLikes(payload, produit)
  await setCompteurs(payload, produit, { likes })
  return likes
}

export type LikeResult = { likes: number; liked: boolean }

/** Idempotent: a second like of the same visitor changes nothing. */
export async function like(payload: Payload, produit: ProduitRef, visitorId: string): Promise<LikeResult> {
  const visiteur = hashVisiteur(visitorId)
  // Concurrent likes of one visitor: the unique index lets one insert through and the others fail
  // (duplicate key, or a write conflict in a MongoDB transaction); a retry then finds the like.
  for (let attempt = 1; ; attempt++) {
    try {
      if (await findLike(payload, produit, visiteur)) break
      await payload.create({
        collection: 'likes',
        data: { produit: produit.id as number, visiteur },
        overrideAccess: true,
        depth: 0,
      })
      break
    } catch (err) {
      if (attempt >= 3) throw err
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt))
    }
  }
  return { likes: await syncCount(payload, produit), liked: true }
}

/** Idempotent: unliking what was not liked changes nothing. */
export async function unlike(payload: Payload, produit: ProduitRef, visitorId: string): Promise<LikeResult> {
  await payload.delete({
    collection: 'likes',
    where: { and: [{ produit: { equals: produit.id } }, { visiteur: { equals: hashVisiteur(visitorId) } }] },
    overrideAccess: true,
    depth: 0,
  })
  return { likes: await syncCount(payload, produit), liked: false }
}

/** `{ likes }`, plus `liked` when the visitor is known. Reads the real count, not the counter. */
export async function likeState(
  payload: Payload,
  produit: ProduitRef,
  visitorId?: string | null,
): Promise<{ likes: number; liked?: boolean }> {
  const likes = await countLikes(payload, produit)
  if (!visitorId) return { likes }
  return { likes, liked: Boolean(await findLike(payload, produit, hashVisiteur(visitorId))) }
}
