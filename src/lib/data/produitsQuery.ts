import type { Payload, Where } from 'payload'

import type { PageProduits } from '@/lib/produits/lecture'
import { requeteRecherche } from '@/lib/recherche/requete'
import { idsRecherche, pageRecherche } from '@/lib/recherche/resultats'

import { FACETTES_INFO, type Facette } from './facettes'

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

/** The text filter of a search: the ids of the matching products (src/lib/recherche), `{}` when the
 *  text has no word left to search (empty, stop words only). Loses the ranking: pages of results come
 *  from `pageDeRecherche`. */
export async function rechercheWhere(payload: Payload, q: string): Promise<Where> {
  const requete = requeteRecherche(q)
  if (!requete) return {}
  return { id: { in: await idsRecherche(payload, requete) } }
}

/** One page of a text search combined with other filters, best match first unless `tri` is given;
 *  null when `q` has no word to search (the caller lists without a text filter). */
export async function pageDeRecherche(
  payload: Payload,
  { q, where = {}, tri, page, limit }: { q: string; where?: Where; tri?: Tri; page: number; limit: number },
): Promise<PageProduits | null> {
  const requete = requeteRecherche(q)
  if (!requete) return null
  return pageRecherche(payload, { requete, where, sort: tri ? [TRIS[tri], '-id'] : null, page, limit })
}

/** `and` of the non-empty clauses. */
export function allOf(...clauses: Where[]): Where {
  const and = clauses.filter((c) => Object.keys(c).length > 0)
  return and.length ? { and } : {}
}
