import { confirmationConsentement } from '@/lib/commande/consentement'
import { formatPrix } from '@/lib/format/prix'
import { libelleRemise } from '@/lib/format/remise'
import { referencePublique } from '@/lib/retractation/reference'

import { rendreMail, type Bloc, type MailRendu } from '../gabarit'

type Ligne = { titre: string; prix: number; livraison: string }
export type RecuCommande = {
  numero: string
  lignes: Ligne[]
  sousTotal: number
  fraisDePort: number
  total: number
  /** Discount granted by a promotion code (cents), already taken off `total`. */
  remise?: number | null
  codePromo?: string | null
  /** The digital-file consent the checkout recorded (src/lib/commande/consentement.ts). */
  consentementNumerique?: { le?: string | null; texte?: string | null } | null
}

/** Receipt sent once the payment is confirmed; digital items come with their download links. */
export function mailRecu(
  commande: RecuCommande,
  {
    liens,
    suiviUrl,
    facture,
  }: {
    liens: { titre: string; href: string }[]
    suiviUrl: string
    /** The invoice's signed link; its number once issued. */
    facture?: { numero: string | null; href: string }
  },
): MailRendu & { subject: string } {
  const imprime = commande.lignes.some((l) => l.livraison === 'imprime')
  const blocs: Bloc[] = [
    {
      type: 'texte',
      texte: `Merci pour votre commande\u00a0! Nous avons bien reçu votre paiement pour la commande ${commande.numero}.`,
    },
    // What the withdrawal form asks a customer without a session (docs/decisions/0107).
    ...(imprime ? [referenceDeRetractation(commande.numero)] : []),
    {
      type: 'lignes',
      lignes: [
        ...commande.lignes.map((l) => ({
          libelle: `${l.titre} (${l.livraison === 'numerique' ? 'fichier numérique' : 'imprimé'})`,
          valeur: formatPrix(l.prix),
        })),
        { libelle: 'Sous-total', valeur: formatPrix(commande.sousTotal) },
        ...(commande.remise
          ? [{ libelle: libelleRemise(commande.codePromo), valeur: formatPrix(-commande.remise) }]
          : []),
        ...(imprime
          ? [
              {
                libelle: 'Livraison',
                valeur: commande.fraisDePort ? formatPrix(commande.fraisDePort) : 'offerte',
              },
            ]
          : []),
        { libelle: 'Total payé', valeur: formatPrix(commande.total) },
      ],
    },
  ]
  // The confirmation on a durable medium of both statements ticked at checkout (L221-13).
  const consentement = commande.consentementNumerique
  if (consentement?.le)
    blocs.push(
      { type: 'texte', texte: confirmationConsentement(consentement.le) },
      ...(consentement.texte
        ? [
            {
              type: 'texte' as const,
              texte: `Cases cochées\u00a0: ${consentement.texte.replace(/\n/g, ' ')}`,
            },
          ]
        : []),
    )
  if (liens.length) {
    blocs.push(
      {
        type: 'texte',
        texte: 'Vos fichiers sont prêts. Chaque lien est personnel et reste valable 30\u00a0jours\u00a0:',
      },
      {
        type: 'liens',
        liens: liens.map((l) => ({ libelle: `Télécharger «\u00a0${l.titre}\u00a0»`, href: l.href })),
      },
    )
  }
  if (imprime)
    blocs.push({
      type: 'texte',
      texte:
        'Vos articles imprimés seront expédiés sous 3 à 5\u00a0jours ouvrés à l’adresse indiquée lors du paiement.',
    })
  if (facture)
    blocs.push({
      type: 'liens',
      liens: [
        {
          libelle: facture.numero
            ? `Télécharger la facture ${facture.numero} (PDF)`
            : 'Télécharger la facture (PDF)',
          href: facture.href,
        },
      ],
    })
  blocs.push({ type: 'bouton', href: suiviUrl, libelle: 'Voir ma commande' })
  blocs.push({ type: 'texte', texte: 'Une question\u00a0? Répondez simplement à ce message.' })
  return {
    subject: `Votre commande ${commande.numero} — Mots & Couleurs`,
    ...rendreMail({ titre: `Commande ${commande.numero} confirmée`, blocs }),
  }
}

/** The full reference to type in « Renoncer au contrat ici » without the space's session. */
export const referenceDeRetractation = (numero: string): Bloc => ({
  type: 'texte',
  texte: `Pour renoncer en ligne à vos articles imprimés («\u00a0Renoncer au contrat ici\u00a0» sur notre site), indiquez la référence ${referencePublique(numero)}.`,
})
