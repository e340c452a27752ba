import slugify from 'slugify'

import { FACETTES_REGISTRE, listesAffiches, type Registre } from '@/lib/catalogue/facettes'

/** URL-safe slug: lowercase ASCII, accents stripped, words joined by `-`.
 *  Apostrophes separate words, as in `trait-d-esprit` and `salle-d-attente`. */
export function toSlug(input: string): string {
  return slugify(input.replace(/['’‘`]/g, ' '), { lower: true, strict: true, locale: 'fr', trim: true })
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Longest slug: the cache tags built from slugs (`produit:{slug}`…) are limited to 256 characters. */
export const SLUG_MAX = 200

/** Words used by the listing routes under /produits/affiches (the listings and their `page`): a
 *  product may not take them. */
export const reservedProductSlugs = (registry: Registre = FACETTES_REGISTRE): string[] => [
  ...listesAffiches(registry),
  'page',
]

export const RESERVED_PRODUCT_SLUGS: readonly string[] = reservedProductSlugs()
