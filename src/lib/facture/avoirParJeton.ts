import type { Payload } from 'payload'

import { commandeDuJeton, estRestreint, type RefCommande } from '@/lib/commande'
import { installationId } from '@/lib/infra/database'

import { MESSAGES_AVOIR } from './acces'
import { fichierAvoir } from './avoirRemboursement'
import { cheminDocument, verifierJetonDocument } from './jeton'
import { lirePdf, sha256 } from '../documents'

const NUMERO_AVOIR = /^AV-\d{4}-\d{6}$/

/** The link to one credit note of an order: the order's signed avoir link, which names the note. */
export const lienAvoirNumero = (siteUrl: string, ref: RefCommande, numero: string, now = Date.now()) =>
  `${siteUrl}${cheminDocument('avoir', ref, now)}?n=${encodeURIComponent(numero)}`

type Resultat =
  { ok: true; nom: string; octets: Buffer } | { ok: false; status: 403 | 404 | 410; message: string }

/**
 * GET /api/commande/avoir/{token}?n=AV-…: the token opens the order's credit notes, `n` says which —
 * one of that order's notes in the `avoirs` collection: only the file whose bytes hash to what the note
 * recorded when it was issued (src/lib/facture/avoirRemboursement.ts, `fichierAvoir`).
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
  if (estRestreint(commande, 'documents-client'))
    return { ok: false, status: 403, message: MESSAGES_AVOIR.restreinte }
  const { docs } = await payload.find({
    collection: 'avoirs',
    where: { and: [{ numero: { equals: numero } }, { commande: { equals: commande.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const fichier = docs[0] ? await fichierAvoir(payload, commande, docs[0]) : null
  const octets = fichier ? await lirePdf(fichier.chemin) : null
  if (!fichier || !octets || sha256(octets) !== fichier.sha256) {
    if (octets) payload.logger.error(`Avoir ${numero} altéré : non servi.`)
    return { ok: false, status: 404, message: MESSAGES_AVOIR.introuvable }
  }
  return { ok: true, nom: `${numero}.pdf`, octets }
}
