import { notFound } from 'next/navigation'
import type { ComponentProps } from 'react'

import type { ListeValeur } from '@/components/templates/affiches'
import { lireProduits } from '@/lib/data/produits'
import { lireReglages } from '@/lib/data/reglages'
import { lireTerme, type Terme } from '@/lib/data/taxonomies'
import { type Facette, isFacette, verifierPage } from '@/lib/catalogue'

/** The facet and value of /produits/affiches/{facet}/{value}, or a 404. */
export async function resoudreValeur(f: string, valeur: string): Promise<{ facette: Facette; terme: Terme }> {
  if (!isFacette(f)) notFound()
  const terme = await lireTerme(f, valeur)
  if (!terme) notFound()
  return { facette: f, terme }
}

/** That value's page n of products as its template renders it: read through src/lib/data (cache policy
 *  on each function); a 404 beyond the last page. */
export async function lireValeur(
  f: string,
  valeur: string,
  page: number,
): Promise<ComponentProps<typeof ListeValeur>> {
  const { facette, terme } = await resoudreValeur(f, valeur)
  const reglages = await lireReglages()
  const data = await lireProduits({ type: 'facette', facette, id: terme.id }, page, reglages.itemsPerPage)
  verifierPage(page, data.totalPages)
  return { facette, terme, data, reglages }
}
