import { findProduit } from '@/lib/images/source'

import { lecteurDuBrouillon } from './lecteur'

/**
 * Whether the image routes (/images/produits/…) will serve this product's scenes to whoever reads the
 * page. Out of the draft preview the page only shows published products: yes, with no query (the page
 * stays static). In a staff member's preview, only when a published version with an artwork exists: the
 * routes serve published products only, since their answers are cached publicly for a year — a draft
 * image must never land in such a cache. The same lookup as the routes, so the answer cannot disagree.
 */
export async function visuelsServis(slug: string): Promise<boolean> {
  const lecteur = await lecteurDuBrouillon()
  if (!lecteur) return true
  return (await findProduit(lecteur.payload, slug)) !== null
}
