import { notFound } from 'next/navigation'

import { blocsReglages } from '@/components/legal/BlocsReglages'
import { PageContenu } from '@/components/templates/PageContenu'
import { PageErreur } from '@/components/templates/PageErreur'
import { lirePageParSlug, lirePages } from '@/lib/data/pages'
import { lireReglages } from '@/lib/data/reglages'
import { lireMentionsVendeur } from '@/lib/data/vendeur'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ name: string[] }> }

/** /{name}: a published `pages` document (/a-propos, the legal pages…), /451, or the French 404.
 *  A catch-all so that deeper unknown paths also get the French 404 page. */
async function resoudre(name: string[]) {
  if (name.length !== 1) notFound()
  const slug = name[0]
  if (slug === '404') notFound()
  if (slug === '451') return '451' as const
  const page = await lirePageParSlug(slug)
  if (!page) notFound()
  return page
}

export async function generateStaticParams() {
  try {
    return [...(await lirePages()).map((p) => ({ name: [p.slug] })), { name: ['451'] }]
  } catch {
    // No database at build time: everything renders on first visit.
    return []
  }
}

export async function generateMetadata({ params }: Props) {
  const [page, reglages] = await Promise.all([resoudre((await params).name), lireReglages()])
  if (page === '451')
    return pageMetadata(reglages, { title: 'Indisponible pour raisons légales', path: '/451', noindex: true })
  return pageMetadata(reglages, { title: page.titre, description: page.description, path: `/${page.slug}` })
}

export default async function Page({ params }: Props) {
  const page = await resoudre((await params).name)
  return page === '451' ? (
    <PageErreur code={451} />
  ) : (
    <PageContenu
      page={page}
      reglages={await lireReglages()}
      blocs={blocsReglages(await lireMentionsVendeur())}
    />
  )
}
