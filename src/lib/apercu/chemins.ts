// Imported by the preview banner's client link: zod and the slug module stay out of it (./schemas.ts),
// or they would ship in every page's JavaScript.

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

/** A scene of a product's latest draft, drawn for the staff's preview (src/lib/brouillon/misesEnScene.ts). */
export const imageApercu = (slug: string, mockup: string, format?: string | null): string =>
  `${ROUTE_APERCU}/mises-en-scene/${encodeURIComponent(mockup)}/${encodeURIComponent(slug)}${format ? `@${encodeURIComponent(format)}` : ''}.webp`

export const lienQuitter = (chemin: string): string => `${ROUTE_QUITTER}?${new URLSearchParams({ chemin })}`
