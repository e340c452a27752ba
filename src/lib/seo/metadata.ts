import type { Metadata } from 'next'

import type { Reglages } from '@/lib/data/reglages'

type Options = {
  /** Page title, without the site name (the layout's template adds it). */
  title: string
  description?: string | null
  /** Path from the site root: `/produits/affiches/ikigai`. */
  path: string
  image?: { url: string; width: number; height: number; alt: string }
  type?: 'website' | 'article'
  noindex?: boolean
  publishedTime?: string | null
}

/** Title, description, canonical (reglages.canonicalURL), OpenGraph fr_FR and Twitter card of a page.
 *  The settings come from the route, which read them (docs/decisions/0224-deux-sauts-et-un-client.md). */
export function pageMetadata(
  r: Reglages,
  { title, description, path, image, type = 'website', noindex, publishedTime }: Options,
): Metadata {
  const desc = description || r.description
  const url = `${r.canonicalURL}${path}`
  return {
    title,
    description: desc,
    alternates: { canonical: url },
    openGraph: {
      title,
      description: desc,
      url,
      siteName: r.name,
      locale: r.locale,
      type,
      ...(image ? { images: [image] } : {}),
      ...(type === 'article' && publishedTime ? { publishedTime } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description: desc,
      ...(image ? { images: [image.url] } : {}),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  }
}
