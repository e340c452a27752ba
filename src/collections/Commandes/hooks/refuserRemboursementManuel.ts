import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import type { Commande } from '@/payload-types'
import { MESSAGES_REMBOURSEMENT } from '@/lib/commande/remboursement'

/**
 * beforeChange: `remboursee` is reached only through a refund Stripe made (the status is then written
 * by a conditional update, without this hook); choosing it in the select would mark an order refunded
 * while the customer was not. And a refunded order stays so.
 */
export const refuserRemboursementManuel: CollectionBeforeChangeHook<Commande> = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || data.statut === undefined || data.statut === originalDoc?.statut) return data
  const message =
    data.statut === 'remboursee'
      ? MESSAGES_REMBOURSEMENT.manuel
      : originalDoc?.statut === 'remboursee'
        ? MESSAGES_REMBOURSEMENT.definitif
        : null
  if (!message) return data
  const refus = new ValidationError(
    { collection: 'commandes', errors: [{ path: 'statut', label: 'Statut', message }], req },
    req.t,
  )
  refus.message = message
  throw refus
}
