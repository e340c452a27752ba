import type { PayloadRequest } from 'payload'

import { lireLignesAdmin, type ProduitRow } from '@/lib/catalogue'

/** Favourites in their public order (rank, then title) and every other product as a candidate. */
export async function coupsDeCoeur(
  req: PayloadRequest,
): Promise<{ favoris: ProduitRow[]; autres: ProduitRow[] }> {
  const rows = await lireLignesAdmin(req)
  const rang = (r: ProduitRow) => r.coupDeCoeurRang ?? Number.MAX_SAFE_INTEGER
  const favoris = rows
    .filter((r) => r.coupDeCoeur)
    .sort((a, b) => rang(a) - rang(b) || a.titre.localeCompare(b.titre, 'fr'))
  return { favoris, autres: rows.filter((r) => !r.coupDeCoeur) }
}
