import { Catalogue, catalogueMetadata } from '@/components/templates/Catalogue'
import { lireProduits } from '@/lib/data/produits'
import { lireReglages } from '@/lib/data/reglages'
import { lireTermes } from '@/lib/data/taxonomies'
import { numeroDePage, verifierPage } from '@/lib/catalogue'

type Props = { params: Promise<{ n: string }> }

export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props) {
  return catalogueMetadata(numeroDePage((await params).n, '/produits'), await lireReglages())
}

export default async function Page({ params }: Props) {
  const page = numeroDePage((await params).n, '/produits')
  const [reglages, audiences] = await Promise.all([lireReglages(), lireTermes('audiences')])
  const data = await lireProduits({ type: 'tous' }, page, reglages.itemsPerPage)
  verifierPage(page, data.totalPages)
  return <Catalogue data={data} audiences={audiences} reglages={reglages} />
}
