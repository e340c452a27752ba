import { cache } from 'react'

import { FACETTES, facetteTag, facetteValeurTag, produitTag, TAGS, type Facette } from '@/lib/cache/tags'
import { toPublicProduit, type PublicProduit } from '@/lib/produits/publicProduit'
import type { Where } from 'payload'

import type { Produit } from '@/payload-types'

import { FACETTES_INFO } from './facettes'
import { cached } from './cache'
import { payloadClient } from './payload'
import {
  allOf,
  pageDeProduits,
  porteeSort,
  porteeWhere,
  rechercheWhere,
  SELECT_CARTE,
  type PageProduits,
  type Portee,
} from './produitsQuery'

export type { PageProduits }

export type ValeurFacette = { id: number; slug: string; nom: string }

export type ProduitDetail = PublicProduit & {
  id: number
  description: Produit['description']
  publishedAt: string | null
  updatedAt: string
  coupDeCoeur: boolean
  facettes: Record<Facette, ValeurFacette[]>
}

function porteeTags(portee: Portee): string[] {
  if (portee.type === 'coups-de-coeur') return [TAGS.coupsDeCoeur]
  if (portee.type === 'facette') return [facetteValeurTag(portee.facette, portee.id)]
  return [TAGS.produits]
}

/** One page of published products of a listing. `page` beyond the last gives an empty `docs`. */
export const listProduits = cached(
  async (portee: Portee, page: number, limit: number): Promise<PageProduits> =>
    pageDeProduits(await payloadClient(), {
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
  return pageDeProduits(payload, {
    where: await rechercheWhere(payload, q),
    sort: ['-publishedAt', '-id'],
    page,
    limit,
  })
}

const valeurs = (list: unknown): ValeurFacette[] =>
  (Array.isArray(list) ? list : [])
    .filter(
      (v): v is { id: number; slug: string; nom: string } =>
        typeof v === 'object' && v !== null && 'slug' in v,
    )
    .map((v) => ({ id: v.id, slug: v.slug, nom: v.nom }))

/** The public product with its facet values, or null (unknown, draft, or a listing word). */
export const getProduitBySlug = cache(
  cached(
    async (slug: string): Promise<ProduitDetail | null> => {
      const payload = await payloadClient()
      const term = { nom: true, slug: true } as const
      const { docs } = await payload.find({
        collection: 'produits',
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 1,
        select: {
          ...SELECT_CARTE,
          description: true,
          publishedAt: true,
          updatedAt: true,
          audiences: true,
          collections: true,
          themes: true,
          motsCles: true,
          langues: true,
        },
        populate: { audiences: term, collections: term, themes: term, 'mots-cles': term, langues: term },
        overrideAccess: false,
      })
      const doc = docs[0]
      if (!doc) return null
      const facettes = Object.fromEntries(
        FACETTES.map((f) => [f, valeurs(doc[FACETTES_INFO[f].champ])]),
      ) as Record<Facette, ValeurFacette[]>
      return {
        ...toPublicProduit(doc),
        id: doc.id,
        description: doc.description ?? null,
        publishedAt: doc.publishedAt ?? null,
        updatedAt: doc.updatedAt,
        coupDeCoeur: Boolean(doc.coupDeCoeur),
        facettes,
      }
    },
    'produits:detail',
    // Facet names appear on the chips.
    (slug) => [produitTag(slug), ...FACETTES.map(facetteTag)],
  ),
)

/** Up to `limit` products sharing a collection or an audience with this one, newest first. */
export const produitsLies = cached(
  async (
    produit: { id: number; collections: number[]; audiences: number[] },
    limit: number,
  ): Promise<PublicProduit[]> => {
    const payload = await payloadClient()
    const or: Where[] = [
      ...(produit.collections.length ? [{ collections: { in: produit.collections } }] : []),
      ...(produit.audiences.length ? [{ audiences: { in: produit.audiences } }] : []),
    ]
    const { docs } = await payload.find({
      collection: 'produits',
      where: allOf({ id: { not_equals: produit.id } }, or.length ? { or } : {}),
      sort: ['-publishedAt', '-id'],
      limit,
      depth: 0,
      select: SELECT_CARTE,
      overrideAccess: false,
    })
    return docs.map(toPublicProduit)
  },
  'produits:lies',
  () => [TAGS.produits],
)
