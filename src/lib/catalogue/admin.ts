import type { Payload, PayloadRequest, TypedUser, Where } from 'payload'

import { miniatureUrl } from '@/lib/catalogue/urls'
import type { Produit } from '@/payload-types'

import { SELECTION_ADMIN } from './selections'

/** The admin's read model: product rows (SELECTION_ADMIN, ./selections.ts) and the whole product, read
 *  with the editor's own access. */

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

type PartielAdmin = Pick<Produit, 'id' | 'titre' | 'updatedAt'> & Partial<Produit>

export function toProduitRow(doc: PartielAdmin): ProduitRow {
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

/** Products as admin rows, by title, read with the editor's own access. */
export async function lireLignesAdmin(req: PayloadRequest, where?: Where): Promise<ProduitRow[]> {
  const { docs } = await req.payload.find({
    collection: 'produits',
    ...(where ? { where } : {}),
    sort: 'titre',
    depth: 0,
    pagination: false,
    select: SELECTION_ADMIN,
    req,
    overrideAccess: false,
  })
  return docs.map((d) => toProduitRow(d as PartielAdmin))
}

/** The first `limit` products by `tri` (then title), as admin rows: the dashboard's tops. */
export async function lirePremiersAdmin(req: PayloadRequest, tri: string, limit = 5): Promise<ProduitRow[]> {
  const { docs } = await req.payload.find({
    collection: 'produits',
    sort: [tri, 'titre'],
    limit,
    depth: 0,
    select: SELECTION_ADMIN,
    req,
    overrideAccess: false,
  })
  return docs.map((d) => toProduitRow(d as PartielAdmin))
}

/** One page of admin rows, last changed first. */
export async function lirePageDeLignesAdmin(
  req: PayloadRequest,
  { where, page, limit }: { where?: Where; page: number; limit: number },
): Promise<{ rows: ProduitRow[]; page: number; totalPages: number; totalDocs: number }> {
  const res = await req.payload.find({
    collection: 'produits',
    where,
    sort: ['-updatedAt', '-id'],
    limit,
    page,
    depth: 0,
    select: SELECTION_ADMIN,
    req,
    overrideAccess: false,
  })
  return {
    rows: res.docs.map(toProduitRow),
    page: res.page ?? page,
    totalPages: res.totalPages,
    totalDocs: res.totalDocs,
  }
}

/** The whole product of this slug as staff see it (its latest draft, relations at depth 1), or null. */
export async function lireProduitAdmin(req: PayloadRequest, slug: string): Promise<Produit | null> {
  const { docs } = await req.payload.find({
    collection: 'produits',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    draft: true,
    req,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/** The id of the product of this slug, drafts included, if this user may edit it (Payload's edit form). */
export async function lireIdProduitEditable(
  payload: Payload,
  slug: string,
  user: TypedUser,
): Promise<number | string | null> {
  const { docs } = await payload.find({
    collection: 'produits',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    draft: true,
    select: {},
    user,
    overrideAccess: false,
  })
  return docs[0]?.id ?? null
}

/** Every product's values of one facet and its status, with the editor's access (the admin's counts
 *  per term: one query rather than a count per term). */
export async function lireFacettesDesProduits(req: PayloadRequest, champ: string) {
  const { docs } = await req.payload.find({
    collection: 'produits',
    depth: 0,
    pagination: false,
    select: { [champ]: true, _status: true },
    req,
    overrideAccess: false,
  })
  return docs as unknown as Record<string, unknown>[]
}
