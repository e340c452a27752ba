import type { Access, FieldAccess } from 'payload'

import { hasRole } from './isStaff'

export const admins: Access = ({ req }) => hasRole(req.user, 'admin')

export const adminsField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
