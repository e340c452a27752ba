import { AfficheRoute, afficheMetadata } from '@/components/templates/affiches'
import { numeroDePage } from '@/lib/data/pagination'

type Props = { params: Promise<{ slug: string; n: string }> }

export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props) {
  const { slug, n } = await params
  return afficheMetadata(slug, numeroDePage(n, `/produits/affiches/${slug}`))
}

export default async function Page({ params }: Props) {
  const { slug, n } = await params
  return <AfficheRoute slug={slug} page={numeroDePage(n, `/produits/affiches/${slug}`)} />
}
