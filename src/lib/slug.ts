import slugify from 'slugify'

/** URL-safe slug: lowercase ASCII, accents stripped, words joined by `-`.
 *  Apostrophes separate words, as in `trait-d-esprit` and `salle-d-attente`. */
export function toSlug(input: string): string {
  return slugify(input.replace(/['’‘`]/g, ' '), { lower: true, strict: true, locale: 'fr', trim: true })
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Words used by the listing routes under /produits/affiches: a product may not take them. */
export const RESERVED_PRODUCT_SLUGS = [
  'coups-de-coeur',
  'audiences',
  'themes',
  'collections',
  'mots-cles',
  'langues',
  'page',
] as const
