import type { Payload, Where } from 'payload'

import { type ChampFacette, type Facette, FACETTES_INFO } from '@/lib/catalogue/facettes'

import { lireFormatsBoutique } from './formatsBoutique'
import { toPublicProduitTarife, type PublicProduit } from './publicProduit'
import { AVEC_ALT_ILLUSTRATION, CHAMPS_TARIF, SELECTION_CARTE } from './selections'

/** A card reads its product's formats too: its price says « à partir de » the lowest (fourchette.ts). */
const SELECTION_LISTE = { ...SELECTION_CARTE, ...CHAMPS_TARIF } as const

/**
 * The card read model (listings, related products, search results, GET /api/produits): product cards
 * read with SELECTION_CARTE (./selections.ts), as anonymous visitors see them, and what a listing is
 * (its scope and its sorts). The storefront's cached listings are in src/lib/data/produits.ts.
 */

export type PageProduits = { docs: PublicProduit[]; page: number; totalPages: number; totalDocs: number }

/** What a product listing shows: everything, the favourites, or one facet value's products. */
export type Portee =
  { type: 'tous' } | { type: 'coups-de-coeur' } | { type: 'facette'; facette: Facette; id: number | string }

export const TRIS = {
  recent: '-publishedAt',
  ancien: 'publishedAt',
  'prix-croissant': 'prix',
  'prix-decroissant': '-prix',
  titre: 'titre',
  populaire: '-likes',
  'coups-de-coeur': 'coupDeCoeurRang',
} as const
export type Tri = keyof typeof TRIS

export function porteeWhere(portee: Portee): Where {
  if (portee.type === 'coups-de-coeur') return { coupDeCoeur: { equals: true } }
  if (portee.type === 'facette') return { [FACETTES_INFO[portee.facette].champ]: { in: [portee.id] } }
  return {}
}

export function porteeSort(portee: Portee): string[] {
  return portee.type === 'coups-de-coeur' ? ['coupDeCoeurRang', '-publishedAt'] : ['-publishedAt', '-id']
}

/** `and` of the non-empty clauses. */
export function allOf(...clauses: Where[]): Where {
  const and = clauses.filter((c) => Object.keys(c).length > 0)
  return and.length ? { and } : {}
}

type Requete = { where: Where; sort: string[] }

/** One page of published products as anonymous visitors see them, as cards. */
export async function lirePageDeCartes(
  payload: Payload,
  { where, sort, page, limit }: Requete & { page: number; limit: number },
): Promise<PageProduits> {
  const [res, boutique] = await Promise.all([
    payload.find({
      collection: 'produits',
      where,
      sort,
      page,
      limit,
      ...AVEC_ALT_ILLUSTRATION,
      select: SELECTION_LISTE,
      overrideAccess: false,
    }),
    lireFormatsBoutique(payload),
  ])
  return {
    docs: res.docs.map((doc) => toPublicProduitTarife(doc, boutique)),
    page: res.page ?? page,
    totalPages: res.totalPages,
    totalDocs: res.totalDocs,
  }
}

/** The first `limit` published products, as cards. */
export async function lireCartes(
  payload: Payload,
  { where, sort, limit }: Requete & { limit: number },
): Promise<PublicProduit[]> {
  const [{ docs }, boutique] = await Promise.all([
    payload.find({
      collection: 'produits',
      where,
      sort,
      limit,
      ...AVEC_ALT_ILLUSTRATION,
      select: SELECTION_LISTE,
      overrideAccess: false,
    }),
    lireFormatsBoutique(payload),
  ])
  return docs.map((doc) => toPublicProduitTarife(doc, boutique))
}

/** Every published product's preview (slug, title, alt, mockups) and values of one facet, newest
 *  first: the facet index's counts and pictures. */
export async function lireApercus(payload: Payload, champ: ChampFacette) {
  const { docs } = await payload.find({
    collection: 'produits',
    sort: ['-publishedAt', '-id'],
    depth: 0,
    pagination: false,
    select: { slug: true, titre: true, alt: true, mockups: true, [champ]: true },
    overrideAccess: false,
  })
  return docs
}
