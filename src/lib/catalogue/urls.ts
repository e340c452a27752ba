import type { Mockup } from '@/lib/catalogue/constants'

/**
 * Public paths of every image derivative (docs/SPECIFICATION.md §6): pure string builders that
 * the storefront, the admin and the route handlers share.
 *
 * Sizes (SIZES): product mockup 1000×1000 webp; thumbnails 400×400 jpg (@2x 800×800);
 * OG 1200×630 jpg q80 (reglages.ogImage); Pinterest 1000×1500 jpg; portfolio 438×438 webp;
 * article 1200×630 webp; audience and collection 800×800 webp.
 */

export const SIZES = {
  produit: { width: 1000, height: 1000, format: 'webp' },
  miniature: { width: 400, height: 400, format: 'jpeg' },
  miniature2x: { width: 800, height: 800, format: 'jpeg' },
  og: { width: 1200, height: 630, format: 'jpeg' },
  pinterest: { width: 1000, height: 1500, format: 'jpeg' },
  portfolio: { width: 438, height: 438, format: 'webp' },
  article: { width: 1200, height: 630, format: 'webp' },
  audience: { width: 800, height: 800, format: 'webp' },
  collection: { width: 800, height: 800, format: 'webp' },
} as const

export type DerivativeKind = keyof typeof SIZES
export type ImageFormat = (typeof SIZES)[DerivativeKind]['format']

const seg = (value: string) => encodeURIComponent(value)

/**
 * Product shown in a mockup scene: /images/produits/affiches/{mockup}/{slug}.webp, its print at the size of
 * its default format; with a format, /images/produits/affiches/{mockup}/{slug}@{format}.webp.
 */
export const produitImageUrl = (slug: string, mockup: Mockup | string, format?: string | null): string =>
  `/images/produits/affiches/${seg(mockup)}/${seg(slug)}${format ? `@${seg(format)}` : ''}.webp`

/** Thumbnail of a mockup scene, or of the bare artwork when no mockup is given; `retina` → @2x. */
export const miniatureUrl = (
  slug: string,
  mockup?: Mockup | string | null,
  { retina = false }: { retina?: boolean } = {},
): string =>
  `/miniatures/produits/affiches/${mockup ? `${seg(mockup)}/` : ''}${seg(slug)}${retina ? '@2x' : ''}.jpg`

/** A scene as drawn with a neutral artwork, 320×320: the admin's scene picker. */
export const vignetteSceneUrl = (mockup: Mockup | string): string =>
  `/images/mises-en-scene/${seg(mockup)}.webp`

/** Social preview (OpenGraph / Twitter card). */
export const ogUrl = (slug: string): string => `/og/produits/affiches/${seg(slug)}.jpg`

export const pinterestUrl = (slug: string): string => `/pinterest/produits/affiches/${seg(slug)}.jpg`

export const portfolioImageUrl = (slug: string): string => `/images/portfolio/${seg(slug)}.webp`

export const articleImageUrl = (slug: string): string => `/images/articles/${seg(slug)}.webp`

export const audienceImageUrl = (slug: string): string => `/images/audiences/${seg(slug)}.webp`

export const collectionImageUrl = (slug: string): string => `/images/collections/${seg(slug)}.webp`

export type DerivativeLink = {
  label: string
  url: string
  width: number
  height: number
  format: ImageFormat
}

const link = (label: string, url: string, kind: DerivativeKind): DerivativeLink => ({
  label,
  url,
  ...SIZES[kind],
})

/** Every derived image of a product, for the admin overview (/admin/produits/{slug}). */
export function derivativesFor(slug: string, mockups: readonly string[]): DerivativeLink[] {
  return [
    ...mockups.flatMap((m) => [
      link(`Mise en scène «\u00a0${m}\u00a0»`, produitImageUrl(slug, m), 'produit'),
      link(`Miniature «\u00a0${m}\u00a0»`, miniatureUrl(slug, m), 'miniature'),
      link(`Miniature «\u00a0${m}\u00a0» @2x`, miniatureUrl(slug, m, { retina: true }), 'miniature2x'),
    ]),
    link('Miniature de l’œuvre', miniatureUrl(slug), 'miniature'),
    link('Miniature de l’œuvre @2x', miniatureUrl(slug, null, { retina: true }), 'miniature2x'),
    link('Partage (OpenGraph)', ogUrl(slug), 'og'),
    link('Pinterest', pinterestUrl(slug), 'pinterest'),
  ]
}
