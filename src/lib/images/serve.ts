import type { Payload } from 'payload'

import { SLUG_PATTERN } from '@/lib/catalogue'

import {
  coverDerivative,
  produitMiniature,
  produitMockup,
  produitOg,
  produitPinterest,
  type Derivative,
} from './derivatives'
import { ecouterInvalidationsImages } from './invalidate'
import { isMockup } from './mockups'
import type { CoverCollection } from './source'
import { vignetteScene } from './vignettesScenes'

/** What a derivative URL asks for, as the route handlers receive it (segments already decoded). */
export type ImageRoute =
  | { kind: 'produit'; mockup: string; file: string }
  | { kind: 'miniature'; mockup: string | null; file: string }
  | { kind: 'og'; file: string }
  | { kind: 'pinterest'; file: string }
  | { kind: 'cover'; collection: CoverCollection; file: string }
  | { kind: 'scene'; file: string }

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const NOT_FOUND = 'Image introuvable.'

/** `{slug}.{ext}` (or `{slug}@2x.{ext}` when retina is allowed) with a valid slug, else null. */
export function parseFile(
  file: string,
  ext: 'webp' | 'jpg',
  { retina = false } = {},
): { slug: string; retina: boolean } | null {
  const m = /^(.+?)(@2x)?\.([a-z]+)$/.exec(file)
  if (!m || m[3] !== ext || (m[2] && !retina) || m[1].length > 200 || !SLUG_PATTERN.test(m[1])) return null
  return { slug: m[1], retina: Boolean(m[2]) }
}

/** `{slug}.webp` or `{slug}@{format}.webp` (a format code: letters, digits, dashes), else null. */
export function parseMockupFile(file: string): { slug: string; format: string | null } | null {
  const m = /^([^@]+?)(?:@([A-Za-z0-9-]{1,20}))?\.webp$/.exec(file)
  if (!m || m[1].length > 200 || !SLUG_PATTERN.test(m[1])) return null
  return { slug: m[1], format: m[2] ?? null }
}

/** The derivative a route asks for, or null for anything unknown, unpublished or malformed. */
export async function resolveImage(payload: Payload, route: ImageRoute): Promise<Derivative | null> {
  switch (route.kind) {
    case 'produit': {
      const f = parseMockupFile(route.file)
      return f && isMockup(route.mockup) ? produitMockup(payload, f.slug, route.mockup, f.format) : null
    }
    case 'miniature': {
      const f = parseFile(route.file, 'jpg', { retina: true })
      if (!f || (route.mockup !== null && !isMockup(route.mockup))) return null
      return produitMiniature(payload, f.slug, route.mockup, f.retina)
    }
    case 'og': {
      const f = parseFile(route.file, 'jpg')
      return f && produitOg(payload, f.slug)
    }
    case 'pinterest': {
      const f = parseFile(route.file, 'jpg')
      return f && produitPinterest(payload, f.slug)
    }
    case 'cover': {
      const f = parseFile(route.file, 'webp')
      return f && coverDerivative(payload, route.collection, f.slug)
    }
    case 'scene': {
      const mockup = /^([a-z-]+)\.webp$/.exec(route.file)?.[1]
      return mockup && isMockup(mockup) ? vignetteScene(mockup) : null
    }
  }
}

const notFound = () =>
  Response.json({ error: NOT_FOUND }, { status: 404, headers: { 'Cache-Control': 'no-store' } })

/** True when the If-None-Match header names this ETag (or is `*`). */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '')
    return tag === '*' || tag === etag
  })
}

/** HTTP answer for a derivative: immutable caching, ETag and 304, or a French 404 — never a 500. */
export async function serveImage(
  request: Request,
  route: ImageRoute,
  getPayload: () => Promise<Payload>,
): Promise<Response> {
  // With REDIS_URL, this instance hears the others' invalidations before it memoises a lookup.
  ecouterInvalidationsImages()
  let image: Derivative | null
  try {
    image = await resolveImage(await getPayload(), route)
  } catch (err) {
    // A missing or unreadable artwork file is "no image here" for the visitor; the log keeps the cause.
    console.error('[images]', route, err)
    return notFound()
  }
  if (!image) return notFound()
  const headers = {
    'Cache-Control': IMMUTABLE,
    ETag: image.etag,
    'Content-Type': image.contentType,
    'X-Image-Cache': image.generated ? 'MISS' : 'HIT',
  }
  if (matchesEtag(request.headers.get('if-none-match'), image.etag))
    return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(image.body), {
    status: 200,
    headers: { ...headers, 'Content-Length': String(image.body.length) },
  })
}
