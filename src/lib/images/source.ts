import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'

import {
  DEFAULT_MOCKUP,
  lireProduitImage,
  type Mockup,
  MOCKUPS,
  OG_IMAGE,
  type ProduitImage,
} from '@/lib/catalogue'
import { readStoredFile, storageConfig } from '@/lib/infra/storage'

import { cacheDir } from './cache'
import { lireFormatsImage, type FormatImage } from './formatsImage'

/** The artwork file of a document, and what identifies its current version (part of the cache key). */
export type Artwork = { id: string | number; filename: string; updatedAt: string; file: string }

export type ProduitSource = {
  slug: string
  titre: string
  sousTitre: string | null
  mockups: Mockup[]
  artwork: Artwork
  /** The print formats the product offers, with their sizes (none for a digital product). */
  formats: FormatImage[]
  formatParDefaut: string | null
}

export type CoverCollection = 'portfolio' | 'articles' | 'audiences' | 'collections'
export type CoverSource = { slug: string; artwork: Artwork }

type MediaDoc = { id: string | number; filename?: string | null; updatedAt?: string }

// Called indirectly so Turbopack's file tracing does not treat the media folder as a build input.
const join = path.join.bind(path)
const resolve = path.resolve.bind(path)

async function artworkOf(payload: Payload, media: unknown): Promise<Artwork | null> {
  if (!media || typeof media !== 'object') return null
  const m = media as MediaDoc
  if (!m.filename) return null
  const filename = path.basename(m.filename)
  const updatedAt = m.updatedAt ?? ''
  const file = storageConfig()
    ? await copieLocale(payload, m.id, filename, updatedAt)
    : // The media collection's own staticDir (MEDIA_DIR, else ./media), never a path from the request.
      join(
        payload.collections.media.config.upload.staticDir ?? resolve(process.env.MEDIA_DIR ?? 'media'),
        filename,
      )
  return file ? { id: m.id, filename: m.filename, updatedAt, file } : null
}

/**
 * With S3, the renderer still reads a local file: the artwork is copied once per version beside the
 * derivatives (the version is in the name, so an edit simply makes a new copy). Taken when the document is
 * looked up, at most once per machine and version, then served from disk. null when the object is missing.
 */
async function copieLocale(
  payload: Payload,
  id: string | number,
  filename: string,
  updatedAt: string,
): Promise<string | null> {
  const version = createHash('sha256').update(`${filename}\0${updatedAt}`).digest('hex').slice(0, 16)
  const dir = join(cacheDir(), 'oeuvres')
  const file = join(dir, `${String(id).replace(/[^\w-]/g, '_')}-${version}${path.extname(filename)}`)
  const present = await fs.stat(file).catch(() => null)
  if (present?.isFile()) return file
  const contenu = await readStoredFile(payload, 'media', filename)
  if (!contenu) return null
  await fs.mkdir(dir, { recursive: true })
  // Written under a temporary name, then renamed: a concurrent reader never sees half a file.
  const partiel = `${file}.${process.pid}.${Date.now()}.partiel`
  await fs.writeFile(partiel, contenu)
  await fs.rename(partiel, file)
  return file
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

/** What the scenes of a product read (published, or a draft in the staff's preview) are drawn from:
 *  null without an artwork file. */
export async function sourceDuProduit(payload: Payload, doc: ProduitImage): Promise<ProduitSource | null> {
  const artwork = await artworkOf(payload, doc.illustration)
  if (!artwork) return null
  const mockups = (doc.mockups ?? []).filter((m): m is Mockup => (MOCKUPS as readonly string[]).includes(m))
  return {
    slug: doc.slug as string,
    titre: doc.titre,
    sousTitre: doc.sousTitre ?? null,
    mockups: mockups.length ? mockups : [DEFAULT_MOCKUP],
    artwork,
    ...(await lireFormatsImage(payload, doc)),
  }
}

/** A published product (the visitor's rights: overrideAccess false, no user) with its artwork, or null. */
export function lireProduitSource(payload: Payload, slug: string): Promise<ProduitSource | null> {
  return remember(`produits:${slug}`, async () => {
    const doc = await lireProduitImage(payload, slug)
    return doc && sourceDuProduit(payload, doc)
  })
}

/** The `image` upload of a public portfolio item, article, audience or collection, or null. */
export function lireCouverture(
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
      const artwork = doc && (await artworkOf(payload, doc.image))
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
