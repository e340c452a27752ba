import type { Metadata } from 'next'

import { EspaceClient } from '@/components/espace/EspaceClient'
import { PageHeader } from '@/components/ui/PageHeader'
import { MESSAGES_CONNEXION, type PageEspace, type RefusConnexion, type SessionEspace } from '@/lib/espace'

export const mesCommandesMetadata: Metadata = {
  title: 'Mes commandes',
  description: 'Retrouvez vos commandes, factures et fichiers à partir de votre adresse e-mail.',
  robots: { index: false, follow: false },
}

const DECONNEXIONS: Record<string, string> = {
  '1': 'Vous êtes déconnecté.',
  partout:
    'Vous êtes déconnecté sur tous vos appareils, et les liens de documents donnés par l’espace ne servent plus. Demandez un nouveau lien pour revenir.',
}

/** The notice of `?lien=` (a refused sign-in link) or `?deconnecte=`, or null. Own keys only:
 *  `?lien=toString` names a property of every object, not a message. */
export function messageEspace(lien: unknown, deconnecte: unknown): string | null {
  if (typeof lien === 'string' && Object.hasOwn(MESSAGES_CONNEXION, lien))
    return MESSAGES_CONNEXION[lien as RefusConnexion]
  return typeof deconnecte === 'string' && Object.hasOwn(DECONNEXIONS, deconnecte)
    ? DECONNEXIONS[deconnecte]
    : null
}

/** /mes-commandes: the customer space as its route read it (lireEspace, src/lib/data/prive/commandes.ts). */
export function MesCommandes({
  session,
  espace,
  message,
}: {
  session: SessionEspace | null
  espace: PageEspace | null
  message: string | null
}) {
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
        message={message}
      />
    </>
  )
}
