import { dateHeure } from '@/lib/format/client'

/**
 * The two statements a cart with a digital file needs before payment (Code de la consommation L221-28
 * 13° and L221-13): the consumer's prior express consent to immediate supply, and their acknowledgement
 * that they thereby lose the right of withdrawal. Two distinct checkboxes, neither pre-ticked; the
 * checkout shows these exact words and the order keeps them with the server's time
 * (docs/decisions/0132).
 */
export const TEXTES_CONSENTEMENT = {
  fourniture:
    'Je demande expressément la mise à disposition immédiate des fichiers numériques de ma commande, dès le paiement, avant la fin du délai de rétractation.',
  renonciation:
    'Je reconnais que je perds ainsi mon droit de rétractation pour ces fichiers numériques (article L221-28, 13° du Code de la consommation).',
} as const

/** The wording stored on the order: both statements, in the order the checkout shows them. */
export const texteConsentement = (): string =>
  `${TEXTES_CONSENTEMENT.fourniture}\n${TEXTES_CONSENTEMENT.renonciation}`

/** What the receipt (mail and page) confirms, in words, on a durable medium (L221-13). */
export const confirmationConsentement = (le: string | Date): string =>
  `Le ${dateHeure(le)}, avant le paiement, vous avez expressément demandé la mise à disposition immédiate de vos fichiers numériques et reconnu perdre ainsi votre droit de rétractation pour ces fichiers (article L221-28, 13° du Code de la consommation).`
