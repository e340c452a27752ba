import { ListeValeur, valeurMetadata } from '@/components/templates/affiches'
import { lireReglages } from '@/lib/data/reglages'
import { numeroDePage } from '@/lib/catalogue'

import { lireValeur, resoudreValeur } from '../../valeur'

type Props = { params: Promise<{ slug: string; valeur: string; n: string }> }

export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props) {
  const { slug, valeur, n } = await params
  const page = numeroDePage(n, `/produits/affiches/${slug}/${valeur}`)
  const { facette, terme } = await resoudreValeur(slug, valeur)
  return valeurMetadata(facette, terme, page, await lireReglages())
}

export default async function Page({ params }: Props) {
  const { slug, valeur, n } = await params
  const page = numeroDePage(n, `/produits/affiches/${slug}/${valeur}`)
  return <ListeValeur {...await lireValeur(slug, valeur, page)} />
}
