import { Catalogue, catalogueMetadata } from '@/components/templates/Catalogue'
import { numeroDePage } from '@/lib/produits/pagination'

type Props = { params: Promise<{ n: string }> }

export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props) {
  return catalogueMetadata(numeroDePage((await params).n, '/produits'))
}

export default async function Page({ params }: Props) {
  return <Catalogue page={numeroDePage((await params).n, '/produits')} />
}
