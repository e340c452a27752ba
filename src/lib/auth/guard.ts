import type { PayloadRequest } from 'payload'

import { hasRole, isStaffUser } from '@/access/isStaff'
import { jsonError, MESSAGES } from '@/lib/infra/http'

/** 401 without a session, 403 for an account that is neither admin nor editeur (the workshop included);
 *  null when allowed. */
export function staffOnly(req: Pick<PayloadRequest, 'user'>): Response | null {
  if (!req.user) return jsonError(401, MESSAGES.unauthorized)
  if (!isStaffUser(req.user)) return jsonError(403, MESSAGES.forbidden)
  return null
}

/** 401 without a session, 403 for any account but an admin (editors included); null when allowed. */
export function adminOnly(req: Pick<PayloadRequest, 'user'>): Response | null {
  if (!req.user) return jsonError(401, MESSAGES.unauthorized)
  if (!hasRole(req.user as never, 'admin')) return jsonError(403, MESSAGES.forbidden)
  return null
}

/** 401 without a session, 403 for any account but an admin or the workshop (`atelier`): shipping,
 *  delivery and packing slips (src/access/matrice.ts); null when allowed. */
export function fulfilmentOnly(req: Pick<PayloadRequest, 'user'>): Response | null {
  if (!req.user) return jsonError(401, MESSAGES.unauthorized)
  if (!hasRole(req.user as never, 'admin', 'atelier')) return jsonError(403, MESSAGES.forbidden)
  return null
}
