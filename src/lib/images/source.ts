import path from 'node:path'
import type { Payload } from 'payload'

import { DEFAULT_MOCKUP, MOCKUPS, OG_IMAGE, type Mockup } from '@/lib/constants'
import { lireProduitImage } from '@/lib/produits/lecture'

/** The artwork file of a document, and what identifies its current version (part of the cache key). */
export type Artwork = { id: string | number; filename: string; updatedAt: string; file: string }

export type ProduitSource = {
  slug: string
  titre: string
  sousTitre: string | null
  mockups: Mockup[]
  artwork: Artwork
}

export type CoverCollection = 'portfolio' | 'articles' | 'audiences' | 'collections'
export type CoverSource = { slug: string; artwork: Artwork }

type MediaDoc = { id: string | number; filename?: string | null; updatedAt?: string }

// Called indirectly so Turbopack's file tracing does not treat the media folder as a build input.
const join = path.join.bind(path)
const resolve = path.resolve.bind(path)

function artworkOf(payload: Payload, media: unknown): Artwork | null {
  if (!media || typeof media !== 'object') return null
  const m = media as MediaDoc
  if (!m.filename) return null
  // The media collection's own staticDir (MEDIA_DIR, else ./media), never a path from the request.
  const dir = payload.collections.media.config.upload.staticDir ?? resolve(process.env.MEDIA_DIR ?? 'media')
  return {
    id: m.id,
    filename: m.filename,
    updatedAt: m.updatedAt ?? '',
    file: join(dir, path.basename(m.filename)),
  }
}

/**
 * Short-lived memo of lookups so a cached derivative is served without a database round trip;
 * the collection hooks (invalidate.ts) clear it as soon as a product or a media changes.
 */
type Memo = Map<string, { value: unknown; expires: number }>
const memo: Memo = ((globalThis as { __mcImagesMemo?: Memo }).__mcImagesMemo ??= new Map())
const MEMO_MS = 60_000
/** Covers (portfolio, articles, audiences, collections) have no invalidation hook of their own: shorter memo. */
const COVER_MEMO_MS = 10_000

async function remember<T>(key: string, load: () => Promise<T>, ttl = MEMO_MS): Promise<T> {
  const hit = memo.get(key)
  if (hit && hit.expires > Date.now()) return hit.value as T
  const value = await load()
  if (memo.size > 5000) memo.clear()
  memo.set(key, { value, expires: Date.now() + ttl })
  return value
}

export function forget(prefix?: string): void {
  if (!prefix) return memo.clear()
  for (const key of memo.keys()) if (key.startsWith(prefix)) memo.delete(key)
}

/** A published product (the visitor's rights: overrideAccess false, no user) with its artwork, or null. */
export function findProduit(payload: Payload, slug: string): Promise<ProduitSource | null> {
  return remember(`produits:${slug}`, async () => {
    const doc = await lireProduitImage(payload, slug)
    const artwork = doc && artworkOf(payload, doc.illustration)
    if (!doc || !artwork) return null
    const mockups = (doc.mockups ?? []).filter((m): m is Mockup => (MOCKUPS as readonly string[]).includes(m))
    return {
      slug: doc.slug as string,
      titre: doc.titre,
      sousTitre: doc.sousTitre ?? null,
      mockups: mockups.length ? mockups : [DEFAULT_MOCKUP],
      artwork,
    }
  })
}

/** The `image` upload of a public portfolio item, article, audience or collection, or null. */
export function findCover(
  payload: Payload,
  collection: CoverCollection,
  slug: string,
): Promise<CoverSource | null> {
  return remember(
    `${collection}:${slug}`,
    async () => {
      const { docs } = await payload.find({
        collection,
        where: { slug: { equals: slug } },
        overrideAccess: false,
        depth: 1,
        limit: 1,
        pagination: false,
        select: { slug: true, image: true },
      })
      const doc = docs[0] as { slug?: string | null; image?: unknown } | undefined
      const artwork = doc && artworkOf(payload, doc.image)
      return doc && artwork ? { slug: doc.slug as string, artwork } : null
    },
    COVER_MEMO_MS,
  )
}

/** Social preview settings (reglages.ogImage), defaulting to 1200×630 quality 80. */
export function ogSettings(payload: Payload): Promise<{ width: number; height: number; quality: number }> {
  return remember('reglages:og', async () => {
    const reglages = await payload.findGlobal({ slug: 'reglages', depth: 0 }).catch(() => null)
    const og = (reglages as { ogImage?: Partial<typeof OG_IMAGE> } | null)?.ogImage
    return {
      width: og?.width || OG_IMAGE.width,
      height: og?.height || OG_IMAGE.height,
      quality: og?.quality || OG_IMAGE.quality,
    }
  })
}
