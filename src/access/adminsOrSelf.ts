import type { Access } from 'payload'

import { hasRole } from './isStaff'

/** Admins manage every account; an editor may only update their own. */
export const adminsOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (hasRole(req.user, 'editeur')) return { id: { equals: req.user!.id } }
  return false
}
