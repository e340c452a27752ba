import type { Payload, PayloadRequest, RequestContext, Where } from 'payload'

import type { Commande } from '@/payload-types'

import { type Condition, majConditionnelle } from '../../infra/concurrency'

/**
 * The one owner of order writes (issue 46, item 6; docs/decisions/0209): every create, update and
 * delete of `commandes` goes through the functions below, which the rest of the code calls by what it
 * changes; eslint/ecritures-commandes.mjs refuses any other. The rules of a change stay beside their
 * callers (the table of transitions, refunds, withdrawals, documents, erasure); this module is where the
 * writes themselves are, each kind named once:
 *
 * - created and numbered by the checkout: `insererCommande`, `modifierCommande`;
 * - its state and what Stripe says (payment, session, addresses, sales counted): `changerEtat`,
 *   `modifierCommande`, `ecrireLigne`;
 * - refunds applied: `appliquerRemboursement`; withdrawals and the owner's decisions:
 *   `ecrireRetractation`;
 * - documents attached (invoice and credit note numbers, files, the seller frozen): `attacherDocument`,
 *   `retirerNumeroMongo`;
 * - first downloads: `ecrireLigne`; delivered: `ecrireLivraison`;
 * - erasure and retention: `modifierCommande` (anonymised), `supprimerCommandes`.
 */

/** A compare-and-set on one order (src/lib/infra/concurrency/conditionnel.ts): the winner's id, null for the others. */
const siToujours = (payload: Payload, condition: Condition, data: Record<string, unknown>) =>
  majConditionnelle(payload, 'commandes', condition, data)

/** State changes of the table (src/lib/commande/transitions.ts) and the webhook's own flags. */
export const changerEtat = siToujours
/** The total refunded, raised only (src/lib/commande/montantRembourse.ts). */
export const appliquerRemboursement = siToujours
/** A withdrawal statement and the owner's decision on a late one (src/lib/retractation/). */
export const ecrireRetractation = siToujours
/** Invoice and credit note numbers, files and the frozen seller (src/lib/facture/). */
export const attacherDocument = siToujours

type Options = {
  context?: RequestContext
  depth?: number
  overrideAccess?: boolean
  req?: PayloadRequest
}

/** The checkout's new order (src/lib/panier/paiement.ts). */
export const insererCommande = (
  payload: Payload,
  options: Options & { data: Omit<Commande, 'id' | 'createdAt' | 'updatedAt'> },
): Promise<Commande> => payload.create({ collection: 'commandes', ...options })

/** One order through Payload, its hooks included (the transitions' check, the journal). */
export const modifierCommande = (
  payload: Payload,
  options: Options & { id: number | string; data: Partial<Commande> },
): Promise<Commande> => payload.update({ collection: 'commandes', ...options })

/** Orders deleted (erasure of unpaid ones, retention periods); the hooks refuse an invoiced one. */
export const supprimerCommandes = (payload: Payload, options: Options & { where: Where }) =>
  payload.delete({ collection: 'commandes', ...options })

/** Straight to the row, without hooks or the other arrays' rows: what concurrent webhook deliveries and
 *  downloads write (`data` may hold the adapter's `$push`). */
export const ecrireLigne = (
  payload: Payload,
  options: { id: number | string; data: Record<string, unknown>; returning?: false },
) => payload.db.updateOne({ collection: 'commandes', ...options })

type MongoModel = { updateOne: (filtre: object, maj: object) => Promise<unknown> }

/** MongoDB: a document number unset, not nulled (the sparse unique index counts nulls). */
export function retirerNumeroMongo(payload: Payload, filtre: object, champs: string[]) {
  const Model = (payload.db as unknown as { collections: Record<string, MongoModel> }).collections.commandes
  return Model.updateOne(filtre, { $unset: Object.fromEntries(champs.map((c) => [c, ''])) })
}

/**
 * Delivered: the date, only on a shipped order not yet delivered (a concurrent click finds nothing to
 * update and gets null). The staff request goes along, so the journal's hook notes who.
 */
export async function ecrireLivraison(
  req: PayloadRequest,
  id: Commande['id'],
  livreeLe: string,
): Promise<Commande | null> {
  const { docs } = await req.payload.update({
    collection: 'commandes',
    where: {
      and: [{ id: { equals: id } }, { statut: { equals: 'expediee' } }, { livreeLe: { exists: false } }],
    },
    data: { livreeLe },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}
