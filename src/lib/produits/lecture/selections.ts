import { FACETTES_REGISTRE, type ChampFacette } from '@/lib/data/facettes'

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
  likes: true,
  coupDeCoeur: true,
} as const

export const CHAMPS_FACETTES = Object.fromEntries(FACETTES_REGISTRE.map((f) => [f.champ, true])) as Record<
  ChampFacette,
  true
>

/** GET /api/produits/{slug}: the card and the facet values. */
export const SELECTION_API = { ...SELECTION_CARTE, ...CHAMPS_FACETTES } as const

/** The product page: the API's fields, the description and the dates. */
export const SELECTION_PAGE = {
  ...SELECTION_CARTE,
  description: true,
  publishedAt: true,
  updatedAt: true,
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
