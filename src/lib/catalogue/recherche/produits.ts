import type { Payload, Where } from 'payload'

import { requeteRecherche } from '@/lib/catalogue/recherche/requete'
import { pageRecherche } from '@/lib/catalogue/recherche/resultats'

import { TRIS, type PageProduits, type Tri } from '../cartes'

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
