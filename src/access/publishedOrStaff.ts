import type { Access } from 'payload'

import { isStaffUser } from './isStaff'

/** Staff see drafts; everyone else only published documents. */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  return { _status: { equals: 'published' } }
}
