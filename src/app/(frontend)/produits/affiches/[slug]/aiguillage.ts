import { notFound } from 'next/navigation'

import type { Liste } from '@/components/templates/affiches'
import { COUPS_DE_COEUR, isFacette } from '@/lib/produits/facettes'
import { RESERVED_PRODUCT_SLUGS } from '@/lib/slug'

/**
 * What /produits/affiches/{slug} serves (docs/SPECIFICATION.md §4): the favourites listing, a facet
 * index (audiences, themes, collections, mots-cles, langues), or a product. Listing words are never
 * products (their slugs are reserved): a reserved word that serves nothing is a 404.
 */
export function aiguillage(slug: string): Liste | { type: 'produit'; slug: string } {
  if (slug === COUPS_DE_COEUR) return { type: 'coups-de-coeur' }
  if (isFacette(slug)) return { type: 'facette', facette: slug }
  if (RESERVED_PRODUCT_SLUGS.includes(slug)) notFound()
  return { type: 'produit', slug }
}
