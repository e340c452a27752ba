import type { Payload, Where } from 'payload'

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

/** Escapes nothing: Payload's `like` matches every word of the query anywhere in the field. */
export async function rechercheWhere(payload: Payload, q: string): Promise<Where> {
  const motsCles = await payload.find({
    collection: 'mots-cles',
    where: { nom: { like: q } },
    limit: 100,
    depth: 0,
    select: {},
    pagination: false,
  })
  const or: Where[] = [{ titre: { like: q } }, { extrait: { like: q } }]
  if (motsCles.docs.length) or.push({ motsCles: { in: motsCles.docs.map((d) => d.id) } })
  return { or }
}

/** `and` of the non-empty clauses. */
export function allOf(...clauses: Where[]): Where {
  const and = clauses.filter((c) => Object.keys(c).length > 0)
  return and.length ? { and } : {}
}
