import { notFound } from 'next/navigation'

import { catalogueMetadata, Recherche } from '@/components/templates/Catalogue'
import { rechercheProduits } from '@/lib/data/produits'
import { lireReglages } from '@/lib/data/reglages'
import { cleRecherche, pageSansResultat, texteRecherche, verifierPage } from '@/lib/catalogue'

/** /produits?q=…[&page=n], rewritten here by src/proxy.ts: one search's page of results, rendered once and
 *  kept in the page cache until a publish expires the listings' tags (REVALIDATION_SANS_RESULTAT seconds
 *  when nothing is found); never indexed. */
type Props = { params: Promise<{ q: string; page: string }> }

export const generateStaticParams = () => []

/** The search key of the segment, only in the form src/proxy.ts writes (one cache entry per search,
 *  src/lib/catalogue/recherche/canonique.ts). Next 16.4 hands the page this segment percent-encoded and
 *  generateMetadata decoded: both forms are read. */
function texteDuSegment(brut: string): string | null {
  let q = texteRecherche(brut)
  try {
    const decode = texteRecherche(decodeURIComponent(brut))
    if (decode && encodeURIComponent(decode) === brut) q = decode
  } catch {
    // not an encoded form (a decoded `%`): read as it is
  }
  return q && cleRecherche(q) === q ? q : null
}

async function recherche(params: Props['params']): Promise<{ q: string; page: number } | null> {
  const p = await params
  const q = texteDuSegment(p.q)
  return q && /^[1-9][0-9]{0,3}$/.test(p.page) ? { q, page: Number(p.page) } : null
}

export async function generateMetadata({ params }: Props) {
  const r = await recherche(params)
  return r ? catalogueMetadata(1, await lireReglages(), r.q) : {}
}

export default async function Page({ params }: Props) {
  const r = await recherche(params)
  if (!r) notFound()
  const reglages = await lireReglages()
  const data = await rechercheProduits(r.q, r.page, reglages.itemsPerPage)
  verifierPage(r.page, data.totalPages)
  if (data.totalDocs === 0) await pageSansResultat()
  return <Recherche q={r.q} data={data} reglages={reglages} />
}
