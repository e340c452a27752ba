import { notFound } from 'next/navigation'

import { ListeAffiches, listeMetadata } from '@/components/templates/affiches'
import { FicheProduit, produitMetadata } from '@/components/templates/FicheProduit'
import { listesAffiches } from '@/lib/catalogue'
import { visuelsServis } from '@/lib/brouillon'
import { lireProduitParSlug, produitsLies } from '@/lib/data/produits'
import { lireReglages } from '@/lib/data/reglages'

import { aiguillage, lireListe } from './aiguillage'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first visit, then cached until a publish revalidates it (src/hooks/revalidate.ts).
// The listings (favourites, facet indexes) are known ahead; products are not.
export const generateStaticParams = () => listesAffiches().map((slug) => ({ slug }))

export async function generateMetadata({ params }: Props) {
  const c = aiguillage((await params).slug)
  if (c.type !== 'produit') return listeMetadata(c, 1)
  const produit = await lireProduitParSlug(c.slug)
  return produit ? produitMetadata(produit, await lireReglages()) : {}
}

/** A listing, or a product: its data (src/lib/data/produits.ts, cache policy on the function), then
 *  its page (FicheProduit). */
export default async function Page({ params }: Props) {
  const c = aiguillage((await params).slug)
  if (c.type !== 'produit') return <ListeAffiches {...await lireListe(c, 1)} />
  const produit = await lireProduitParSlug(c.slug)
  if (!produit) notFound()
  const [reglages, visuels, lies] = await Promise.all([
    lireReglages(),
    visuelsServis(produit.slug),
    produitsLies(
      {
        id: produit.id,
        collections: produit.facettes.collections.map((v) => v.id),
        audiences: produit.facettes.audiences.map((v) => v.id),
      },
      4,
    ),
  ])
  return <FicheProduit produit={produit} lies={lies} visuels={visuels} reglages={reglages} />
}
