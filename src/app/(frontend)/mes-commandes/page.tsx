import type { Metadata } from 'next'

import { EspaceClient } from '@/components/espace/EspaceClient'
import { PageHeader } from '@/components/ui/PageHeader'
import { lireEspace } from '@/lib/data/prive/commandes'
import { MESSAGES_CONNEXION, type RefusConnexion } from '@/lib/espace'

export const metadata: Metadata = {
  title: 'Mes commandes',
  description: 'Retrouvez vos commandes, factures et fichiers à partir de votre adresse e-mail.',
  robots: { index: false, follow: false },
}

const DECONNEXIONS: Record<string, string> = {
  '1': 'Vous êtes déconnecté.',
  partout:
    'Vous êtes déconnecté sur tous vos appareils, et les liens de documents donnés par l’espace ne servent plus. Demandez un nouveau lien pour revenir.',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /mes-commandes: the customer space, opened by a mailed single-use link (no password). */
export default async function MesCommandesPage({ searchParams }: Props) {
  const { lien, deconnecte, page } = await searchParams
  const numero = typeof page === 'string' && /^\d{1,6}$/.test(page) ? Number(page) : 1
  const { session, espace } = await lireEspace(numero)
  // Own keys only: `?lien=toString` names a property of every object, not a message.
  const refus =
    typeof lien === 'string' && Object.hasOwn(MESSAGES_CONNEXION, lien) ? (lien as RefusConnexion) : null
  return (
    <>
      <PageHeader
        surtitre="Espace client"
        titre="Mes commandes"
        miettes={[
          { nom: 'Accueil', href: '/' },
          { nom: 'Mes commandes', href: '/mes-commandes' },
        ]}
        intro={
          session
            ? 'Vos commandes, vos factures et vos fichiers, au même endroit.'
            : 'Retrouvez vos commandes, vos factures et vos fichiers sans mot de passe : indiquez l’adresse e-mail utilisée lors de vos achats, nous vous envoyons un lien d’accès.'
        }
      />
      <EspaceClient
        session={session ? { email: session.email, expireLe: session.expireLe } : null}
        espace={espace}
        message={
          refus
            ? MESSAGES_CONNEXION[refus]
            : typeof deconnecte === 'string' && Object.hasOwn(DECONNEXIONS, deconnecte)
              ? DECONNEXIONS[deconnecte]
              : null
        }
      />
    </>
  )
}
