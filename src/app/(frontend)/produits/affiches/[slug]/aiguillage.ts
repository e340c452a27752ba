import { notFound } from 'next/navigation'
import type { ComponentProps } from 'react'

import type { ListeAffiches, Liste } from '@/components/templates/affiches'
import { lireProduits } from '@/lib/data/produits'
import { lireReglages } from '@/lib/data/reglages'
import { lireIndexFacette } from '@/lib/data/taxonomies'
import { COUPS_DE_COEUR, isFacette, RESERVED_PRODUCT_SLUGS, verifierPage } from '@/lib/catalogue'

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

/** A listing's page n as its template renders it: read through src/lib/data (cache policy on each
 *  function); a 404 beyond the last page. */
export async function lireListe(c: Liste, page: number): Promise<ComponentProps<typeof ListeAffiches>> {
  const reglages = await lireReglages()
  if (c.type === 'coups-de-coeur') {
    const data = await lireProduits({ type: 'coups-de-coeur' }, page, reglages.itemsPerPage)
    verifierPage(page, data.totalPages)
    return { liste: { type: 'coups-de-coeur', data }, page, reglages }
  }
  const { termes, totalPages } = await lireIndexFacette(c.facette, page, reglages.itemsPerPage)
  verifierPage(page, totalPages)
  return { liste: { type: 'facette', facette: c.facette, termes, totalPages }, page, reglages }
}
