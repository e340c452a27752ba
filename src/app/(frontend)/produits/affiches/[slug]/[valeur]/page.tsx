import { ValeurRoute, valeurMetadata } from '@/components/templates/affiches'

type Props = { params: Promise<{ slug: string; valeur: string }> }

export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props) {
  const { slug, valeur } = await params
  return valeurMetadata(slug, valeur, 1)
}

export default async function Page({ params }: Props) {
  const { slug, valeur } = await params
  return <ValeurRoute facette={slug} valeur={valeur} page={1} />
}
