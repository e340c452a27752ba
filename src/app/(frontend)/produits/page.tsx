import { Catalogue, catalogueMetadata } from '@/components/templates/Catalogue'
import { lireProduits } from '@/lib/data/produits'
import { lireReglages } from '@/lib/data/reglages'
import { lireTermes } from '@/lib/data/taxonomies'

/** /produits: static, revalidated by tag. A search (/produits?q=…) is rewritten to ./recherche
 *  (next.config.mjs), so reading searchParams here would only make every visit dynamic. */
export async function generateMetadata() {
  return catalogueMetadata(1, await lireReglages())
}

export default async function Page() {
  const [reglages, audiences] = await Promise.all([lireReglages(), lireTermes('audiences')])
  const data = await lireProduits({ type: 'tous' }, 1, reglages.itemsPerPage)
  return <Catalogue data={data} audiences={audiences} reglages={reglages} />
}
