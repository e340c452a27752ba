import type { Access } from 'payload'

import { hasRole } from './isStaff'

/** Admins manage every account; anyone else of the team may only read and update their own. */
export const adminsOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (hasRole(req.user, 'editeur', 'atelier')) return { id: { equals: req.user!.id } }
  return false
}
