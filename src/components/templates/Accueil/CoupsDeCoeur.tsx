import { GrilleProduits } from '@/components/produits/CarteProduit'
import type { PublicProduit } from '@/lib/catalogue'

import { EnTete } from './EnTete'

/** The studio's picks (coups de cœur), first four by rank; nothing when the studio has none. */
export function CoupsDeCoeur({ produits }: { produits: PublicProduit[] }) {
  if (produits.length === 0) return null
  return (
    <section className="conteneur mt-10" aria-labelledby="titre-coups">
      <EnTete
        id="titre-coups"
        surtitre="Sélection de l’atelier"
        titre="Nos coups de cœur"
        lien={{ href: '/produits/affiches/coups-de-coeur', label: 'Tous les coups de cœur' }}
      />
      <GrilleProduits produits={produits.slice(0, 4)} />
    </section>
  )
}
