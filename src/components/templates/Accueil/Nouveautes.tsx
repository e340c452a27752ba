import { GrilleProduits } from '@/components/produits/CarteProduit'
import type { PublicProduit } from '@/lib/catalogue'

import { EnTete } from './EnTete'

/** The latest published posters. */
export function Nouveautes({ produits }: { produits: PublicProduit[] }) {
  return (
    <section className="conteneur mt-24" aria-labelledby="titre-nouveautes">
      <EnTete
        id="titre-nouveautes"
        surtitre="Fraîchement imprimées"
        titre="Nouveautés"
        lien={{ href: '/produits', label: 'Tout le catalogue' }}
      />
      <GrilleProduits produits={produits} />
    </section>
  )
}
