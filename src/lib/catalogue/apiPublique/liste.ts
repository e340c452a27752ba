import type { Payload, Where } from 'payload'

import { ITEMS_PER_PAGE } from '@/lib/catalogue/constants'
import { FACETTES_REGISTRE, type FiltreFacette, type Registre } from '@/lib/catalogue/facettes'

import { allOf, lirePageDeCartes, TRIS, type PageProduits, type Tri } from '../cartes'
import { pageDeRecherche } from '../recherche/produits'

import { PAYLOAD_QUERY_KEYS } from './requete'

/** GET /api/produits (docs/SPECIFICATION.md §8): the shop's filters (./requete.ts) → one page of cards.
 *  The route src/app/(payload)/api/produits reads it through lireProduitsApiJson (src/lib/data/produits.ts). */

export type FiltresProduits = Partial<Record<FiltreFacette, string>> & {
  coupDeCoeur?: boolean
  q?: string
  page?: number
  limit?: number
  tri?: Tri
}

export type ReponseProduits = PageProduits

/** Published products matching every filter (facets by slug, favourites, text), one page of them.
 *  An unknown facet slug matches nothing. */
export async function lireProduitsFiltres(
  payload: Payload,
  f: FiltresProduits & Partial<Record<string, unknown>>,
  registre: Registre = FACETTES_REGISTRE,
): Promise<ReponseProduits> {
  const page = f.page ?? 1
  const limit = f.limit ?? ITEMS_PER_PAGE
  const vide = { docs: [], page, totalPages: 0, totalDocs: 0 }
  const clauses: Where[] = []
  for (const info of registre) {
    const slug = f[info.filtre]
    if (typeof slug !== 'string' || !slug) continue
    const { docs } = await payload.find({
      collection: info.facette as 'audiences',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      select: {},
    })
    if (!docs[0]) return vide
    clauses.push({ [info.champ]: { in: [docs[0].id] } })
  }
  if (f.coupDeCoeur !== undefined)
    clauses.push(f.coupDeCoeur ? { coupDeCoeur: { equals: true } } : { coupDeCoeur: { not_equals: true } })
  if (f.q) {
    const resultats = await pageDeRecherche(payload, {
      q: f.q,
      where: allOf(...clauses),
      tri: f.tri,
      page,
      limit,
    })
    if (resultats) return resultats
  }
  const tri = f.tri ?? (f.coupDeCoeur ? 'coups-de-coeur' : 'recent')
  return lirePageDeCartes(payload, { where: allOf(...clauses), sort: [TRIS[tri], '-id'], page, limit })
}

/** True when the query is in Payload's own language (the admin's relationship pickers send `where`, `depth`…). */
export function estRequetePayload(params: URLSearchParams): boolean {
  return PAYLOAD_QUERY_KEYS.some((k) =>
    [...params.keys()].some((key) => key === k || key.startsWith(`${k}[`)),
  )
}
