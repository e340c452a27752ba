import type { Payload } from 'payload'

import { commandeDuJeton, estPayee } from '@/lib/commande/statuts'

import { emettreFacture } from './facture'
import { verifierJetonFacture } from './jeton'
import { lirePdf } from './stockage'

export const MESSAGES_FACTURE = {
  invalide: 'Ce lien de facture n’est pas valide. Utilisez le lien reçu par e-mail après votre achat.',
  expire:
    'Ce lien de facture a expiré. Écrivez-nous avec votre numéro de commande\u00a0: nous vous enverrons votre facture.',
  introuvable: 'Cette facture est introuvable. Écrivez-nous avec votre numéro de commande.',
  nonPayee:
    'Cette commande n’est pas réglée\u00a0: sa facture sera disponible dès la confirmation du paiement.',
} as const

type Resultat =
  { ok: true; nom: string; octets: Buffer } | { ok: false; status: 403 | 404 | 410; message: string }

/** Checks the token and the order, then serves the stored invoice (issued here should a crash have
 *  left a paid order without it: the webhook's redelivery would do the same). */
export async function factureParJeton(payload: Payload, token: string): Promise<Resultat> {
  const jeton = verifierJetonFacture(token)
  if (!jeton.ok)
    return jeton.raison === 'expire'
      ? { ok: false, status: 410, message: MESSAGES_FACTURE.expire }
      : { ok: false, status: 403, message: MESSAGES_FACTURE.invalide }
  const commande = await commandeDuJeton(payload, jeton.commandeId)
  if (!commande) return { ok: false, status: 404, message: MESSAGES_FACTURE.introuvable }
  if (!commande.numeroFacture && !estPayee(commande.statut))
    return { ok: false, status: 404, message: MESSAGES_FACTURE.nonPayee }
  const { numeroFacture, chemin } = await emettreFacture(payload, commande)
  const octets = await lirePdf(chemin)
  if (!octets) return { ok: false, status: 404, message: MESSAGES_FACTURE.introuvable }
  return { ok: true, nom: `${numeroFacture}.pdf`, octets }
}
