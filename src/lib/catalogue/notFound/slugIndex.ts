import 'server-only'

import type { Payload } from 'payload'

import { payloadClient } from '@/lib/payload/client'

import type { SlugIndex } from './decide'

/** Every row's slug (published or draft: a draft is previewed, and previews are left to their route). */
async function readSlugs(
  payload: Payload,
  collection: 'pages' | 'produits' | 'articles',
): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection,
    select: { slug: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Set(docs.map((d) => (d as { slug?: string | null }).slug).filter((s): s is string => !!s))
}

/** The slugs of pages, products and articles: three queries (./registry.ts keeps the result). */
export async function readSlugIndex(): Promise<SlugIndex> {
  const payload = await payloadClient()
  const [pages, produits, articles] = await Promise.all([
    readSlugs(payload, 'pages'),
    readSlugs(payload, 'produits'),
    readSlugs(payload, 'articles'),
  ])
  return { pages, produits, articles }
}
