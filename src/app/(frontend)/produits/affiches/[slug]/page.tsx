import { notFound } from 'next/navigation'

import { ListeAffiches, listeMetadata } from '@/components/templates/affiches'
import { FicheProduit, produitMetadata } from '@/components/templates/FicheProduit'
import { listesAffiches } from '@/lib/catalogue'
import { lireProduitParSlug, lireProduitsLies } from '@/lib/data/produits'
import { lireVisuels } from '@/lib/data/prive/apercu'
import { lireReglages } from '@/lib/data/reglages'

import { aiguillage, lireListe } from './aiguillage'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first visit, then cached until a publish revalidates it (src/hooks/revalidate.ts).
// The listings (favourites, facet indexes) are known ahead; products are not.
export const generateStaticParams = () => listesAffiches().map((slug) => ({ slug }))

export async function generateMetadata({ params }: Props) {
  const c = aiguillage((await params).slug)
  const reglages = await lireReglages()
  if (c.type !== 'produit') return listeMetadata(c, 1, reglages)
  const produit = await lireProduitParSlug(c.slug)
  return produit ? produitMetadata(produit, reglages) : {}
}

/** A listing, or a product: its reads of src/lib/data (cache policy on each function; the draft
 *  preview's scenes in src/lib/data/prive), then its page (FicheProduit): two hops
 *  (docs/decisions/0224-deux-sauts-et-un-client.md). */
export default async function Page({ params }: Props) {
  const c = aiguillage((await params).slug)
  if (c.type !== 'produit') return <ListeAffiches {...await lireListe(c, 1)} />
  const produit = await lireProduitParSlug(c.slug)
  if (!produit) notFound()
  const [reglages, visuels, lies] = await Promise.all([
    lireReglages(),
    lireVisuels(produit.slug),
    lireProduitsLies(
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
