import type { Access } from 'payload'

import { hasRole } from './isStaff'

/** The orders the workshop works on: paid and not shipped yet (to ship), or shipped (to mark
 *  delivered). Their shipping address only while to ship (./adresseAExpedier.ts). */
export const STATUTS_ATELIER = ['payee', 'expediee'] as const
export const STATUT_A_EXPEDIER = 'payee'

/** Orders: the owner all of them, the workshop those it ships; nobody else (editors included). */
export const commandesAtelier: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (hasRole(req.user, 'atelier')) return { statut: { in: [...STATUTS_ATELIER] } }
  return false
}
