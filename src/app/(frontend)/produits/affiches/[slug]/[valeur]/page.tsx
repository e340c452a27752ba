import { ListeValeur, valeurMetadata } from '@/components/templates/affiches'
import { lireReglages } from '@/lib/data/reglages'

import { lireValeur, resoudreValeur } from './valeur'

type Props = { params: Promise<{ slug: string; valeur: string }> }

export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props) {
  const { slug, valeur } = await params
  const { facette, terme } = await resoudreValeur(slug, valeur)
  return valeurMetadata(facette, terme, 1, await lireReglages())
}

export default async function Page({ params }: Props) {
  const { slug, valeur } = await params
  return <ListeValeur {...await lireValeur(slug, valeur, 1)} />
}
