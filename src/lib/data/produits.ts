import { cache } from 'react'

import { facettesTags, facetteValeurTag, produitTag, TAGS } from '@/lib/cache/tags'
import {
  lireCartes,
  lirePageDeCartes,
  lireProduitPage,
  type PageProduits,
  type ProduitPage,
} from '@/lib/produits/lecture'
import type { PublicProduit } from '@/lib/produits/publicProduit'
import type { Where } from 'payload'

import { cached } from './cache'
import { payloadClient } from './payload'
import { allOf, porteeSort, porteeWhere, rechercheWhere, type Portee } from './produitsQuery'

export type { PageProduits, ProduitPage }

function porteeTags(portee: Portee): string[] {
  if (portee.type === 'coups-de-coeur') return [TAGS.coupsDeCoeur]
  if (portee.type === 'facette') return [facetteValeurTag(portee.facette, portee.id)]
  return [TAGS.produits]
}

/** One page of published products of a listing. `page` beyond the last gives an empty `docs`. */
export const listProduits = cached(
  async (portee: Portee, page: number, limit: number): Promise<PageProduits> =>
    lirePageDeCartes(await payloadClient(), {
      where: porteeWhere(portee),
      sort: porteeSort(portee),
      page,
      limit,
    }),
  'produits:liste',
  (portee) => porteeTags(portee),
)

/** /produits?q= : titles, extraits and keyword names. Not cached: queries are unbounded. */
export async function rechercheProduits(q: string, page: number, limit: number): Promise<PageProduits> {
  const payload = await payloadClient()
  return lirePageDeCartes(payload, {
    where: await rechercheWhere(payload, q),
    sort: ['-publishedAt', '-id'],
    page,
    limit,
  })
}

/** The public product with its facet values, or null (unknown, draft, or a listing word). */
export const getProduitBySlug = cache(
  cached(
    async (slug: string): Promise<ProduitPage | null> => lireProduitPage(await payloadClient(), slug),
    'produits:detail',
    // Facet names appear on the chips.
    (slug) => [produitTag(slug), ...facettesTags()],
  ),
)

/** Up to `limit` products sharing a collection or an audience with this one, newest first. */
export const produitsLies = cached(
  async (
    produit: { id: number; collections: number[]; audiences: number[] },
    limit: number,
  ): Promise<PublicProduit[]> => {
    const or: Where[] = [
      ...(produit.collections.length ? [{ collections: { in: produit.collections } }] : []),
      ...(produit.audiences.length ? [{ audiences: { in: produit.audiences } }] : []),
    ]
    return lireCartes(await payloadClient(), {
      where: allOf({ id: { not_equals: produit.id } }, or.length ? { or } : {}),
      sort: ['-publishedAt', '-id'],
      limit,
    })
  },
  'produits:lies',
  () => [TAGS.produits],
)
