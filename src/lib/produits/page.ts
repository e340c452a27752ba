import type { Payload, PayloadRequest } from 'payload'

import {
  facettesDuProduit,
  populateFacettes,
  type Facette,
  type ValeurFacette,
} from '@/lib/produits/facettes'

import { lireFormatsBoutique } from './formatsBoutique'
import { toPublicProduitTarife, type PublicProduit } from './publicProduit'
import { CHAMPS_PAGE, SELECTION_API, SELECTION_PAGE, valeursDe, type ValeursDe } from './selections'

/** The product page's read model: SELECTION_PAGE (./selections.ts) read with the facet values. The
 *  storefront's cached read (and the draft preview) is lireProduitParSlug in src/lib/data/produits.ts. */

/** A staff member reading the latest drafts (the shop's draft preview, src/lib/apercu). */
export type LecteurBrouillon = { user: NonNullable<PayloadRequest['user']> }

/** The product of this slug with its facet values' names and slugs (depth 1), or null: the published
 *  one, or with `brouillon` its latest draft read with that staff member's own access. */
export async function lireAvecFacettes<S extends typeof SELECTION_API | typeof SELECTION_PAGE>(
  payload: Payload,
  slug: string,
  select: S,
  brouillon?: LecteurBrouillon,
) {
  const { docs } = await payload.find({
    collection: 'produits',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    select,
    populate: populateFacettes(),
    overrideAccess: false,
    ...(brouillon ? { draft: true, user: brouillon.user } : {}),
  })
  return docs[0] ?? null
}

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
