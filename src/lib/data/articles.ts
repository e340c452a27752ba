import 'server-only'

import type { Payload } from 'payload'
import { cache } from 'react'

import { lecteurDuBrouillon, type Lecteur } from '@/lib/brouillon'
import { articleTag, TAGS } from '@/lib/catalogue'
import type { Article } from '@/payload-types'

import { cached } from '@/lib/infra/cache'
import { payloadClient } from '@/lib/payload/client'

export type ArticleResume = Pick<
  Article,
  'id' | 'titre' | 'extrait' | 'auteur' | 'publishedAt' | 'updatedAt'
> & { slug: string }
export type ArticleComplet = ArticleResume & Pick<Article, 'contenu'>

const RESUME = {
  titre: true,
  extrait: true,
  auteur: true,
  publishedAt: true,
  updatedAt: true,
  slug: true,
} as const

/** Published articles, newest first: the home page's three, the list's hundred (a count of the code,
 *  never a visitor's: it keys the cache, src/lib/infra/cache/cached.ts). */
export const lireArticles = cached(
  async (limit: 3 | 100): Promise<ArticleResume[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'articles',
      sort: '-publishedAt',
      limit,
      depth: 0,
      select: RESUME,
      overrideAccess: false,
    })
    return docs as ArticleResume[]
  },
  'articles:liste',
  () => [TAGS.articles],
  'content',
)

async function lireArticle(
  payload: Payload,
  slug: string,
  brouillon?: Lecteur,
): Promise<ArticleComplet | null> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { slug: { equals: slug } },
    limit: 1,
    // Depth 1: the images placed in the body come with their file's address and alternative text (an
    // upload node at depth 0 is only an id, which the page cannot show).
    depth: 1,
    populate: { media: { url: true, filename: true, alt: true, width: true, height: true, mimeType: true } },
    select: { ...RESUME, contenu: true },
    // The latest draft, with the staff member's own access (src/lib/brouillon/lecteur.ts).
    ...(brouillon ? { draft: true, user: brouillon.user } : {}),
    overrideAccess: false,
  })
  return (docs[0] as ArticleComplet | undefined) ?? null
}

const articlePublie = cached(
  async (slug: string) => lireArticle(await payloadClient(), slug),
  'articles:detail',
  (slug) => [articleTag(slug)],
  'content',
)

/** The published article, or in a staff member's draft preview its latest draft, read past the cache. */
export const lireArticleParSlug = cache(async (slug: string): Promise<ArticleComplet | null> => {
  const lecteur = await lecteurDuBrouillon()
  return lecteur ? lireArticle(lecteur.payload, slug, lecteur) : articlePublie(slug)
})
