import path from 'node:path'

import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload } from 'payload'
import { z } from 'zod'

import { logger } from '@/lib/infra/logging'
import { lireSlugsParIllustration, SLUG_PATTERN } from '@/lib/catalogue'
import { broadcast } from '@/lib/infra/redis'

import { cacheDir, purge } from './cache'
import { coverGroup, produitGroup } from './derivatives'
import { forget } from './source'

const COVERS = ['portfolio', 'articles', 'audiences', 'collections'] as const

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: unknown }).id : value)

/**
 * What an instance drops: memoised lookups by key prefix ('' = all of them) and cached file groups.
 * Each instance keeps its own (memory, local disk), so with REDIS_URL every change is also sent to the
 * others (CANAL), which apply the same.
 */
export type InvalidationImages = { oublier: string[]; purger: string[] }
export const CANAL = 'images:invalidation'

const SLUG = SLUG_PATTERN.source.slice(1, -1)
/** A cache group is a name, `<collection>/<slug>` of a known collection (src/lib/images/derivatives.ts),
 *  never a path: no dot segment, separator or absolute path can reach the recursive delete. */
const GROUPE = new RegExp(`^(?:produits|${COVERS.join('|')})/${SLUG}$`)
/** A lookup prefix: a product's, or '' for all of them (src/lib/images/source.ts). */
const PREFIXE = new RegExp(`^(?:produits:${SLUG})?$`)
const BORNE = 200 + 20

export const groupeConnu = (groupe: string): boolean => groupe.length <= BORNE && GROUPE.test(groupe)

/** What an instance accepts from the channel: anything else is dropped whole, and logged. */
export const messageInvalidation = z.object({
  oublier: z.array(z.string().max(BORNE).regex(PREFIXE)).max(1000),
  purger: z.array(z.string().refine(groupeConnu)).max(1000),
})

async function appliquer({ oublier, purger }: InvalidationImages) {
  for (const prefixe of oublier) if (PREFIXE.test(prefixe)) forget(prefixe || undefined)
  // Checked here too, for the local callers: the group's folder must be a child of the image cache.
  const racine = cacheDir()
  const groupes = purger.filter((g) => {
    const dossier = path.resolve(racine, g)
    return groupeConnu(g) && path.dirname(path.dirname(dossier)) === racine
  })
  await Promise.all(groupes.map((group) => purge(group)))
}

async function invalider(invalidation: InvalidationImages) {
  ecouterInvalidationsImages()
  await Promise.all([appliquer(invalidation), broadcast()?.publish(CANAL, invalidation)])
}

/**
 * Subscribes this process to the other instances' invalidations (once; nothing without REDIS_URL). Called
 * by every image request and every invalidation, so an instance listens before it memoises anything.
 * After a lost connection it forgets every lookup: messages may have been missed, and the lookups are
 * only a short memo (files are named after their inputs, so a stale file is never served).
 */
export function ecouterInvalidationsImages(d = broadcast()): void {
  const g = globalThis as { __mcImagesEcoute?: WeakSet<object> }
  const deja = (g.__mcImagesEcoute ??= new WeakSet())
  if (!d || deja.has(d)) return
  deja.add(d)
  d.subscribe(CANAL, (message) => {
    const lu = messageInvalidation.safeParse(message)
    if (!lu.success) {
      logger().warn({ canal: CANAL }, 'Message d’invalidation des images refusé (groupe ou préfixe inconnu).')
      return
    }
    return appliquer(lu.data)
  })
  d.onResubscribe(() => forget())
}

/** A product changed: drop its memoised lookup, and its cached files when the artwork or slug moved. */
export async function invalidateProduit(
  doc: { slug?: string | null; illustration?: unknown; _status?: string | null },
  previous?: typeof doc | null,
) {
  const slugs = new Set([doc.slug, previous?.slug].filter((s): s is string => Boolean(s)))
  const artworkChanged = previous != null && idOf(previous.illustration) !== idOf(doc.illustration)
  const slugChanged = previous?.slug && previous.slug !== doc.slug
  const purger: string[] = []
  if (artworkChanged && doc.slug) purger.push(produitGroup(doc.slug))
  if (slugChanged && previous?.slug) purger.push(produitGroup(previous.slug))
  await invalider({ oublier: [...slugs].map((slug) => `produits:${slug}`), purger })
}

/** Cached files of every product and cover that shows this media (its file was replaced or deleted). */
async function purgeUsersOf(payload: Payload, mediaId: string | number) {
  const slugs = await lireSlugsParIllustration(payload, mediaId)
  const purger = slugs.map((slug) => produitGroup(slug))
  for (const collection of COVERS) {
    const covers = await payload.find({
      collection,
      where: { image: { equals: mediaId } },
      overrideAccess: true,
      depth: 0,
      pagination: false,
      select: { slug: true },
    })
    for (const d of covers.docs) {
      const slug = (d as { slug?: string }).slug
      if (slug) purger.push(coverGroup(collection, slug))
    }
  }
  // Every memoised lookup holds an artwork identity: media changes are rare, start over.
  await invalider({ oublier: [''], purger })
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
  await invalider({ oublier: [`produits:${slug}`], purger: [produitGroup(slug)] })
}
