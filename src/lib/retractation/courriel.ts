import { formatPrix } from '@/lib/format'

import { rendreCourriel, type CourrielRendu } from '../courriel'

export type Accuse = {
  numero: string
  dateCommande: string
  email: string
  /** « 25 novembre 2026 à 21 h 40 » (Paris): when the declaration was received. */
  recueLe: string
  lignes: { titre: string; prix: number }[]
  /** Received after the period's last day: recorded for the owner to judge. */
  horsDelai?: boolean
  adresseRetour: string | null
  espace: string
}

/**
 * The acknowledgement on a durable medium the withdrawal function owes at once: the declaration's
 * content, with the date and time it was received (docs/SPECIFICATION.md §15).
 */
export function courrielAccuseRetractation(a: Accuse): CourrielRendu & { subject: string } {
  return {
    subject: `Accusé de réception de votre rétractation — commande ${a.numero}`,
    ...rendreCourriel({
      titre: 'Votre rétractation est enregistrée',
      blocs: [
        {
          type: 'texte',
          texte: `Nous avons reçu votre déclaration de rétractation le ${a.recueLe} (heure de Paris), envoyée avec la fonctionnalité «\u00a0Renoncer au contrat ici\u00a0» de notre site.`,
        },
        ...(a.horsDelai
          ? [
              {
                type: 'texte' as const,
                texte:
                  'Votre déclaration nous est parvenue après la fin du délai de rétractation\u00a0: elle est enregistrée «\u00a0hors délai\u00a0». L’atelier l’examine et vous répond par e-mail.',
              },
            ]
          : []),
        { type: 'texte', texte: 'Contenu de votre déclaration\u00a0:' },
        {
          type: 'texte',
          texte: `«\u00a0Je vous notifie par la présente ma rétractation du contrat portant sur la vente des biens ci-dessous.\u00a0»\nCommande ${a.numero} du ${a.dateCommande}\nAdresse e-mail\u00a0: ${a.email}`,
        },
        {
          type: 'lignes',
          lignes: a.lignes.map((l) => ({
            libelle: l.titre,
            valeur: `${formatPrix(l.prix)} · tirage imprimé`,
          })),
        },
        {
          type: 'texte',
          texte: `Et maintenant\u00a0? Renvoyez ${a.lignes.length > 1 ? 'ces articles' : 'cet article'} dans les 14\u00a0jours${
            a.adresseRetour ? ` à l’adresse suivante\u00a0:\n${a.adresseRetour}` : '.'
          }\nNous vous remboursons au plus tard 14\u00a0jours après réception de cette déclaration, par le moyen de paiement utilisé lors de la commande\u00a0; le remboursement peut attendre le retour des articles. Un avoir vous sera adressé avec le remboursement.`,
        },
        { type: 'bouton', href: a.espace, libelle: 'Retrouver mes commandes' },
        { type: 'texte', texte: 'Conservez ce message\u00a0: il fait foi de la date de votre rétractation.' },
      ],
    }),
  }
}

/** The workshop's notice: who withdrew from what, and where to refund. */
export function courrielAtelierRetractation(a: {
  numero: string
  email: string
  recueLe: string
  lignes: { titre: string; prix: number }[]
  horsDelai?: boolean
  admin: string
}): CourrielRendu & { subject: string } {
  return {
    subject: `Rétractation reçue${a.horsDelai ? ' hors délai' : ''} — commande ${a.numero}`,
    ...rendreCourriel({
      titre: `Rétractation de la commande ${a.numero}`,
      blocs: [
        {
          type: 'texte',
          texte: `${a.email} s’est rétracté le ${a.recueLe} (heure de Paris)${
            a.horsDelai
              ? ', après la fin du délai\u00a0: acceptez ou refusez cette déclaration «\u00a0hors délai\u00a0» dans «\u00a0Rétractations\u00a0»'
              : ''
          }.`,
        },
        { type: 'lignes', lignes: a.lignes.map((l) => ({ libelle: l.titre, valeur: formatPrix(l.prix) })) },
        {
          type: 'texte',
          texte:
            'À rembourser avec «\u00a0Rembourser\u00a0» au retour des articles, au plus tard 14\u00a0jours après cette date.',
        },
        { type: 'bouton', href: a.admin, libelle: 'Voir les rétractations' },
      ],
    }),
  }
}
