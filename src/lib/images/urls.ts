import type { Mockup } from '@/lib/constants'

/** Public paths of every image derivative (original-spec §7, PRODUCT.md §4): pure string builders. */

export const produitImageUrl = (slug: string, mockup: Mockup | string): string =>
  `/images/produits/affiches/${mockup}/${slug}.webp`

export const miniatureUrl = (slug: string, mockup?: Mockup | string, { retina = false }: { retina?: boolean } = {}): string =>
  `/miniatures/produits/affiches/${mockup ? `${mockup}/` : ''}${slug}${retina ? '@2x' : ''}.jpg`

export const ogUrl = (slug: string): string => `/og/produits/affiches/${slug}.jpg`

export const pinterestUrl = (slug: string): string => `/pinterest/produits/affiches/${slug}.jpg`

export const portfolioImageUrl = (slug: string): string => `/images/portfolio/${slug}.webp`

export const articleImageUrl = (slug: string): string => `/images/articles/${slug}.webp`

export const audienceImageUrl = (slug: string): string => `/images/audiences/${slug}.webp`

export const collectionImageUrl = (slug: string): string => `/images/collections/${slug}.webp`
