import type { Role } from '@/access/isStaff'

import { rendreCourriel, type CourrielRendu } from './gabarit'

export const LIBELLES_ROLES: Record<Role, string> = {
  admin: 'administrateur',
  editeur: 'éditeur du catalogue et des contenus',
  atelier: 'atelier (préparation et expédition des commandes)',
}

/** The invitation to the back office: a link valid 48 hours, used once, to choose one's password. */
export function courrielInvitation(lien: string, role: Role): CourrielRendu & { subject: string } {
  return {
    subject: 'Votre invitation à l’administration de Mots & Couleurs',
    ...rendreCourriel({
      titre: 'Vous êtes invité à rejoindre l’atelier',
      blocs: [
        {
          type: 'texte',
          texte: `Un compte vous attend dans l’administration de Mots & Couleurs, avec le rôle ${LIBELLES_ROLES[role]}. Choisissez votre mot de passe en suivant ce lien\u00a0; il sert une seule fois et expire dans 48\u00a0heures.`,
        },
        { type: 'bouton', href: lien, libelle: 'Choisir mon mot de passe' },
        {
          type: 'texte',
          texte:
            'Vous n’attendiez pas cette invitation\u00a0? Ignorez ce message\u00a0: sans vous, le compte reste fermé.',
        },
      ],
    }),
  }
}
