import type { Payload, Where } from 'payload'

import { facettesTags, TAGS } from '@/lib/cache/tags'
import { ITEMS_PER_PAGE } from '@/lib/constants'
import { lirePageDeCartes, type PageProduits } from '@/lib/produits/lecture'
import { cleRecherche } from '@/lib/recherche/requete'

import { FACETTES_REGISTRE, type FiltreFacette, type Registre } from './facettes'
import { cached } from './cache'
import { allOf, pageDeRecherche, TRIS, type Tri } from './produitsQuery'

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
