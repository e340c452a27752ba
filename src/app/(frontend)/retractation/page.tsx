import type { Metadata } from 'next'

import { FonctionRetractation } from '@/components/retractation/FonctionRetractation'
import { Lien } from '@/components/ui/Lien'
import { PageHeader } from '@/components/ui/PageHeader'
import { lireCommandeARetracter } from '@/lib/data/prive/commandes'
import { resume } from '@/lib/retractation'

export const metadata: Metadata = {
  title: 'Renoncer au contrat',
  description: 'Exercez en ligne votre droit de rétractation pour une commande d’affiches imprimées.',
  robots: { index: false, follow: true },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /retractation: the online withdrawal function (« Renoncer au contrat ici », in every page's footer). */
export default async function RetractationPage({ searchParams }: Props) {
  const { commande } = await searchParams
  const { session, commande: c } = await lireCommandeARetracter(
    typeof commande === 'string' && commande.length <= 40 ? commande : null,
  )
  return (
    <>
      <PageHeader
        surtitre="Droit de rétractation"
        titre="Renoncer au contrat"
        miettes={[
          { nom: 'Accueil', href: '/' },
          { nom: 'Renoncer au contrat', href: '/retractation' },
        ]}
        intro="Vous disposez de 14 jours à compter de la réception de vos tirages imprimés pour vous rétracter, sans avoir à vous justifier. Identifiez votre commande, choisissez les articles et confirmez : l’accusé de réception vous parvient aussitôt par e-mail."
      />
      <section className="conteneur grid gap-10 pb-16 lg:grid-cols-[1.5fr_1fr]">
        <FonctionRetractation initial={c ? resume(c) : null} connecte={Boolean(session)} />
        <aside className="grid content-start gap-3 text-[0.975rem] text-encre-douce">
          <h2 className="text-2xl text-encre">Bon à savoir</h2>
          <p>
            Les fichiers numériques sont fournis dès le paiement, à votre demande expresse, avec renonciation
            au droit de rétractation (article L221-28, 13° du Code de la consommation)&nbsp;: ils ne peuvent
            pas faire l’objet d’une rétractation.
          </p>
          <p>
            Le remboursement, frais de livraison standard compris, intervient au plus tard 14&nbsp;jours après
            votre déclaration&nbsp;; il peut attendre le retour des articles.
          </p>
          <p>
            Détails dans nos{' '}
            <Lien href="/cgv#retractation" className="lien">
              conditions générales de vente
            </Lien>
            . Vos commandes sont aussi dans{' '}
            <Lien href="/mes-commandes" className="lien">
              Mes commandes
            </Lien>
            .
          </p>
        </aside>
      </section>
    </>
  )
}
