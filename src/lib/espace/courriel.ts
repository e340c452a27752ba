import { rendreCourriel, type CourrielRendu } from '../courriel'

/** The single-use sign-in link to « Mes commandes », sent to an address that has paid orders. */
export function courrielLienEspace(lien: string): CourrielRendu & { subject: string } {
  return {
    subject: 'Votre lien d’accès à vos commandes',
    ...rendreCourriel({
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

/** What an address without paid orders receives instead of a link: the same work as a link's mail
 *  (docs/decisions/0106), and a useful answer to a customer who typed another address than at checkout. */
export function courrielSansCommandeEspace(site: string): CourrielRendu & { subject: string } {
  return {
    subject: 'Votre lien d’accès à vos commandes',
    ...rendreCourriel({
      titre: 'Aucune commande avec cette adresse',
      blocs: [
        {
          type: 'texte',
          texte:
            'Vous avez demandé à retrouver vos commandes Mots & Couleurs, mais aucune commande réglée n’est associée à cette adresse e-mail.',
        },
        {
          type: 'texte',
          texte:
            'Avez-vous commandé avec une autre adresse\u00a0? Demandez le lien pour celle-ci depuis la page «\u00a0Mes commandes\u00a0».',
        },
        { type: 'bouton', href: `${site}/mes-commandes`, libelle: 'Mes commandes' },
        {
          type: 'texte',
          texte:
            'Vous n’êtes pas à l’origine de cette demande\u00a0? Ignorez ce message\u00a0: rien ne change.',
        },
      ],
    }),
  }
}
