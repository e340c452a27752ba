import type { PayloadRequest } from 'payload'

import { isStaffUser } from '@/access/isStaff'
import { jsonError, MESSAGES } from '@/lib/http/errors'

/** 401 without a session, 403 for an account that is neither admin nor editeur; null when allowed. */
export function staffOnly(req: Pick<PayloadRequest, 'user'>): Response | null {
  if (!req.user) return jsonError(401, MESSAGES.unauthorized)
  if (!isStaffUser(req.user)) return jsonError(403, MESSAGES.forbidden)
  return null
}
