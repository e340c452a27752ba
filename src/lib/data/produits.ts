import 'server-only'

import { cache } from 'react'

import { lecteurDuBrouillon } from '@/lib/brouillon'
import { cached } from '@/lib/infra/cache'
import {
  allOf,
  cleRecherche,
  countLikes,
  facettesTags,
  facetteValeurTag,
  type FiltresProduits,
  likesTag,
  lireCartes,
  lireFormatsBoutique,
  lirePageDeCartes,
  lireProduitApi,
  lireProduitPage,
  lireProduitsFiltres,
  lirePublieParSlug,
  pageDeRecherche,
  type PageProduits,
  type Portee,
  porteeSort,
  porteeWhere,
  type ProduitPage,
  produitTag,
  type PublicProduit,
  TAGS,
  toPublicProduitTarife,
} from '@/lib/catalogue'
import { payloadClient } from '@/lib/payload/client'
import type { Where } from 'payload'

export type { PageProduits, ProduitPage }

// Eight reads, one stored entry each (docs/decisions/0224-deux-sauts-et-un-client.md): lireProduits
// 'produits:liste', rechercheProduits 'produits:recherche', lireProduitParSlug 'produits:detail',
// lireProduitsLies 'produits:lies', lireProduitPublie 'api:produit:cible', lireCompteLikes 'api:likes',
// lireProduitsApiJson 'api:produits:json'; lireProduitApiJson puts the 'api:likes' count in front of its
// own 'api:produit:detail' text, so that a like expires a count, not the product.

function porteeTags(portee: Portee): string[] {
  if (portee.type === 'coups-de-coeur') return [TAGS.coupsDeCoeur]
  if (portee.type === 'facette') return [facetteValeurTag(portee.facette, portee.id)]
  return [TAGS.produits]
}

/** One page of published products of a listing: the catalogue, the favourites, a facet value's products
 *  (its route passes reglages.itemsPerPage), the home page's sections. `page` beyond the last gives an
 *  empty `docs`. */
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
  'visitor',
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

const rechercheEnCache = cached(
  lireRecherche,
  'produits:recherche',
  () => [
    TAGS.produits,
    TAGS.coupsDeCoeur,
    TAGS.reglages,
    // Keyword names are searched: renaming one expires its facet's tag.
    ...facettesTags(),
  ],
  'visitor',
)

const produitPublie = cached(
  async (slug: string): Promise<ProduitPage | null> => lireProduitPage(await payloadClient(), slug),
  'produits:detail',
  // Facet names appear on the chips; the formats come from the reglages.
  (slug) => [produitTag(slug), TAGS.reglages, ...facettesTags()],
  'content',
)

/** The public product with its facet values, or null (unknown, draft, or a listing word). In a staff
 *  member's draft preview, its latest draft, read past the cache so that no draft is ever stored. */
export const lireProduitParSlug = cache(async (slug: string): Promise<ProduitPage | null> => {
  const lecteur = await lecteurDuBrouillon()
  return lecteur ? lireProduitPage(lecteur.payload, slug, lecteur) : produitPublie(slug)
})

/** Up to `limit` products sharing a collection or an audience with this one, newest first. */
export const lireProduitsLies = cached(
  async (
    produit: { id: number; collections: number[]; audiences: number[] },
    // The product page's count: the code's, never a visitor's (it keys the cache).
    limit: 4,
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
  'content',
)

/** Thrown inside a cached read so that an unknown slug is not cached: the entries stay as many as the
 *  published products, whatever slugs clients try. */
class Introuvable extends Error {}

async function sansInconnu<T>(lire: () => Promise<T>): Promise<T | null> {
  try {
    return await lire()
  } catch (err) {
    if (err instanceof Introuvable) return null
    throw err
  }
}

/** A published product as the browser's API needs it (the cart, the likes): its row's id and date, and
 *  its public shape. */
export type ProduitPublie = { id: number | string; updatedAt: string | null; produit: PublicProduit }

const produitPublieEnCache = cached(
  async (slug: string): Promise<ProduitPublie> => {
    const payload = await payloadClient()
    const [doc, boutique] = await Promise.all([
      lirePublieParSlug(payload, slug),
      lireFormatsBoutique(payload),
    ])
    if (!doc) throw new Introuvable(slug)
    return { id: doc.id, updatedAt: doc.updatedAt ?? null, produit: toPublicProduitTarife(doc, boutique) }
  },
  'api:produit:cible',
  // Expired when the product is published, changed, unpublished or deleted
  // (src/collections/Produits/hooks/revalidate.ts), and when the shop's formats change (reglages).
  (slug) => [produitTag(slug), TAGS.reglages],
  'content',
)

/** The published product of this slug, or null. */
export const lireProduitPublie = async (slug: string): Promise<ProduitPublie | null> =>
  sansInconnu(() => produitPublieEnCache(slug))

/** The product's like count, expired by each like or unlike of it and by nothing else: the count is
 *  shown by `GET …/likes` and inside `GET /api/produits/{slug}`. The id comes with the product the
 *  caller already read. */
export const lireCompteLikes = cached(
  // The slug keys the entry and names its tag; the row id comes with the product already read.
  async (_slug: string, id: number | string): Promise<number> => countLikes(await payloadClient(), { id }),
  'api:likes',
  (slug) => [likesTag(slug)],
  'content',
)

/** The product's API answer but its like count, as JSON text: expired by the product's publishes, its
 *  facet values' names and the shop's formats (reglages). The count has an entry of its own, so that a
 *  like expires a count, not the product read with its facets. */
const produitApi = cached(
  async (slug: string): Promise<{ id: number; json: string }> => {
    const lu = await lireProduitApi(await payloadClient(), slug)
    if (!lu) throw new Introuvable(slug)
    const { likes: _compteur, ...produit } = lu.produit
    return { id: lu.id, json: JSON.stringify(produit) }
  },
  'api:produit:detail',
  (slug) => [produitTag(slug), TAGS.reglages, ...facettesTags()],
  'content',
)

/** GET /api/produits/{slug} (docs/SPECIFICATION.md §8): the public product with its facet values and
 *  like count as JSON text, or null. The count goes in front of the cached text: no parse and stringify
 *  of the product per request. */
export async function lireProduitApiJson(slug: string): Promise<string | null> {
  const lu = await sansInconnu(() => produitApi(slug))
  if (!lu) return null
  const likes = await lireCompteLikes(slug, lu.id)
  return `{"likes":${likes},${lu.json.slice(1)}`
}

/** GET /api/produits: one page of cards as the JSON text of the answer, through the tag cache (expired
 *  by every publish, like the listings) on the first pages: a hit is sent without being parsed and
 *  serialised again. A search is keyed by its normalised words (`Équilibres` and `equilibre` share an
 *  entry; normalising is idempotent, so the key is also the query). Likes counts in it may lag until
 *  the next publish; GET /api/produits/{slug}/likes is exact. */
const produitsApi = cached(
  async (f: FiltresProduits) => JSON.stringify(await lireProduitsFiltres(await payloadClient(), f)),
  'api:produits:json',
  () => [TAGS.produits, TAGS.coupsDeCoeur, ...facettesTags()],
  'visitor',
)

export async function lireProduitsApiJson(f: FiltresProduits): Promise<string> {
  const g = f.q ? { ...f, q: cleRecherche(f.q) || undefined } : f
  return (g.page ?? 1) > PAGES_RECHERCHE_EN_CACHE
    ? JSON.stringify(await lireProduitsFiltres(await payloadClient(), g))
    : produitsApi(g)
}
