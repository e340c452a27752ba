import { facettesDuProduit, populateFacettes } from '@/lib/data/facettes'
import { SELECTION_PAGE, type ProduitPage } from '@/lib/produits/lecture'
import { toPublicProduit } from '@/lib/produits/publicProduit'

import type { Lecteur } from './lecteur'

/** The product page of this slug's latest draft, read with the staff member's own access; the same
 *  shape as `lireProduitPage` (src/lib/produits/lecture), which reads published documents only. */
export async function lireProduitBrouillon(
  { payload, user }: Lecteur,
  slug: string,
): Promise<ProduitPage | null> {
  const { docs } = await payload.find({
    collection: 'produits',
    where: { slug: { equals: slug } },
    draft: true,
    limit: 1,
    depth: 1,
    select: SELECTION_PAGE,
    populate: populateFacettes(),
    user,
    overrideAccess: false,
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    ...toPublicProduit(doc),
    id: doc.id,
    description: doc.description ?? null,
    publishedAt: doc.publishedAt ?? null,
    updatedAt: doc.updatedAt,
    coupDeCoeur: Boolean(doc.coupDeCoeur),
    facettes: facettesDuProduit(doc),
  }
}
