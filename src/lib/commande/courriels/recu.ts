import { confirmationConsentement } from '@/lib/commande/consentement'
import { formatPrix, libelleRemise } from '@/lib/format'
import { designationLigne } from '@/lib/commande/solde'
import { referencePublique } from '@/lib/commande/retractation/reference'
import { formulaireRetractation, type IdentiteVendeur, phrasesVendeur } from '@/lib/vendeur'

import { rendreCourriel, type Bloc, type CourrielRendu } from '../../courriel'

/** `prix` is the unit price; `quantite` the copies (1 for lines from before formats). */
type Ligne = {
  titre: string
  prix: number
  livraison: string
  quantite?: number | null
  formatLibelle?: string | null
}
export type RecuCommande = {
  numero: string
  lignes: Ligne[]
  sousTotal: number
  fraisDePort: number
  total: number
  /** Discount granted by a promotion code (cents), already taken off `total`. */
  remise?: number | null
  codePromo?: string | null
  /** Why no VAT, or whose rate, as the invoice's regime says (src/lib/tva/regime.ts, mentionsTva). */
  mentionsTva?: string[]
  /** The digital-file consent the checkout recorded (src/lib/commande/consentement.ts). */
  consentementNumerique?: { le?: string | null; texte?: string | null } | null
}

/** Receipt sent once the payment is confirmed; digital items come with their download links. */
export function courrielRecu(
  commande: RecuCommande,
  {
    liens,
    suiviUrl,
    facture,
    vendeur,
    cgvUrl,
  }: {
    liens: { titre: string; href: string }[]
    suiviUrl: string
    /** Who sells (the settings' one identity), confirmed with the contract (L221-13). */
    vendeur?: IdentiteVendeur
    /** The conditions of sale in force. */
    cgvUrl?: string
    /** The invoice's signed link; its number once issued. */
    facture?: { numero: string | null; href: string }
  },
): CourrielRendu & { subject: string } {
  const imprime = commande.lignes.some((l) => l.livraison === 'imprime')
  const blocs: Bloc[] = [
    {
      type: 'texte',
      texte: `Merci pour votre commande\u00a0! Nous avons bien reçu votre paiement pour la commande ${commande.numero}.`,
    },
    // What the withdrawal form asks a customer without a session (docs/decisions/0107).
    ...(imprime ? [referenceDeRetractation(commande.numero)] : []),
    { type: 'lignes', lignes: montants(commande, imprime) },
    ...(commande.mentionsTva ?? []).map((texte): Bloc => ({ type: 'texte', texte })),
    ...consentement(commande),
    ...livraisons(liens, imprime),
    ...(facture ? [lienFacture(facture)] : []),
    ...conditions(imprime, vendeur, cgvUrl),
    { type: 'bouton', href: suiviUrl, libelle: 'Voir ma commande' },
    { type: 'texte', texte: 'Une question\u00a0? Répondez simplement à ce message.' },
  ]
  return {
    subject: `Votre commande ${commande.numero} — Mots & Couleurs`,
    ...rendreCourriel({ titre: `Commande ${commande.numero} confirmée`, blocs }),
  }
}

/** Each line with its format and copies, at its unit and line price (the lines add up), then the totals. */
const montants = (commande: RecuCommande, imprime: boolean) => [
  ...commande.lignes.map((l) => ({
    libelle: `${designationLigne({ ...l, quantite: 1 })}${exemplaires(l)}`,
    valeur: formatPrix(l.prix * (l.quantite ?? 1)),
  })),
  { libelle: 'Sous-total', valeur: formatPrix(commande.sousTotal) },
  ...(commande.remise
    ? [{ libelle: libelleRemise(commande.codePromo), valeur: formatPrix(-commande.remise) }]
    : []),
  ...(imprime
    ? [{ libelle: 'Livraison', valeur: commande.fraisDePort ? formatPrix(commande.fraisDePort) : 'offerte' }]
    : []),
  { libelle: 'Total payé', valeur: formatPrix(commande.total) },
]

/** The confirmation on a durable medium of both statements ticked at checkout (L221-13). */
function consentement(commande: RecuCommande): Bloc[] {
  const c = commande.consentementNumerique
  if (!c?.le) return []
  return [
    { type: 'texte', texte: confirmationConsentement(c.le) },
    ...(c.texte
      ? [{ type: 'texte' as const, texte: `Cases cochées\u00a0: ${c.texte.replace(/\n/g, ' ')}` }]
      : []),
  ]
}

/** The download links of the files, and when printed items leave. */
function livraisons(liens: { titre: string; href: string }[], imprime: boolean): Bloc[] {
  return [
    ...(liens.length
      ? [
          {
            type: 'texte' as const,
            texte: 'Vos fichiers sont prêts. Chaque lien est personnel et reste valable 30\u00a0jours\u00a0:',
          },
          {
            type: 'liens' as const,
            liens: liens.map((l) => ({ libelle: `Télécharger «\u00a0${l.titre}\u00a0»`, href: l.href })),
          },
        ]
      : []),
    ...(imprime
      ? [
          {
            type: 'texte' as const,
            texte:
              'Vos articles imprimés seront expédiés sous 3 à 5\u00a0jours ouvrés à l’adresse indiquée lors du paiement.',
          },
        ]
      : []),
  ]
}

const lienFacture = (facture: { numero: string | null; href: string }): Bloc => ({
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

const exemplaires = (l: Ligne) =>
  (l.quantite ?? 1) > 1 ? ` — ${l.quantite}\u00a0exemplaires à ${formatPrix(l.prix)}` : ''

/**
 * The contract's confirmation on a durable medium (L221-13): the withdrawal conditions and the model
 * form for printed items, the conditions of sale in force, and who sells.
 */
function conditions(imprime: boolean, vendeur?: IdentiteVendeur, cgvUrl?: string): Bloc[] {
  const blocs: Bloc[] = []
  if (imprime && vendeur) {
    const formulaire = formulaireRetractation(vendeur)
    blocs.push(
      {
        type: 'texte',
        texte:
          'Droit de rétractation\u00a0: vous disposez de quatorze jours à compter de la réception de vos articles imprimés pour renoncer au contrat, sans avoir à vous justifier, en ligne («\u00a0Renoncer au contrat ici\u00a0») ou par toute déclaration dénuée d’ambiguïté, par exemple ce formulaire. Un délai qui expire un samedi, un dimanche ou un jour férié est prolongé jusqu’au premier jour ouvrable suivant. Le remboursement intervient au plus tard quatorze jours après votre déclaration.',
      },
      { type: 'texte', texte: `${formulaire.titre}\u00a0: ${formulaire.lignes.join(' ')}` },
    )
  }
  if (cgvUrl)
    blocs.push({
      type: 'liens',
      liens: [{ libelle: 'Conditions générales de vente en vigueur', href: cgvUrl }],
    })
  if (vendeur) blocs.push({ type: 'texte', texte: `Vendeur\u00a0: ${phrasesVendeur(vendeur).join(' ')}` })
  return blocs
}

/** The full reference to type in « Renoncer au contrat ici » without the space's session. */
export const referenceDeRetractation = (numero: string): Bloc => ({
  type: 'texte',
  texte: `Pour renoncer en ligne à vos articles imprimés («\u00a0Renoncer au contrat ici\u00a0» sur notre site), indiquez la référence ${referencePublique(numero)}.`,
})
