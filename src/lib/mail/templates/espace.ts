import { rendreMail, type MailRendu } from '../gabarit'

/** The single-use sign-in link to « Mes commandes », sent only to an address that has orders. */
export function mailLienEspace(lien: string): MailRendu & { subject: string } {
  return {
    subject: 'Votre lien d’accès à vos commandes',
    ...rendreMail({
      titre: 'Accéder à vos commandes',
      blocs: [
        {
          type: 'texte',
          texte:
            'Vous avez demandé à retrouver vos commandes Mots & Couleurs. Ce lien personnel vous y mène sans mot de passe\u00a0; il sert une seule fois et expire dans 15\u00a0minutes.',
        },
        { type: 'bouton', href: lien, libelle: 'Voir mes commandes' },
        {
          type: 'texte',
          texte:
            'Vous y retrouverez vos factures, vos avoirs, le suivi de vos colis et de nouveaux liens de téléchargement pour vos fichiers.',
        },
        {
          type: 'texte',
          texte:
            'Vous n’êtes pas à l’origine de cette demande\u00a0? Ignorez ce message\u00a0: rien ne change.',
        },
      ],
    }),
  }
}
