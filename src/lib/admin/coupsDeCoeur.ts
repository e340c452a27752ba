import type { PayloadRequest } from 'payload'

import { PRODUIT_ROW_SELECT, toProduitRow, type ProduitRow } from './produitRow'

/** Favourites in their public order (rank, then title) and every other product as a candidate. */
export async function coupsDeCoeur(req: PayloadRequest): Promise<{ favoris: ProduitRow[]; autres: ProduitRow[] }> {
  const { docs } = await req.payload.find({
    collection: 'produits',
    sort: 'titre',
    depth: 0,
    pagination: false,
    select: PRODUIT_ROW_SELECT,
    req,
    overrideAccess: false,
  })
  const rows = docs.map(toProduitRow)
  const rang = (r: ProduitRow) => r.coupDeCoeurRang ?? Number.MAX_SAFE_INTEGER
  const favoris = rows.filter((r) => r.coupDeCoeur).sort((a, b) => rang(a) - rang(b) || a.titre.localeCompare(b.titre, 'fr'))
  return { favoris, autres: rows.filter((r) => !r.coupDeCoeur) }
}
