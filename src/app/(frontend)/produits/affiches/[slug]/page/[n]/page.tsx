import { notFound } from 'next/navigation'

import { ListeAffiches, listeMetadata } from '@/components/templates/affiches'
import { lireReglages } from '@/lib/data/reglages'
import { numeroDePage } from '@/lib/catalogue'

import { aiguillage, lireListe } from '../../aiguillage'

type Props = { params: Promise<{ slug: string; n: string }> }

export const generateStaticParams = () => []

/** Page n of a listing; a product has no /page/{n}. */
async function resoudre(params: Props['params']) {
  const { slug, n } = await params
  const page = numeroDePage(n, `/produits/affiches/${slug}`)
  const c = aiguillage(slug)
  if (c.type === 'produit') notFound()
  return { liste: c, page }
}

export async function generateMetadata({ params }: Props) {
  const { liste, page } = await resoudre(params)
  return listeMetadata(liste, page, await lireReglages())
}

export default async function Page({ params }: Props) {
  const { liste, page } = await resoudre(params)
  return <ListeAffiches {...await lireListe(liste, page)} />
}
