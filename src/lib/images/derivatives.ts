import type { Payload } from 'payload'

import type { Mockup } from '@/lib/catalogue'

import { cachedFile, type Cached } from './cache'
import { SCENES } from './mockups'
import { sceneVersion, type Scene } from './scene'
import { coverImage, miniatureImage, mockupImage, ogImage, pinterestImage, readArtwork } from './render'
import {
  lireCouverture,
  lireProduitSource,
  ogSettings,
  type Artwork,
  type CoverCollection,
  type ProduitSource,
} from './source'
import { scaledScene } from './trueScale'
import { SIZES } from '../catalogue'

/**
 * Generation of every derivative: look the document up as a visitor would, then take the file from
 * the disk cache or render it once. null means "nothing to show" (→ 404).
 * Scene edits change sceneVersion (in the keys); bump RENDERER when a layout of render.ts changes.
 */
export const RENDERER = 'scenes-v1'

export type Derivative = Cached & { contentType: 'image/webp' | 'image/jpeg' }

const identity = (a: Artwork) => [a.id, a.filename, a.updatedAt]

export const produitGroup = (slug: string) => `produits/${slug}`
export const coverGroup = (collection: CoverCollection, slug: string) => `${collection}/${slug}`

/**
 * The scene with the product's print at the size of `format` (its code), or of its default format when
 * null; null for a format the product does not offer. A product without formats: the scene as drawn.
 */
export function produitScene(p: ProduitSource, mockup: Mockup, format: string | null = null): Scene | null {
  const size = p.formats.find((f) => f.code === (format ?? p.formatParDefaut)) ?? null
  if (format !== null && !size) return null
  return scaledScene(SCENES[mockup], size)
}

/**
 * Any of the 11 scenes for a published product (the scenes the product lists are what pages link to),
 * at the size of one of its print formats (null: its default one). The size is in the key (sceneVersion).
 */
export async function produitMockup(
  payload: Payload,
  slug: string,
  mockup: Mockup,
  format: string | null = null,
): Promise<Derivative | null> {
  const p = await lireProduitSource(payload, slug)
  return p && mockupDuProduit(p, mockup, format)
}

/** The scene of `p` as read: a published product, or a draft in the staff's preview (its key names its
 *  own artwork file, so a draft's picture is never the one a public route serves for the product). */
export async function mockupDuProduit(
  p: ProduitSource,
  mockup: Mockup,
  format: string | null = null,
): Promise<Derivative | null> {
  const scene = produitScene(p, mockup, format)
  if (!scene) return null
  const out = await cachedFile(
    produitGroup(p.slug),
    [RENDERER, 'mockup', mockup, sceneVersion(scene), identity(p.artwork)],
    'webp',
    async () => mockupImage(await readArtwork(p.artwork.file), scene),
  )
  return { ...out, contentType: 'image/webp' }
}

/** Thumbnail of a scene (or of the bare artwork when mockup is null), 400×400 or 800×800 @2x. */
export async function produitMiniature(
  payload: Payload,
  slug: string,
  mockup: Mockup | null,
  retina: boolean,
): Promise<Derivative | null> {
  const p = await lireProduitSource(payload, slug)
  if (!p) return null
  const size = (retina ? SIZES.miniature2x : SIZES.miniature).width
  const scene = mockup && produitScene(p, mockup)
  const out = await cachedFile(
    produitGroup(slug),
    [RENDERER, 'miniature', mockup, scene && sceneVersion(scene), size, identity(p.artwork)],
    'jpg',
    async () => miniatureImage(await readArtwork(p.artwork.file), scene, size),
  )
  return { ...out, contentType: 'image/jpeg' }
}

/** OpenGraph image at reglages.ogImage (1200×630, quality 80 by default), from the product's first scene. */
export async function produitOg(payload: Payload, slug: string): Promise<Derivative | null> {
  const p = await lireProduitSource(payload, slug)
  if (!p) return null
  const og = await ogSettings(payload)
  const texte = { titre: p.titre, sousTitre: p.sousTitre }
  const scene = produitScene(p, p.mockups[0])!
  const out = await cachedFile(
    produitGroup(slug),
    [RENDERER, 'og', og, sceneVersion(scene), texte, identity(p.artwork)],
    'jpg',
    async () => ogImage(await readArtwork(p.artwork.file), scene, texte, og),
  )
  return { ...out, contentType: 'image/jpeg' }
}

/** Pinterest pin 1000×1500 from the product's first scene. */
export async function produitPinterest(payload: Payload, slug: string): Promise<Derivative | null> {
  const p = await lireProduitSource(payload, slug)
  if (!p) return null
  const texte = { titre: p.titre, sousTitre: p.sousTitre }
  const scene = produitScene(p, p.mockups[0])!
  const out = await cachedFile(
    produitGroup(slug),
    [RENDERER, 'pinterest', sceneVersion(scene), texte, identity(p.artwork)],
    'jpg',
    async () => pinterestImage(await readArtwork(p.artwork.file), scene, texte),
  )
  return { ...out, contentType: 'image/jpeg' }
}

const COVER_SIZE = {
  portfolio: SIZES.portfolio,
  articles: SIZES.article,
  audiences: SIZES.audience,
  collections: SIZES.collection,
} as const

/** Portfolio 438×438, article 1200×630, audience and collection 800×800: the `image` upload, cover-cropped, webp. */
export async function coverDerivative(
  payload: Payload,
  collection: CoverCollection,
  slug: string,
): Promise<Derivative | null> {
  const c = await lireCouverture(payload, collection, slug)
  if (!c) return null
  const { width, height } = COVER_SIZE[collection]
  const out = await cachedFile(
    coverGroup(collection, slug),
    [RENDERER, 'cover', width, height, identity(c.artwork)],
    'webp',
    async () => coverImage(await readArtwork(c.artwork.file), width, height),
  )
  return { ...out, contentType: 'image/webp' }
}
