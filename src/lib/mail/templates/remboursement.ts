import { formatPrix } from '@/lib/format/prix'

import { rendreMail, type Bloc, type MailRendu } from '../gabarit'

export type CommandeRemboursee = {
  numero: string
  lignes: { titre: string; livraison: string }[]
  montant: number
  /** The credit note's signed link; its number once issued. */
  avoir: { numero: string | null; href: string }
}

/** Sent once when the order is refunded, from the admin or from Stripe's dashboard. */
export function mailRemboursement(c: CommandeRemboursee): MailRendu & { subject: string } {
  const numeriques = c.lignes.filter((l) => l.livraison === 'numerique')
  const blocs: Bloc[] = [
    {
      type: 'texte',
      texte: `Nous avons remboursé votre commande ${c.numero}\u00a0: ${formatPrix(c.montant)} reviennent sur le moyen de paiement utilisé. Selon votre banque, la somme apparaît sur votre compte sous 5 à 10 jours ouvrés.`,
    },
    {
      type: 'lignes',
      lignes: [
        { libelle: 'Commande', valeur: c.numero },
        { libelle: 'Montant remboursé', valeur: formatPrix(c.montant) },
        ...(c.avoir.numero ? [{ libelle: 'Avoir', valeur: c.avoir.numero }] : []),
      ],
    },
    {
      type: 'bouton',
      href: c.avoir.href,
      libelle: c.avoir.numero ? `Télécharger l’avoir ${c.avoir.numero}` : 'Télécharger l’avoir',
    },
  ]
  if (numeriques.length)
    blocs.push({
      type: 'texte',
      texte: `Les liens de téléchargement de ${
        numeriques.length > 1 ? 'vos fichiers ne sont' : 'votre fichier n’est'
      } plus actifs.`,
    })
  blocs.push({ type: 'texte', texte: 'Une question\u00a0? Répondez simplement à ce message.' })
  return {
    subject: `Remboursement de votre commande ${c.numero}`,
    ...rendreMail({ titre: `Commande ${c.numero} remboursée`, blocs }),
  }
}
