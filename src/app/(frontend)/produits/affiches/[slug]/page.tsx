import { notFound } from 'next/navigation'

import { ListeAffiches, listeMetadata } from '@/components/templates/affiches'
import { FicheProduit, produitMetadata } from '@/components/templates/FicheProduit'
import { listesAffiches } from '@/lib/produits/facettes'
import { lireProduitParSlug } from '@/lib/data/produits'

import { aiguillage } from './aiguillage'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first visit, then cached until a publish revalidates it (src/hooks/revalidate.ts).
// The listings (favourites, facet indexes) are known ahead; products are not.
export const generateStaticParams = () => listesAffiches().map((slug) => ({ slug }))

export async function generateMetadata({ params }: Props) {
  const c = aiguillage((await params).slug)
  if (c.type !== 'produit') return listeMetadata(c, 1)
  const produit = await lireProduitParSlug(c.slug)
  return produit ? produitMetadata(produit) : {}
}

/** A listing, or a product: its data (src/lib/data/produits.ts, cache policy on the function), then
 *  its page (FicheProduit). */
export default async function Page({ params }: Props) {
  const c = aiguillage((await params).slug)
  if (c.type !== 'produit') return <ListeAffiches liste={c} page={1} />
  const produit = await lireProduitParSlug(c.slug)
  if (!produit) notFound()
  return <FicheProduit produit={produit} />
}
