import { formatPrix } from '@/lib/format'

import { rendreCourriel, type Bloc, type CourrielRendu } from '../../courriel'

export type CommandeRemboursee = {
  numero: string
  lignes: { titre: string; livraison: string }[]
  /** This refund's amount; `total` when the order is now refunded in full. */
  montant: number
  total: boolean
  /** The credit note's signed link; its number once issued. */
  avoir: { numero: string | null; href: string }
}

/** Sent once per refund (its credit note), from the admin or from Stripe's dashboard. */
export function courrielRemboursement(c: CommandeRemboursee): CourrielRendu & { subject: string } {
  const numeriques = c.total ? c.lignes.filter((l) => l.livraison === 'numerique') : []
  const blocs: Bloc[] = [
    {
      type: 'texte',
      texte: `${c.total ? `Nous avons remboursé votre commande ${c.numero}` : `Nous avons remboursé une partie de votre commande ${c.numero}`}\u00a0: ${formatPrix(c.montant)} reviennent sur le moyen de paiement utilisé. Selon votre banque, la somme apparaît sur votre compte sous 5 à 10 jours ouvrés.`,
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
    subject: `${c.total ? 'Remboursement' : 'Remboursement partiel'} de votre commande ${c.numero}`,
    ...rendreCourriel({
      titre: c.total
        ? `Commande ${c.numero} remboursée`
        : `Commande ${c.numero}\u00a0: remboursement partiel`,
      blocs,
    }),
  }
}
