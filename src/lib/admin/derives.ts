import { OG_IMAGE } from '@/lib/constants'
import { miniatureUrl, ogUrl, pinterestUrl, produitImageUrl } from '@/lib/images/urls'

export type Derive = { label: string; url: string; width: number | null; height: number | null; format: string }

/** Every public image derived from a product's artwork (mockups, thumbnails, OG, Pinterest). */
export function derivesDuProduit(slug: string, mockups: string[]): Derive[] {
  return [
    ...mockups.map((m) => ({ label: `Mise en scène « ${m} »`, url: produitImageUrl(slug, m), width: 1000, height: 1000, format: 'webp' })),
    ...mockups.map((m) => ({ label: `Miniature « ${m} »`, url: miniatureUrl(slug, m), width: null, height: null, format: 'jpg' })),
    { label: 'Miniature', url: miniatureUrl(slug), width: null, height: null, format: 'jpg' },
    { label: 'Miniature (écran haute densité)', url: miniatureUrl(slug, undefined, { retina: true }), width: null, height: null, format: 'jpg' },
    { label: 'Image de partage (Open Graph)', url: ogUrl(slug), width: OG_IMAGE.width, height: OG_IMAGE.height, format: 'jpg' },
    { label: 'Épingle Pinterest', url: pinterestUrl(slug), width: null, height: null, format: 'jpg' },
  ]
}
