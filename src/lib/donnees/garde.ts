import type { PayloadRequest } from 'payload'

import { hasRole } from '@/access/isStaff'
import { jsonError, MESSAGES } from '@/lib/http/errors'

/** Personal data requests are for administrators: 401 without a session, 403 for an editor or a
 *  customer; null when allowed. */
export function adminSeulement(req: Pick<PayloadRequest, 'user'>): Response | null {
  if (!req.user) return jsonError(401, MESSAGES.unauthorized)
  if (!hasRole(req.user, 'admin')) return jsonError(403, MESSAGES.forbidden)
  return null
}
