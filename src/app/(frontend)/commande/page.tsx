import type { Metadata } from 'next'

import { Confirmation } from '@/components/commande/Confirmation'
import { Panier } from '@/components/commande/Panier'
import { PageHeader } from '@/components/ui/PageHeader'
import { reglagesLivraison } from '@/lib/commande'
import { lireConfirmation } from '@/lib/data/prive/commandes'
import { lireReglages } from '@/lib/data/reglages'

export const metadata: Metadata = {
  title: 'Votre commande',
  description: 'Votre panier et le paiement sécurisé de votre commande.',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /commande: the cart and checkout; with ?session_id= (Stripe's redirect), the confirmation. */
export default async function CommandePage({ searchParams }: Props) {
  const { session_id } = await searchParams
  const sessionId = typeof session_id === 'string' ? session_id : null
  if (sessionId) {
    const commande = await lireConfirmation(sessionId)
    return (
      <>
        <PageHeader surtitre="Commande" titre={commande ? 'Confirmation de commande' : 'Votre commande'} />
        <Confirmation commande={commande} />
        {commande?.facture && (
          <p className="conteneur pb-16" data-facture>
            <a href={commande.facture.href} className="bouton bouton-contour" download>
              {commande.facture.numero
                ? `Télécharger la facture ${commande.facture.numero} (PDF)`
                : 'Télécharger la facture (PDF)'}
            </a>
          </p>
        )}
      </>
    )
  }
  const reglages = await lireReglages()
  return (
    <>
      <PageHeader
        surtitre="Commande"
        titre="Votre panier"
        miettes={[
          { nom: 'Accueil', href: '/' },
          { nom: 'Panier', href: '/commande' },
        ]}
      />
      <Panier
        reglages={reglagesLivraison(reglages)}
        tva={{ taux: reglages.tauxTva, franchise: reglages.tvaNonApplicable }}
      />
    </>
  )
}
