import { Catalogue, catalogueMetadata, Recherche, texteRecherche } from '@/components/templates/Catalogue'
import { pageDeRequete } from '@/lib/data/pagination'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props) {
  return catalogueMetadata(1, texteRecherche((await searchParams).q))
}

export default async function Page({ searchParams }: Props) {
  const sp = await searchParams
  const q = texteRecherche(sp.q)
  return q ? <Recherche q={q} page={pageDeRequete(sp.page)} /> : <Catalogue page={1} />
}
