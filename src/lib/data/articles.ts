import { cache } from 'react'

import { articleTag, TAGS } from '@/lib/cache/tags'
import type { Article } from '@/payload-types'

import { cached } from './cache'
import { payloadClient } from './payload'

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

/** Published articles, newest first. */
export const listArticles = cached(
  async (limit: number): Promise<ArticleResume[]> => {
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
)

export const getArticleBySlug = cache(
  cached(
    async (slug: string): Promise<ArticleComplet | null> => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'articles',
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 0,
        select: { ...RESUME, contenu: true },
        overrideAccess: false,
      })
      return (docs[0] as ArticleComplet | undefined) ?? null
    },
    'articles:detail',
    (slug) => [articleTag(slug)],
  ),
)
