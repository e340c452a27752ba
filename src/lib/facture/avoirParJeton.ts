import type { Payload } from 'payload'

import type { RefCommande } from '@/lib/commande/reference'
import { commandeDuJeton } from '@/lib/commande/statuts'
import { installationId } from '@/lib/installation'

import { MESSAGES_AVOIR } from './acces'
import { cheminDocument, verifierJetonDocument } from './jeton'
import { cheminPdf, lirePdf } from './stockage'

const NUMERO_AVOIR = /^AV-\d{4}-\d{6}$/

/** The link to one credit note of an order: the order's signed avoir link, which names the note. */
export const lienAvoirNumero = (siteUrl: string, ref: RefCommande, numero: string, now = Date.now()) =>
  `${siteUrl}${cheminDocument('avoir', ref, now)}?n=${encodeURIComponent(numero)}`

type Resultat =
  { ok: true; nom: string; octets: Buffer } | { ok: false; status: 403 | 404 | 410; message: string }

/**
 * GET /api/commande/avoir/{token}?n=AV-…: the token opens the order's credit notes, `n` says which —
 * one of that order's notes in the `avoirs` collection, as stored when issued.
 */
export async function avoirNumeroteParJeton(
  payload: Payload,
  token: string,
  numero: string,
): Promise<Resultat> {
  const jeton = verifierJetonDocument('avoir', token, await installationId(payload))
  if (!jeton.ok)
    return jeton.raison === 'expire'
      ? { ok: false, status: 410, message: MESSAGES_AVOIR.expire }
      : { ok: false, status: 403, message: MESSAGES_AVOIR.invalide }
  const commande = await commandeDuJeton(payload, jeton.commandeId)
  if (!commande || commande.numero !== jeton.numero || !NUMERO_AVOIR.test(numero))
    return { ok: false, status: 404, message: MESSAGES_AVOIR.introuvable }
  const { totalDocs } = await payload.count({
    collection: 'avoirs',
    where: { and: [{ numero: { equals: numero } }, { commande: { equals: commande.id } }] },
    overrideAccess: true,
  })
  const octets = totalDocs ? await lirePdf(await cheminPdf(payload, numero, commande)) : null
  if (!octets) return { ok: false, status: 404, message: MESSAGES_AVOIR.introuvable }
  return { ok: true, nom: `${numero}.pdf`, octets }
}
