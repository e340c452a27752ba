import 'server-only'

import { cache } from 'react'

import { lecteurDuBrouillon } from '@/lib/apercu/lecteur'
import { facettesTags, facetteValeurTag, produitTag, TAGS } from '@/lib/cache/tags'
import {
  allOf,
  lireCartes,
  lirePageDeCartes,
  porteeSort,
  porteeWhere,
  type PageProduits,
  type Portee,
} from '@/lib/produits/cartes'
import { lireProduitPage, type ProduitPage } from '@/lib/produits/page'
import type { PublicProduit } from '@/lib/produits/publicProduit'
import { pageDeRecherche } from '@/lib/produits/recherche'
import { cleRecherche } from '@/lib/recherche/requete'
import type { Where } from 'payload'

import { cached } from '@/lib/cache/cached'
import { payloadClient } from '@/lib/payload/client'

export type { PageProduits, ProduitPage }

function porteeTags(portee: Portee): string[] {
  if (portee.type === 'coups-de-coeur') return [TAGS.coupsDeCoeur]
  if (portee.type === 'facette') return [facetteValeurTag(portee.facette, portee.id)]
  return [TAGS.produits]
}

/** One page of published products of a listing. `page` beyond the last gives an empty `docs`. */
export const lireProduits = cached(
  async (portee: Portee, page: number, limit: number): Promise<PageProduits> =>
    lirePageDeCartes(await payloadClient(), {
      where: porteeWhere(portee),
      sort: porteeSort(portee),
      page,
      limit,
    }),
  'produits:liste',
  // A card's « à partir de » price comes from the reglages' formats.
  (portee) => [...porteeTags(portee), TAGS.reglages],
)

/** /produits?q= : a page of the search's results, best match first, cached per normalised query
 *  (`Équilibres` and `equilibre` share an entry) and expired like the listings. A text with no word to
 *  search is the catalogue. */
export async function rechercheProduits(q: string, page: number, limit: number): Promise<PageProduits> {
  const cle = cleRecherche(q)
  if (!cle) return lireProduits({ type: 'tous' }, page, limit)
  return page <= PAGES_RECHERCHE_EN_CACHE
    ? rechercheEnCache(cle, page, limit)
    : lireRecherche(cle, page, limit)
}

/** Later pages are rarely asked twice: computed each time, they keep the cache small. */
const PAGES_RECHERCHE_EN_CACHE = 10

async function lireRecherche(cle: string, page: number, limit: number): Promise<PageProduits> {
  const payload = await payloadClient()
  const vide = { docs: [], page, totalPages: 0, totalDocs: 0 }
  return (await pageDeRecherche(payload, { q: cle, page, limit })) ?? vide
}

const rechercheEnCache = cached(lireRecherche, 'produits:recherche', () => [
  TAGS.produits,
  TAGS.coupsDeCoeur,
  TAGS.reglages,
  // Keyword names are searched: renaming one expires its facet's tag.
  ...facettesTags(),
])

const produitPublie = cached(
  async (slug: string): Promise<ProduitPage | null> => lireProduitPage(await payloadClient(), slug),
  'produits:detail',
  // Facet names appear on the chips; the formats come from the reglages.
  (slug) => [produitTag(slug), TAGS.reglages, ...facettesTags()],
)

/** The public product with its facet values, or null (unknown, draft, or a listing word). In a staff
 *  member's draft preview, its latest draft, read past the cache so that no draft is ever stored. */
export const lireProduitParSlug = cache(async (slug: string): Promise<ProduitPage | null> => {
  const lecteur = await lecteurDuBrouillon()
  return lecteur ? lireProduitPage(lecteur.payload, slug, lecteur) : produitPublie(slug)
})

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
  () => [TAGS.produits, TAGS.reglages],
)
