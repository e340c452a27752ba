import { z } from 'zod'

import { SLUG_PATTERN } from '@/lib/slug'

/** The collections whose drafts the staff can preview on the shop, and the shop path of each document. */
export const COLLECTIONS_APERCU = ['produits', 'articles', 'pages'] as const
export type CollectionApercu = (typeof COLLECTIONS_APERCU)[number]

const PREFIXES: Record<CollectionApercu, string> = {
  produits: '/produits/affiches/',
  articles: '/articles/',
  // src/app/(frontend)/[...name]: a page is served at /{slug}.
  pages: '/',
}

export const cheminPublic = (collection: CollectionApercu, slug: string): string =>
  `${PREFIXES[collection]}${slug}`

export const ROUTE_APERCU = '/api/apercu'
export const ROUTE_QUITTER = '/api/apercu/quitter'

/** `admin.preview`/`livePreview.url` of a collection: the preview route, null until the document has a slug. */
export const urlApercu =
  (collection: CollectionApercu) =>
  (doc: Record<string, unknown> | null | undefined): string | null =>
    typeof doc?.slug === 'string' && doc.slug
      ? `${ROUTE_APERCU}?${new URLSearchParams({ collection, slug: doc.slug })}`
      : null

export const lienQuitter = (chemin: string): string => `${ROUTE_QUITTER}?${new URLSearchParams({ chemin })}`

export const schemaApercu = z.object({
  collection: z.enum(COLLECTIONS_APERCU, {
    error: 'Collection inconnue\u00a0: produits, articles ou pages.',
  }),
  slug: z
    .string({ error: 'Le slug est requis.' })
    .max(200, 'Slug invalide.')
    .regex(SLUG_PATTERN, 'Slug invalide.'),
})

/** A path of this site only: one leading slash, never `//host` or `/\host` (browsers read both as
 *  another host), no scheme, no control character. Open redirects go through anything looser. */
export const schemaQuitter = z.object({
  chemin: z
    .string({ error: 'Le chemin de retour est requis.' })
    .max(2000, 'Chemin de retour invalide.')
    .refine(
      (c) => /^\/(?![/\\])/.test(c) && !/[\u0000-\u001f\u007f\\]/.test(c),
      'Le chemin de retour doit être une adresse de ce site (commençant par une seule «\u00a0/\u00a0»).',
    ),
})
