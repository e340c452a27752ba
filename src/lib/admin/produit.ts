import type { PayloadRequest } from 'payload'

import { DEFAULT_MOCKUP, lireProduitAdmin, type ProduitRow, toProduitRow } from '@/lib/catalogue'
import type { Commande, Media, Produit } from '@/payload-types'

/** A product as the admin's product screens show it (not the storefront's ProduitPage). */
export type ProduitAdmin = {
  row: ProduitRow
  doc: Produit
  mockups: string[]
  illustration: { url: string; width: number | null; height: number | null; alt: string } | null
}

/** A product by slug as staff see it (its latest draft included), or null. */
export async function lireProduitDetail(req: PayloadRequest, slug: string): Promise<ProduitAdmin | null> {
  const doc = await lireProduitAdmin(req, slug)
  if (!doc) return null
  const media = typeof doc.illustration === 'object' ? (doc.illustration as Media) : null
  return {
    row: toProduitRow(doc),
    doc,
    mockups: doc.mockups?.length ? doc.mockups : [DEFAULT_MOCKUP],
    illustration: media?.url
      ? { url: media.url, width: media.width ?? null, height: media.height ?? null, alt: media.alt }
      : null,
  }
}

export type CommandeLigne = Pick<Commande, 'id' | 'numero' | 'email' | 'statut' | 'total' | 'createdAt'> & {
  quantite: number
  prixLigne: number
}

/** Orders whose lines contain this product, newest first. */
export async function commandesDuProduit(req: PayloadRequest, slug: string): Promise<CommandeLigne[]> {
  const { docs } = await req.payload.find({
    collection: 'commandes',
    where: { 'lignes.slug': { equals: slug } },
    sort: '-createdAt',
    limit: 200,
    depth: 0,
    req,
    overrideAccess: false,
  })
  return docs.map((c) => {
    const lignes = (c.lignes ?? []).filter((l) => l.slug === slug)
    return {
      id: c.id,
      numero: c.numero,
      email: c.email,
      statut: c.statut,
      total: c.total,
      createdAt: c.createdAt,
      quantite: lignes.length,
      prixLigne: lignes.reduce((sum, l) => sum + l.prix, 0),
    }
  })
}
