import type { Payload } from 'payload'

import { produitTag, TAGS } from '@/lib/cache/tags'
import { cached } from '@/lib/cache/cached'

import { findPublishedBySlug } from '../api'
import { lireFormatsBoutique } from '../formatsBoutique'
import { toPublicProduitTarife, type PublicProduit } from '../publicProduit'

/** A published product as the browser's API needs it: its row's id and date, and its public shape. */
export type ProduitPublie = { id: number | string; updatedAt: string | null; produit: PublicProduit }

/** Thrown inside the cached function so that an unknown slug is not cached: the entries stay as many
 *  as the published products, whatever slugs clients try. */
class Introuvable extends Error {}

const enCache = (payload: Payload) =>
  cached(
    async (slug: string): Promise<ProduitPublie> => {
      const [doc, boutique] = await Promise.all([
        findPublishedBySlug(payload, slug),
        lireFormatsBoutique(payload),
      ])
      if (!doc) throw new Introuvable(slug)
      return { id: doc.id, updatedAt: doc.updatedAt ?? null, produit: toPublicProduitTarife(doc, boutique) }
    },
    'api:produit:cible',
    // Expired when the product is published, changed, unpublished or deleted (src/collections/Produits/hooks/revalidate.ts),
    // and when the shop's formats change (reglages).
    (slug) => [produitTag(slug), TAGS.reglages],
  )

/** The published product of this slug from the tag cache, or null. */
export async function lireProduitPublie(payload: Payload, slug: string): Promise<ProduitPublie | null> {
  try {
    return await enCache(payload)(slug)
  } catch (err) {
    if (err instanceof Introuvable) return null
    throw err
  }
}
