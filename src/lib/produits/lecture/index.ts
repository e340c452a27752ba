import type { Payload, PayloadRequest, Where } from 'payload'

import {
  FACETTES_REGISTRE,
  facettesDuProduit,
  populateFacettes,
  type ChampFacette,
  type Facette,
  type Registre,
  type ValeurFacette,
} from '@/lib/data/facettes'
import { miniatureUrl } from '@/lib/images/urls'
import type { Produit } from '@/payload-types'

import { toPublicProduit, type PublicProduit } from '../publicProduit'

import { SELECTION_ADMIN, SELECTION_API, SELECTION_CARTE, SELECTION_PAGE } from './selections'

/**
 * Every read of the `produits` collection by the shop, its admin screens and its services (images,
 * downloads), each with a named selection (./selections.ts). The reads of the image pipeline, the
 * downloads and the admin's edit form are in ./interne.ts.
 */

export { SELECTION_ADMIN, SELECTION_API, SELECTION_CARTE, SELECTION_PAGE } from './selections'
export {
  lireFacettesDesProduits,
  lireFichierNumerique,
  lireIdProduitEditable,
  lireProduitImage,
  lireSlugsParIllustration,
  type ProduitImage,
} from './interne'

export type PageProduits = { docs: PublicProduit[]; page: number; totalPages: number; totalDocs: number }

type Requete = { where: Where; sort: string[] }

/** One page of published products as anonymous visitors see them, as cards. */
export async function lirePageDeCartes(
  payload: Payload,
  { where, sort, page, limit }: Requete & { page: number; limit: number },
): Promise<PageProduits> {
  const res = await payload.find({
    collection: 'produits',
    where,
    sort,
    page,
    limit,
    depth: 0,
    select: SELECTION_CARTE,
    overrideAccess: false,
  })
  return {
    docs: res.docs.map(toPublicProduit),
    page: res.page ?? page,
    totalPages: res.totalPages,
    totalDocs: res.totalDocs,
  }
}

/** The first `limit` published products, as cards. */
export async function lireCartes(
  payload: Payload,
  { where, sort, limit }: Requete & { limit: number },
): Promise<PublicProduit[]> {
  const { docs } = await payload.find({
    collection: 'produits',
    where,
    sort,
    limit,
    depth: 0,
    select: SELECTION_CARTE,
    overrideAccess: false,
  })
  return docs.map(toPublicProduit)
}

/** A staff member reading the latest drafts (the shop's draft preview, src/lib/apercu). */
export type LecteurBrouillon = { user: NonNullable<PayloadRequest['user']> }

/** The product of this slug with its facet values' names and slugs (depth 1), or null: the published
 *  one, or with `brouillon` its latest draft read with that staff member's own access. */
async function lireAvecFacettes<S extends typeof SELECTION_API | typeof SELECTION_PAGE>(
  payload: Payload,
  slug: string,
  select: S,
  brouillon?: LecteurBrouillon,
) {
  const { docs } = await payload.find({
    collection: 'produits',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    select,
    populate: populateFacettes(),
    overrideAccess: false,
    ...(brouillon ? { draft: true, user: brouillon.user } : {}),
  })
  return docs[0] ?? null
}

/** What the product page shows. */
export type ProduitPage = PublicProduit & {
  id: number
  description: Produit['description']
  publishedAt: string | null
  updatedAt: string
  coupDeCoeur: boolean
  facettes: Record<Facette, ValeurFacette[]>
}

export async function lireProduitPage(
  payload: Payload,
  slug: string,
  brouillon?: LecteurBrouillon,
): Promise<ProduitPage | null> {
  const doc = await lireAvecFacettes(payload, slug, SELECTION_PAGE, brouillon)
  if (!doc) return null
  return {
    ...toPublicProduit(doc),
    id: doc.id,
    description: doc.description ?? null,
    publishedAt: doc.publishedAt ?? null,
    updatedAt: doc.updatedAt,
    coupDeCoeur: Boolean(doc.coupDeCoeur),
    facettes: facettesDuProduit(doc),
  }
}

/** GET /api/produits/{slug}: the public product and, per facet, its values' slug and name. */
export type ProduitApi = PublicProduit & { facettes: Record<Facette, { slug: string; nom: string }[]> }

export async function lireProduitApi(
  payload: Payload,
  slug: string,
): Promise<{ id: number; produit: ProduitApi } | null> {
  const doc = await lireAvecFacettes(payload, slug, SELECTION_API)
  if (!doc) return null
  const parFacette = facettesDuProduit(doc)
  const facettes = Object.fromEntries(
    Object.entries(parFacette).map(([f, vs]) => [f, vs.map((v) => ({ slug: v.slug, nom: v.nom }))]),
  ) as ProduitApi['facettes']
  return { id: doc.id, produit: { ...toPublicProduit(doc), facettes } }
}

/** Published products by slug, in the order asked, unknown or unpublished slugs left out. Reads the
 *  product rows (never drafts) with access overridden: callers serialise with toPublicProduit. */
export async function findPublishedBySlugs(payload: Payload, slugs: string[]): Promise<Produit[]> {
  const unique = [...new Set(slugs)]
  if (unique.length === 0) return []
  const { docs } = await payload.find({
    collection: 'produits',
    where: { and: [{ slug: { in: unique } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: unique.length,
    pagination: false,
    overrideAccess: true,
  })
  const bySlug = new Map(docs.map((d) => [d.slug, d]))
  return unique.flatMap((s) => bySlug.get(s) ?? [])
}

export async function findPublishedBySlug(payload: Payload, slug: string): Promise<Produit | null> {
  return (await findPublishedBySlugs(payload, [slug]))[0] ?? null
}

/** Every published product's preview (slug, title, alt, mockups) and values of one facet, newest
 *  first: the facet index's counts and pictures. */
export async function lireApercus(payload: Payload, champ: ChampFacette) {
  const { docs } = await payload.find({
    collection: 'produits',
    sort: ['-publishedAt', '-id'],
    depth: 0,
    pagination: false,
    select: { slug: true, titre: true, alt: true, mockups: true, [champ]: true },
    overrideAccess: false,
  })
  return docs
}

/** Every published product's slug, dates, favourite flag and facet values, last changed first: the
 *  sitemaps. */
export async function lirePourSitemap(payload: Payload, registre: Registre = FACETTES_REGISTRE) {
  const { docs } = await payload.find({
    collection: 'produits',
    depth: 0,
    pagination: false,
    sort: '-updatedAt',
    select: {
      slug: true,
      updatedAt: true,
      coupDeCoeur: true,
      ...Object.fromEntries(registre.map((f) => [f.champ, true])),
    },
    overrideAccess: false,
  })
  return docs as (Pick<Produit, 'id' | 'slug' | 'updatedAt' | 'coupDeCoeur'> & Record<string, unknown>)[]
}

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
