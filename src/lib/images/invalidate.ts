import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload } from 'payload'

import { lireSlugsParIllustration } from '@/lib/produits/lecture'

import { purge } from './cache'
import { coverGroup, produitGroup } from './derivatives'
import { forget } from './source'

const COVERS = ['portfolio', 'articles', 'audiences', 'collections'] as const

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: unknown }).id : value)

/** A product changed: drop its memoised lookup, and its cached files when the artwork or slug moved. */
export async function invalidateProduit(
  doc: { slug?: string | null; illustration?: unknown; _status?: string | null },
  previous?: typeof doc | null,
) {
  const slugs = new Set([doc.slug, previous?.slug].filter((s): s is string => Boolean(s)))
  for (const slug of slugs) forget(`produits:${slug}`)
  const artworkChanged = previous != null && idOf(previous.illustration) !== idOf(doc.illustration)
  const slugChanged = previous?.slug && previous.slug !== doc.slug
  if (artworkChanged && doc.slug) await purge(produitGroup(doc.slug))
  if (slugChanged && previous?.slug) await purge(produitGroup(previous.slug))
}

/** Cached files of every product and cover that shows this media (its file was replaced or deleted). */
async function purgeUsersOf(payload: Payload, mediaId: string | number) {
  // Every memoised lookup holds an artwork identity: media changes are rare, start over.
  forget()
  const slugs = await lireSlugsParIllustration(payload, mediaId)
  await Promise.all(slugs.map((slug) => purge(produitGroup(slug))))
  for (const collection of COVERS) {
    const covers = await payload.find({
      collection,
      where: { image: { equals: mediaId } },
      overrideAccess: true,
      depth: 0,
      pagination: false,
      select: { slug: true },
    })
    await Promise.all(
      covers.docs.map(
        (d) => (d as { slug?: string }).slug && purge(coverGroup(collection, (d as { slug: string }).slug)),
      ),
    )
  }
}

/** Media afterChange: a replaced file (new filename/updatedAt) already misses the cache; this reclaims disk and memo. */
export const invalidateMediaImages: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'update')
    await purgeUsersOf(req.payload, doc.id).catch((err) => req.payload.logger.warn({ err }, 'images: purge'))
  return doc
}

export const invalidateMediaImagesOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await purgeUsersOf(req.payload, doc.id).catch((err) => req.payload.logger.warn({ err }, 'images: purge'))
  return doc
}

/** A deleted product: its lookup and every cached file go. */
export async function removeProduit(slug: string | null | undefined) {
  if (!slug) return
  forget(`produits:${slug}`)
  await purge(produitGroup(slug))
}
