import { ValeurRoute, valeurMetadata } from '@/components/templates/affiches'
import { numeroDePage } from '@/lib/produits/pagination'

type Props = { params: Promise<{ slug: string; valeur: string; n: string }> }

export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props) {
  const { slug, valeur, n } = await params
  return valeurMetadata(slug, valeur, numeroDePage(n, `/produits/affiches/${slug}/${valeur}`))
}

export default async function Page({ params }: Props) {
  const { slug, valeur, n } = await params
  return (
    <ValeurRoute
      facette={slug}
      valeur={valeur}
      page={numeroDePage(n, `/produits/affiches/${slug}/${valeur}`)}
    />
  )
}
