import type { Metadata } from 'next'

import { Lien } from '@/components/ui/Lien'
import { PageHeader } from '@/components/ui/PageHeader'

export const metadata: Metadata = {
  title: 'Paiement non abouti',
  description: 'Le paiement a été annulé ou refusé ; votre panier est conservé.',
  robots: { index: false, follow: false },
}

/** Stripe's cancel_url: nothing was charged and the cart is kept as it was. */
export default function CommandeErreurPage() {
  return (
    <>
      <PageHeader surtitre="Commande" titre="Le paiement n’a pas abouti" />
      <section className="conteneur grid justify-items-start gap-4 pb-16">
        <p className="max-w-2xl text-lg text-encre-douce">
          Vous avez annulé le paiement, ou votre banque l’a refusé. Aucun montant n’a été débité et votre
          panier est conservé : vous pouvez réessayer quand vous le souhaitez, avec la même carte ou une
          autre.
        </p>
        <p className="max-w-2xl text-encre-douce">
          Le problème persiste ? Écrivez-nous, nous trouverons une solution ensemble.
        </p>
        <div className="flex flex-wrap gap-3">
          <Lien href="/commande" className="bouton bouton-plein">
            Retour au panier
          </Lien>
          <Lien href="/contact" className="bouton bouton-contour">
            Nous écrire
          </Lien>
        </div>
      </section>
    </>
  )
}
