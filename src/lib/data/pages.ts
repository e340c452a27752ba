import { cache } from 'react'

import { pageTag, TAGS } from '@/lib/cache/tags'
import type { Page } from '@/payload-types'

import { cached } from './cache'
import { payloadClient } from './payload'

export type PageContenu = Pick<Page, 'id' | 'titre' | 'description' | 'contenu' | 'updatedAt'> & {
  slug: string
}

export const getPageBySlug = cache(
  cached(
    async (slug: string): Promise<PageContenu | null> => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'pages',
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 0,
        select: { titre: true, description: true, contenu: true, updatedAt: true, slug: true },
        overrideAccess: false,
      })
      return (docs[0] as PageContenu | undefined) ?? null
    },
    'pages:detail',
    (slug) => [pageTag(slug)],
  ),
)

/** Slugs and dates of every published page (footer links, sitemap, static params). */
export const listPages = cached(
  async (): Promise<{ slug: string; titre: string; updatedAt: string }[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      depth: 0,
      pagination: false,
      sort: 'titre',
      select: { slug: true, titre: true, updatedAt: true },
      overrideAccess: false,
    })
    return docs.map((d) => ({ slug: d.slug ?? String(d.id), titre: d.titre, updatedAt: d.updatedAt }))
  },
  'pages:liste',
  () => [TAGS.pages],
)
