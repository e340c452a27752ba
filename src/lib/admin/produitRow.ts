import { miniatureUrl } from '@/lib/images/urls'
import type { Produit } from '@/payload-types'

/** What the admin screens show of a product in a list or a card. */
export type ProduitRow = {
  id: number | string
  slug: string
  titre: string
  statut: 'draft' | 'published'
  prix: number
  likes: number
  ajoutsPanier: number
  ventes: number
  coupDeCoeur: boolean
  coupDeCoeurRang: number | null
  miniature: string
  updatedAt: string
}

export const PRODUIT_ROW_SELECT = {
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

type Partiel = Pick<Produit, 'id' | 'titre' | 'updatedAt'> & Partial<Produit>

export function toProduitRow(doc: Partiel): ProduitRow {
  const slug = doc.slug ?? String(doc.id)
  return {
    id: doc.id,
    slug,
    titre: doc.titre,
    statut: doc._status === 'published' ? 'published' : 'draft',
    prix: doc.prix ?? 0,
    likes: doc.likes ?? 0,
    ajoutsPanier: doc.ajoutsPanier ?? 0,
    ventes: doc.ventes ?? 0,
    coupDeCoeur: Boolean(doc.coupDeCoeur),
    coupDeCoeurRang: doc.coupDeCoeurRang ?? null,
    miniature: miniatureUrl(slug),
    updatedAt: doc.updatedAt,
  }
}

/** Products as gallery rows, by title, read with the editor's own access. */
export async function findProduitRows(
  req: import('payload').PayloadRequest,
  where?: import('payload').Where,
): Promise<ProduitRow[]> {
  const { docs } = await req.payload.find({
    collection: 'produits',
    ...(where ? { where } : {}),
    sort: 'titre',
    depth: 0,
    pagination: false,
    select: PRODUIT_ROW_SELECT,
    req,
    overrideAccess: false,
  })
  return docs.map((d) => toProduitRow(d as Partiel))
}
