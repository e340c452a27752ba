import { createHmac } from 'node:crypto'

import type { Payload, Where } from 'payload'

import { payloadSecret } from '@/lib/infra/signature'

import { setCompteurs } from './compteurs'

/** The likes collection stores a keyed hash of the visitor id, never the id itself: a leaked table
 *  cannot be joined with the ids kept in visitors' browsers (PAYLOAD_SECRET is the key). */
export function hashVisiteur(visitorId: string, secret: string = payloadSecret()): string {
  return createHmac('sha256', secret).update(`like:${visitorId}`).digest('hex')
}

type ProduitRef = { id: number | string; updatedAt?: string | null }

/*
 * Likes are read and written through the database adapter, not Payload's operations: the collection has
 * no hooks, no versions and no access rule a visitor could pass, and these are the shop's most frequent
 * writes (the operations' validation, access and hook machinery tripled their cost under load).
 */

const likeWhere = (produit: ProduitRef, visiteur: string): Where => ({
  and: [{ produit: { equals: produit.id } }, { visiteur: { equals: visiteur } }],
})

async function lireLike(payload: Payload, produit: ProduitRef, visiteur: string) {
  return payload.db.findOne({
    collection: 'likes',
    where: likeWhere(produit, visiteur),
    select: { id: true },
  })
}

/** The product's likes, counted (exact, unlike the product's counter which may lag a write). */
export async function countLikes(payload: Payload, produit: ProduitRef): Promise<number> {
  const { totalDocs } = await payload.db.count({
    collection: 'likes',
    where: { produit: { equals: produit.id } },
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
      if (await lireLike(payload, produit, visiteur)) break
      const now = new Date().toISOString()
      await payload.db.create({
        collection: 'likes',
        data: { produit: produit.id, visiteur, createdAt: now, updatedAt: now },
        returning: false,
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
  await payload.db.deleteMany({ collection: 'likes', where: likeWhere(produit, hashVisiteur(visitorId)) })
  return { likes: await syncCount(payload, produit), liked: false }
}

/** Whether this visitor likes the product. */
export async function aime(payload: Payload, produit: ProduitRef, visitorId: string): Promise<boolean> {
  return Boolean(await lireLike(payload, produit, hashVisiteur(visitorId)))
}
