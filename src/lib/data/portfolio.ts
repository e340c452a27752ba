import 'server-only'

import type { Portfolio } from '@/payload-types'
import { TAGS } from '@/lib/catalogue'

import { cached } from '@/lib/infra/cache'
import { payloadClient } from '@/lib/payload/client'

export type Realisation = Pick<Portfolio, 'id' | 'titre' | 'categorie' | 'description' | 'message'> & {
  slug: string
  alt: string
}

/** Portfolio items by `ordre`; the alt text comes from the uploaded image, else the title. */
export const lirePortfolio = cached(
  async (): Promise<Realisation[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'portfolio',
      sort: ['ordre', 'id'],
      depth: 1,
      pagination: false,
      select: { titre: true, categorie: true, description: true, message: true, slug: true, image: true },
      populate: { media: { alt: true } },
      overrideAccess: false,
    })
    return docs.map((d) => ({
      id: d.id,
      titre: d.titre,
      categorie: d.categorie,
      description: d.description ?? null,
      message: d.message ?? null,
      slug: d.slug ?? String(d.id),
      alt: (typeof d.image === 'object' && d.image?.alt) || d.titre,
    }))
  },
  'portfolio',
  () => [TAGS.portfolio],
  'content',
)
