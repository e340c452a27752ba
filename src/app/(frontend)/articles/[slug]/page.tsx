import { notFound } from 'next/navigation'

import { articlePath, PageArticle } from '@/components/templates/Articles'
import { lireArticleParSlug } from '@/lib/data/articles'
import { lireReglages } from '@/lib/data/reglages'
import { articleImageUrl } from '@/lib/catalogue'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props) {
  const [a, reglages] = await Promise.all([lireArticleParSlug((await params).slug), lireReglages()])
  if (!a) return {}
  return pageMetadata(reglages, {
    title: a.titre,
    description: a.extrait,
    path: articlePath(a.slug),
    type: 'article',
    publishedTime: a.publishedAt,
    image: { url: articleImageUrl(a.slug), width: 1200, height: 630, alt: a.titre },
  })
}

export default async function Page({ params }: Props) {
  const [a, reglages] = await Promise.all([lireArticleParSlug((await params).slug), lireReglages()])
  if (!a) notFound()
  return <PageArticle article={a} reglages={reglages} />
}
