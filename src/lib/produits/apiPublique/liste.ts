import type { Payload, Where } from 'payload'

import { facettesTags, TAGS } from '@/lib/cache/tags'
import { ITEMS_PER_PAGE } from '@/lib/constants'
import { cached } from '@/lib/cache/cached'
import { FACETTES_REGISTRE, type FiltreFacette, type Registre } from '@/lib/produits/facettes'
import { itemsParPage } from '@/lib/data/itemsParPage'
import { jsonError } from '@/lib/http/errors'
import { firstIssue } from '@/lib/http/readJson'
import { cleRecherche } from '@/lib/recherche/requete'

import { allOf, lirePageDeCartes, TRIS, type PageProduits, type Tri } from '../cartes'
import { pageDeRecherche } from '../recherche'

import { PAYLOAD_QUERY_KEYS, produitsQuerySchema } from './requete'

/** GET /api/produits (docs/SPECIFICATION.md §8): the shop's filters (./requete.ts) → one page of cards,
 *  through the tag cache, served by the route src/app/(payload)/api/produits. */

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
export async function chercherProduits(
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

/** The same answer, as the JSON text of the response, through the tag cache (expired by every publish,
 *  like the listings), on the first pages: a hit is sent without being parsed and serialised again. A
 *  search is keyed by its normalised words (`Équilibres` and `equilibre` share an entry; normalising is
 *  idempotent, so the key is also the query). Likes counts in it may lag until the next publish;
 *  GET /api/produits/{slug}/likes is exact. The key leaves out the Payload instance (one per process),
 *  so every call shares the entries. */
const enCache = (payload: Payload) =>
  cached(
    async (f: FiltresProduits) => JSON.stringify(await chercherProduits(payload, f)),
    'api:produits:json',
    () => [TAGS.produits, TAGS.coupsDeCoeur, ...facettesTags()],
  )

/** The JSON text of GET /api/produits for these filters. */
export async function chercherProduitsPublicsJson(payload: Payload, f: FiltresProduits): Promise<string> {
  const g = f.q ? { ...f, q: cleRecherche(f.q) || undefined } : f
  return (g.page ?? 1) > 10 ? JSON.stringify(await chercherProduits(payload, g)) : enCache(payload)(g)
}

/** True when the query is in Payload's own language (the admin's relationship pickers send `where`, `depth`…). */
export function estRequetePayload(params: URLSearchParams): boolean {
  return PAYLOAD_QUERY_KEYS.some((k) =>
    [...params.keys()].some((key) => key === k || key.startsWith(`${k}[`)),
  )
}

/** GET /api/produits: public, filtered, paged list → `{docs, page, totalPages, totalDocs}`; empty values
 *  are ignored. */
export async function listePublique(payload: Payload, params: URLSearchParams): Promise<Response> {
  // An empty filter (`?audience=&q=`) is no filter (original spec): dropped rather than refused.
  const remplis = [...params].filter(([, v]) => v.trim() !== '')
  const parsed = produitsQuerySchema.safeParse(Object.fromEntries(remplis))
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error))
  const limit = parsed.data.limit ?? (await itemsParPage(payload))
  const json = await chercherProduitsPublicsJson(payload, { ...parsed.data, limit })
  return new Response(json, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=0, s-maxage=60' },
  })
}
