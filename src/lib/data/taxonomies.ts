import 'server-only'

import { cache } from 'react'

import { DEFAULT_MOCKUP, type Facette, FACETTES_INFO, facetteTag, lireApercus, TAGS } from '@/lib/catalogue'

import { cached } from '@/lib/infra/cache'
import { payloadClient } from '@/lib/payload/client'

export type Terme = {
  id: number
  slug: string
  nom: string
  description: string | null
  couleur: string | null
}

export type TermeAvecCompte = Terme & {
  count: number
  /** Newest product of the value, for the preview image. */
  apercu: { slug: string; mockup: string; alt: string } | null
}

type TermeDoc = {
  id: number
  slug?: string | null
  nom: string
  description?: string | null
  couleur?: string | null
}

const toTerme = (d: TermeDoc): Terme => ({
  id: d.id,
  slug: d.slug ?? String(d.id),
  nom: d.nom,
  description: d.description ?? null,
  couleur: d.couleur ?? null,
})

/** Every value of a facet, by name. */
export const lireTermes = cached(
  async (facette: Facette): Promise<Terme[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: facette,
      sort: 'nom',
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    return (docs as TermeDoc[]).map(toTerme)
  },
  'termes',
  (facette) => [facetteTag(facette)],
  'content',
)

/** Values of a facet with their count of published products and a preview (values without products
 *  are left out: a listing page of nothing helps no one). One query over the published products. */
export const lireTermesAvecCompte = cached(
  async (facette: Facette): Promise<TermeAvecCompte[]> => {
    const payload = await payloadClient()
    const champ = FACETTES_INFO[facette].champ
    const [termes, produits] = await Promise.all([lireTermes(facette), lireApercus(payload, champ)])
    const stats = new Map<number, { count: number; apercu: TermeAvecCompte['apercu'] }>()
    for (const p of produits) {
      for (const ref of (p[champ] as (number | { id: number })[] | null | undefined) ?? []) {
        const id = typeof ref === 'object' ? ref.id : ref
        const s = stats.get(id)
        if (s) s.count += 1
        else
          stats.set(id, {
            count: 1,
            apercu: {
              slug: p.slug as string,
              mockup: p.mockups?.[0] ?? DEFAULT_MOCKUP,
              alt: p.alt || p.titre,
            },
          })
      }
    }
    return termes
      .map((t) => ({ ...t, count: stats.get(t.id)?.count ?? 0, apercu: stats.get(t.id)?.apercu ?? null }))
      .filter((t) => t.count > 0)
  },
  'termes:comptes',
  (facette) => [facetteTag(facette), TAGS.produits],
  'content',
)

export const lireTerme = cache(async (facette: Facette, slug: string): Promise<Terme | null> => {
  const termes = await lireTermes(facette)
  return termes.find((t) => t.slug === slug) ?? null
})

/** /produits/affiches/{facet}[/page/{n}]: that page of the facet's values with products, `parPage`
 *  (reglages.itemsPerPage, read by the route) to a page, and the number of pages. */
export async function lireIndexFacette(
  facette: Facette,
  page: number,
  parPage: number,
): Promise<{ termes: TermeAvecCompte[]; totalPages: number }> {
  const termes = await lireTermesAvecCompte(facette)
  return {
    termes: termes.slice((page - 1) * parPage, page * parPage),
    totalPages: Math.ceil(termes.length / parPage),
  }
}
