import { redirect } from 'next/navigation'

import { catalogueMetadata, Recherche, texteRecherche } from '@/components/templates/Catalogue'
import { pageDeRequete } from '@/lib/data/pagination'

/** /produits/recherche?q=…[&page=n] typed by hand: search results rendered per request (their data is cached),
 *  never indexed. Visitors' searches, /produits?q=…, reach the cacheable /produits/recherche/{q}/{n} through
 *  src/proxy.ts. */
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props) {
  return catalogueMetadata(1, texteRecherche((await searchParams).q))
}

export default async function Page({ searchParams }: Props) {
  const sp = await searchParams
  const q = texteRecherche(sp.q)
  // An empty search, or this internal path typed by hand, is the catalogue.
  if (!q) redirect('/produits')
  return <Recherche q={q} page={pageDeRequete(sp.page)} />
}
