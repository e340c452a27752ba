import type { Access, FieldAccess } from 'payload'

import { isStaffUser } from './isStaff'

/** Admins and editors. */
export const staff: Access = ({ req }) => isStaffUser(req.user)

export const staffField: FieldAccess = ({ req }) => isStaffUser(req.user)
