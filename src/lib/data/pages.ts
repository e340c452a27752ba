import 'server-only'

import type { Payload } from 'payload'
import { cache } from 'react'

import { lecteurDuBrouillon, type Lecteur } from '@/lib/brouillon'
import { pageTag, TAGS } from '@/lib/catalogue'
import type { Page } from '@/payload-types'

import { cached } from '@/lib/infra/cache'
import { payloadClient } from '@/lib/payload/client'

export type PageContenu = Pick<Page, 'id' | 'titre' | 'description' | 'contenu' | 'updatedAt'> & {
  slug: string
}

async function lirePage(payload: Payload, slug: string, brouillon?: Lecteur): Promise<PageContenu | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    select: { titre: true, description: true, contenu: true, updatedAt: true, slug: true },
    // The latest draft, with the staff member's own access (src/lib/brouillon/lecteur.ts).
    ...(brouillon ? { draft: true, user: brouillon.user } : {}),
    overrideAccess: false,
  })
  return (docs[0] as PageContenu | undefined) ?? null
}

const pagePubliee = cached(
  async (slug: string) => lirePage(await payloadClient(), slug),
  'pages:detail',
  (slug) => [pageTag(slug)],
  'content',
)

/** The published page, or in a staff member's draft preview its latest draft, read past the cache. */
export const lirePageParSlug = cache(async (slug: string): Promise<PageContenu | null> => {
  const lecteur = await lecteurDuBrouillon()
  return lecteur ? lirePage(lecteur.payload, slug, lecteur) : pagePubliee(slug)
})

/** Slugs and dates of every published page (footer links, sitemap, static params). */
export const lirePages = cached(
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
  'content',
)
