import type { Payload } from 'payload'

import { facettesDuProduit, type Facette } from '@/lib/catalogue/facettes'
import type { Produit } from '@/payload-types'

import { lireFormatsBoutique } from './formatsBoutique'
import { toPublicProduitTarife, type PublicProduit } from './publicProduit'
import { CHAMPS_API, lireAvecFacettes, SELECTION_API, valeursDe, type ValeursDe } from './selections'

/** The browser API's read model: GET /api/produits/{slug} (SELECTION_API, ./selections.ts) and the
 *  published rows the batch, likes and checkout start from. Their cached reads are in
 *  src/lib/data/produits.ts. */

/** GET /api/produits/{slug}: the card, CHAMPS_API as the selection types them, per facet its values'
 *  slug and name. */
export type ProduitApi = PublicProduit &
  ValeursDe<typeof CHAMPS_API> & { facettes: Record<Facette, { slug: string; nom: string }[]> }

export async function lireProduitApi(
  payload: Payload,
  slug: string,
): Promise<{ id: number; produit: ProduitApi } | null> {
  const [doc, boutique] = await Promise.all([
    lireAvecFacettes(payload, slug, SELECTION_API),
    lireFormatsBoutique(payload),
  ])
  if (!doc) return null
  const parFacette = facettesDuProduit(doc)
  const facettes = Object.fromEntries(
    Object.entries(parFacette).map(([f, vs]) => [f, vs.map((v) => ({ slug: v.slug, nom: v.nom }))]),
  ) as ProduitApi['facettes']
  return {
    id: doc.id,
    produit: { ...toPublicProduitTarife(doc, boutique), ...valeursDe(doc, CHAMPS_API), facettes },
  }
}

/** Published products by slug, in the order asked, unknown or unpublished slugs left out. Reads the
 *  product rows (never drafts) with access overridden: callers serialise with toPublicProduit. */
export async function lirePubliesParSlugs(payload: Payload, slugs: string[]): Promise<Produit[]> {
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
  const alts = await altsDesIllustrations(payload, docs)
  const bySlug = new Map(docs.map((d) => [d.slug, avecAlt(d, alts)]))
  return unique.flatMap((s) => bySlug.get(s) ?? [])
}

/** The alternative text of each artwork of these products, in one read of the uploads (the rows are
 *  read at depth 0: a deeper read would populate every relationship, private files included). */
async function altsDesIllustrations(payload: Payload, docs: Produit[]): Promise<Map<string, string>> {
  const ids = [
    ...new Set(docs.map((d) => d.illustration).filter((i) => typeof i === 'number' || typeof i === 'string')),
  ]
  if (ids.length === 0) return new Map()
  const { docs: medias } = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    select: { alt: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(medias.map((m) => [String(m.id), m.alt]))
}

/** The row with its artwork as `{ id, alt }`, as toPublicProduit reads it (altDuProduit). */
const avecAlt = (d: Produit, alts: Map<string, string>): Produit => {
  const alt = alts.get(String(d.illustration))
  return alt === undefined
    ? d
    : { ...d, illustration: { id: d.illustration, alt } as Produit['illustration'] }
}

export async function lirePublieParSlug(payload: Payload, slug: string): Promise<Produit | null> {
  return (await lirePubliesParSlugs(payload, [slug]))[0] ?? null
}
