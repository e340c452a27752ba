import type { Payload } from 'payload'

import { commandeDuJeton, estPayee, estRestreint } from '@/lib/commande'
import { installationId } from '@/lib/infra/database'
import type { Commande } from '@/payload-types'

import { emettreAvoir } from './avoir'
import { emettreFacture } from './facture'
import { type Document, verifierJetonDocument } from './jeton'
import { lirePdf, sha256 } from '../documents'

/** An erased customer's order: kept for the accounts only (src/lib/commande/restriction.ts). */
const RESTREINT =
  'Les données de cette commande ont été effacées à la demande du client\u00a0: ses documents ne sont plus servis par ce lien. Écrivez-nous.'

export const MESSAGES_FACTURE = {
  invalide: 'Ce lien de facture n’est pas valide. Utilisez le lien reçu par e-mail après votre achat.',
  expire:
    'Ce lien de facture a expiré. Écrivez-nous avec votre numéro de commande\u00a0: nous vous enverrons votre facture.',
  introuvable: 'Cette facture est introuvable. Écrivez-nous avec votre numéro de commande.',
  nonPayee:
    'Cette commande n’est pas réglée\u00a0: sa facture sera disponible dès la confirmation du paiement.',
  restreinte: RESTREINT,
} as const

export const MESSAGES_AVOIR = {
  invalide: 'Ce lien d’avoir n’est pas valide. Utilisez le lien reçu par e-mail avec votre remboursement.',
  expire:
    'Ce lien d’avoir a expiré. Écrivez-nous avec votre numéro de commande\u00a0: nous vous enverrons votre avoir.',
  introuvable: 'Cet avoir est introuvable. Écrivez-nous avec votre numéro de commande.',
  nonPayee: 'Cette commande n’a pas été remboursée\u00a0: elle n’a pas d’avoir.',
  restreinte: RESTREINT,
} as const

type Resultat =
  { ok: true; nom: string; octets: Buffer } | { ok: false; status: 403 | 404 | 410; message: string }

/** Whether the order has this document, and the function that issues (or finds) it. An order whose
 *  number was given is served even after a crash left its PDF unwritten: issued here, as the webhook's
 *  redelivery would. */
const DOCUMENTS = {
  facture: {
    messages: MESSAGES_FACTURE,
    du: (c: Commande) => Boolean(c.numeroFacture) || estPayee(c.statut),
    emettre: async (payload: Payload, c: Commande) => {
      const { numeroFacture, chemin, sha256 } = await emettreFacture(payload, c)
      return { numero: numeroFacture, chemin, sha256 }
    },
  },
  avoir: {
    messages: MESSAGES_AVOIR,
    // Orders refunded before credit notes had their own collection; since, `?n=` names the note.
    du: (c: Commande) => Boolean(c.numeroAvoir),
    emettre: async (payload: Payload, c: Commande) => {
      const { numeroAvoir, chemin, sha256 } = await emettreAvoir(payload, c)
      return { numero: numeroAvoir, chemin, sha256 }
    },
  },
} satisfies Record<Document, unknown>

/** Checks the token and the order, then serves the stored invoice or credit note: only the file whose
 *  bytes hash to what the order recorded when it was issued (src/lib/facture/emission.ts). */
export async function documentParJeton(
  payload: Payload,
  document: Document,
  token: string,
): Promise<Resultat> {
  const { messages, du, emettre } = DOCUMENTS[document]
  const jeton = verifierJetonDocument(document, token, await installationId(payload))
  if (!jeton.ok)
    return jeton.raison === 'expire'
      ? { ok: false, status: 410, message: messages.expire }
      : { ok: false, status: 403, message: messages.invalide }
  const commande = await commandeDuJeton(payload, jeton.commandeId)
  // The id alone could name another order (ids are reused after a reset or a copy).
  if (!commande || commande.numero !== jeton.numero)
    return { ok: false, status: 404, message: messages.introuvable }
  if (estRestreint(commande, 'documents-client'))
    return { ok: false, status: 403, message: messages.restreinte }
  if (!du(commande)) return { ok: false, status: 404, message: messages.nonPayee }
  const emis = await emettre(payload, commande)
  const octets = await lirePdf(emis.chemin)
  if (!octets || sha256(octets) !== emis.sha256) {
    if (octets) payload.logger.error(`Document ${emis.numero} altéré : non servi.`)
    return { ok: false, status: 404, message: messages.introuvable }
  }
  const { numero } = emis
  return { ok: true, nom: `${numero}.pdf`, octets }
}
