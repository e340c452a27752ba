import type { Payload } from 'payload'

import { facettesDuProduit, type Facette, type ValeurFacette } from '@/lib/catalogue/facettes'

import { lireFormatsBoutique } from './formatsBoutique'
import { toPublicProduitTarife, type PublicProduit } from './publicProduit'
import {
  CHAMPS_PAGE,
  lireAvecFacettes,
  SELECTION_PAGE,
  valeursDe,
  type LecteurBrouillon,
  type ValeursDe,
} from './selections'

/** The product page's read model: SELECTION_PAGE (./selections.ts) read with the facet values. The
 *  storefront's cached read (and the draft preview) is lireProduitParSlug in src/lib/data/produits.ts. */

/** What the product page shows: the card, CHAMPS_PAGE as the selection types them, the facet values. */
export type ProduitPage = PublicProduit &
  ValeursDe<typeof CHAMPS_PAGE> & { id: number; facettes: Record<Facette, ValeurFacette[]> }

export async function lireProduitPage(
  payload: Payload,
  slug: string,
  brouillon?: LecteurBrouillon,
): Promise<ProduitPage | null> {
  const [doc, boutique] = await Promise.all([
    lireAvecFacettes(payload, slug, SELECTION_PAGE, brouillon),
    lireFormatsBoutique(payload),
  ])
  if (!doc) return null
  return {
    ...toPublicProduitTarife(doc, boutique),
    ...valeursDe(doc, CHAMPS_PAGE),
    id: doc.id,
    facettes: facettesDuProduit(doc),
  }
}
