import type { Payload, PayloadRequest } from 'payload'

import { FACETTES_REGISTRE, populateFacettes, type ChampFacette } from '@/lib/catalogue/facettes'
import type { Produit } from '@/payload-types'

/** The named selections of the product reads: what a card, a product page, the public API or an admin
 *  row needs, and no more (listings are served at high rates: a field added to a selection is read for
 *  every card of every page). */

/** A product card (listings, related products, GET /api/produits). */
export const SELECTION_CARTE = {
  slug: true,
  titre: true,
  sousTitre: true,
  extrait: true,
  prix: true,
  livraison: true,
  categorie: true,
  mockups: true,
  alt: true,
  illustration: true,
  likes: true,
  coupDeCoeur: true,
} as const

/** Read with a selection that has `illustration`: the artwork's upload comes with its alternative text
 *  alone (the image's text on the shop, src/lib/catalogue/publicProduit.ts), nothing else of it. */
export const AVEC_ALT_ILLUSTRATION = { depth: 1, populate: { media: { alt: true } } } as const

export const CHAMPS_FACETTES = Object.fromEntries(FACETTES_REGISTRE.map((f) => [f.champ, true])) as Record<
  ChampFacette,
  true
>

/** What the product page shows beyond the card (the facet values aside). A field added here is read
 *  for the page and typed on ProduitPage (./page.ts): render it in FicheProduit. */
export const CHAMPS_PAGE = {
  description: true,
  publishedAt: true,
  updatedAt: true,
  coupDeCoeur: true,
} as const

/** What GET /api/produits/{slug} alone answers beyond the card (the facet values aside). A field added
 *  here is in that answer and typed on ProduitApi (./api.ts), and on no card. */
export const CHAMPS_API = {} as const

/** The product's own formats and prices, which toPublicProduit turns into its priced `formats`
 *  (./formatsImpression.ts): read by the API and the product page, not by the cards. */
export const CHAMPS_TARIF = { formats: true } as const

/** GET /api/produits/{slug}: the card, its own fields and the facet values. */
export const SELECTION_API = {
  ...SELECTION_CARTE,
  ...CHAMPS_TARIF,
  ...CHAMPS_API,
  ...CHAMPS_FACETTES,
} as const

/** The product page: the card, its own fields and the facet values. */
export const SELECTION_PAGE = {
  ...SELECTION_CARTE,
  ...CHAMPS_TARIF,
  ...CHAMPS_PAGE,
  ...CHAMPS_FACETTES,
} as const

/** A row of the admin's product tables. */
export const SELECTION_ADMIN = {
  slug: true,
  titre: true,
  _status: true,
  prix: true,
  likes: true,
  ajoutsPanier: true,
  ventes: true,
  coupDeCoeur: true,
  coupDeCoeurRang: true,
  updatedAt: true,
} as const

/** The values of a selection's fields, typed from it: a missing value is null. */
export type ValeursDe<S extends Partial<Record<keyof Produit, true>>> = {
  [K in keyof S & keyof Produit]-?: Exclude<Produit[K], undefined> | null
}

/** The fields of `champs` read from a document, each null when absent: a field added to the selection
 *  comes out with its type, without a line per field. */
export function valeursDe<S extends Partial<Record<keyof Produit, true>>>(
  doc: Partial<Produit>,
  champs: S,
): ValeursDe<S> {
  return Object.fromEntries(
    Object.keys(champs).map((k) => [k, doc[k as keyof Produit] ?? null]),
  ) as ValeursDe<S>
}

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
    populate: { ...populateFacettes(), ...AVEC_ALT_ILLUSTRATION.populate },
    overrideAccess: false,
    ...(brouillon ? { draft: true, user: brouillon.user } : {}),
  })
  return docs[0] ?? null
}
