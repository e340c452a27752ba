import type { PayloadRequest } from 'payload'

import {
  audienceImageUrl,
  collectionImageUrl,
  lireFacettesDesProduits,
  lireLignesAdmin,
  type ProduitRow,
} from '@/lib/catalogue'
import type { Media } from '@/payload-types'

export type Taxonomie = 'audiences' | 'collections'

export type TaxonomieRow = {
  id: number | string
  nom: string
  slug: string
  description: string | null
  image: string
  total: number
  publies: number
}

type Doc = {
  id: number | string
  nom: string
  slug?: string | null
  description?: string | null
  image?: number | string | Media | null
}

/** The uploaded image's thumbnail, else the storefront's generated image of the term. */
function imageOf(collection: Taxonomie, doc: Doc): string {
  const media = typeof doc.image === 'object' && doc.image ? doc.image : null
  const uploaded = media?.sizes?.thumbnail?.url ?? media?.url
  if (uploaded) return uploaded
  const slug = doc.slug ?? String(doc.id)
  return collection === 'audiences' ? audienceImageUrl(slug) : collectionImageUrl(slug)
}

/** Every audience or poster collection with its product counts (all, published): one pass over the
 *  products rather than a count query per term. */
export async function lireTaxonomie(req: PayloadRequest, collection: Taxonomie): Promise<TaxonomieRow[]> {
  const [termes, produits] = await Promise.all([
    req.payload.find({ collection, sort: 'nom', depth: 1, pagination: false, req, overrideAccess: false }),
    lireFacettesDesProduits(req, collection),
  ])
  const counts = new Map<number | string, { total: number; publies: number }>()
  for (const p of produits) {
    for (const ref of (p[collection] as (number | string | { id: number | string })[] | null | undefined) ??
      []) {
      const id = typeof ref === 'object' ? ref.id : ref
      const c = counts.get(id) ?? { total: 0, publies: 0 }
      c.total += 1
      if (p._status === 'published') c.publies += 1
      counts.set(id, c)
    }
  }
  return (termes.docs as unknown as Doc[]).map((d) => ({
    id: d.id,
    nom: d.nom,
    slug: d.slug ?? String(d.id),
    description: d.description ?? null,
    image: imageOf(collection, d),
    ...(counts.get(d.id) ?? { total: 0, publies: 0 }),
  }))
}

/** One term by slug with all its products (drafts included), or null. */
export async function lireTermeTaxonomie(
  req: PayloadRequest,
  collection: Taxonomie,
  slug: string,
): Promise<{ terme: TaxonomieRow; produits: ProduitRow[] } | null> {
  const { docs } = await req.payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    req,
    overrideAccess: false,
  })
  const doc = docs[0] as unknown as Doc | undefined
  if (!doc) return null
  const rows = await lireLignesAdmin(req, { [collection]: { in: [doc.id] } })
  return {
    terme: {
      id: doc.id,
      nom: doc.nom,
      slug: doc.slug ?? String(doc.id),
      description: doc.description ?? null,
      image: imageOf(collection, doc),
      total: rows.length,
      publies: rows.filter((r) => r.statut === 'published').length,
    },
    produits: rows,
  }
}
