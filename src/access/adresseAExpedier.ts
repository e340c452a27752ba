import type { FieldAccess } from 'payload'

import { STATUT_A_EXPEDIER } from './commandesAtelier'
import { hasRole } from './isStaff'

/** An order's shipping address: the owner always, the workshop only while the order is to ship
 *  (paid, not shipped yet): a shipped parcel's address is no longer its business. */
export const adresseAExpedier: FieldAccess = ({ req, doc }) => {
  if (hasRole(req.user, 'admin')) return true
  return (
    hasRole(req.user, 'atelier') && (doc as { statut?: string } | undefined)?.statut === STATUT_A_EXPEDIER
  )
}
