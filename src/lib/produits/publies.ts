import type { Payload } from 'payload'

import type { Produit } from '@/payload-types'

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
