import type { Payload, Where } from 'payload'

import { lirePageDeCartes, type PageProduits } from '@/lib/catalogue/cartes'
import { AVEC_ALT_ILLUSTRATION, SELECTION_CARTE } from '@/lib/catalogue/selections'
import { toPublicProduit } from '@/lib/catalogue/publicProduit'

import { assurerIndexRecherche, moteurRecherche } from './indexation'
import type { RequeteRecherche } from './requete'

/** Results past this rank are left out (totalDocs included): nobody pages that far, and a very common
 *  word (`affiche`, in every product) stays nearly as fast as a rare one. */
export const RESULTATS_MAX = 1000

type Options = {
  requete: RequeteRecherche
  /** The other filters (facets, favourites); `{}` for none. */
  where: Where
  /** An explicit order (a `tri`); null: by relevance. */
  sort: string[] | null
  page: number
  limit: number
}

const et = (...clauses: Where[]): Where => {
  const and = clauses.filter((c) => Object.keys(c).length > 0)
  return and.length ? { and } : {}
}

/** The ids of the matching products, best first. */
async function idsRecherche(payload: Payload, requete: RequeteRecherche): Promise<(number | string)[]> {
  await assurerIndexRecherche(payload)
  return moteurRecherche(payload).chercher(requete, RESULTATS_MAX)
}

/** One page of the products matching a search and the other filters, as cards, best match first
 *  unless `sort` says otherwise. */
export async function pageRecherche(
  payload: Payload,
  { requete, where, sort, page, limit }: Options,
): Promise<PageProduits> {
  const ids = await idsRecherche(payload, requete)
  const vide: PageProduits = { docs: [], page, totalPages: 0, totalDocs: 0 }
  if (ids.length === 0) return vide
  if (sort) return lirePageDeCartes(payload, { where: et(where, { id: { in: ids } }), sort, page, limit })
  let retenus = ids
  if (Object.keys(where).length > 0) {
    const { docs } = await payload.find({
      collection: 'produits',
      where: et(where, { id: { in: ids } }),
      select: {},
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    const gardes = new Set(docs.map((d) => String(d.id)))
    retenus = ids.filter((id) => gardes.has(String(id)))
  }
  const tranche = retenus.slice((page - 1) * limit, page * limit)
  const totalDocs = retenus.length
  const totalPages = Math.ceil(totalDocs / limit)
  if (tranche.length === 0) return { ...vide, totalPages, totalDocs }
  // Read with the visitors' access: an entry the index still holds for an instant is never shown unpublished.
  const { docs } = await payload.find({
    collection: 'produits',
    where: { id: { in: tranche } },
    select: SELECTION_CARTE,
    ...AVEC_ALT_ILLUSTRATION,
    limit: tranche.length,
    overrideAccess: false,
  })
  const parId = new Map(docs.map((d) => [String(d.id), d]))
  return {
    docs: tranche.flatMap((id) => {
      const doc = parId.get(String(id))
      return doc ? [toPublicProduit(doc)] : []
    }),
    page,
    totalPages,
    totalDocs,
  }
}
