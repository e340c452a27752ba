import 'server-only'

import { cache } from 'react'

import { DEFAULT_LOCALE, DEFAULT_MOCKUP, ITEMS_PER_PAGE, type Mockup, OG_IMAGE, TAGS } from '@/lib/catalogue'

import { cached } from '@/lib/infra/cache'
import { payloadClient } from '@/lib/payload/client'

export type Reglages = {
  name: string
  shortName: string
  author: string
  canonicalURL: string
  email: string
  locale: string
  title: string
  description: string
  defaultMockup: Mockup
  itemsPerPage: number
  /** Social-preview image size (the /og/… files are rendered at it). */
  ogImage: { width: number; height: number }
  fraisDePort: number
  livraisonOfferteDes: number
  /** The French rate and the franchise: the cart shows an EU company its total without VAT. */
  tauxTva: number
  tvaNonApplicable: boolean
  lastmod?: string | null
}

/** Site settings with the spec's defaults, so a page renders even before the global is saved. */
const load = cached(
  async (): Promise<Reglages> => {
    const payload = await payloadClient()
    const r = await payload.findGlobal({ slug: 'reglages', depth: 0 })
    return {
      name: r.name || 'Mots & Couleurs',
      shortName: r.shortName || 'mots-couleurs',
      author: r.author || 'Atelier Mots & Couleurs',
      canonicalURL: (r.canonicalURL || process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
      email: r.email || 'bonjour@mots-couleurs.example',
      locale: r.locale || DEFAULT_LOCALE,
      title: r.title || 'Mots & Couleurs',
      description: r.description || '',
      defaultMockup: (r.defaultMockup as Mockup) || DEFAULT_MOCKUP,
      itemsPerPage: r.itemsPerPage || ITEMS_PER_PAGE,
      ogImage: {
        width: r.ogImage?.width || OG_IMAGE.width,
        height: r.ogImage?.height || OG_IMAGE.height,
      },
      fraisDePort: r.fraisDePort ?? 590,
      livraisonOfferteDes: r.livraisonOfferteDes ?? 6000,
      tauxTva: typeof r.tauxTva === 'number' ? r.tauxTva : 20,
      tvaNonApplicable: Boolean(r.tvaNonApplicable),
      lastmod: r.lastmod ?? r.updatedAt ?? null,
    }
  },
  'reglages',
  () => [TAGS.reglages],
  'content',
)

export const lireReglages = cache(load)
