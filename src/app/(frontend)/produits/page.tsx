import { Catalogue, catalogueMetadata } from '@/components/templates/Catalogue'
import { lireCatalogue } from '@/lib/data/produits'
import { lireReglages } from '@/lib/data/reglages'
import { lireTermes } from '@/lib/data/taxonomies'

/** /produits: static, revalidated by tag. A search (/produits?q=…) is rewritten to ./recherche
 *  (next.config.mjs), so reading searchParams here would only make every visit dynamic. */
export function generateMetadata() {
  return catalogueMetadata(1)
}

export default async function Page() {
  const [data, audiences, reglages] = await Promise.all([
    lireCatalogue(1),
    lireTermes('audiences'),
    lireReglages(),
  ])
  return <Catalogue data={data} audiences={audiences} reglages={reglages} />
}
