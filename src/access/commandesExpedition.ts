import type { PayloadRequest } from 'payload'

import { jsonError, MESSAGES } from '@/lib/http/errors'

import { hasRole, type Role } from './isStaff'

/** Who fulfils orders (« À expédier », packing slips, « Livrée »): the owner, and the `atelier` role
 *  once it exists (issue 46, item 1); an editor keeps to the catalogue. */
const ROLES_EXPEDITION = ['admin', 'atelier'] as unknown as Role[]

export const peutExpedier = (user: Parameters<typeof hasRole>[0]): boolean =>
  hasRole(user, ...ROLES_EXPEDITION)

/** 401 without a session, 403 for anyone who does not fulfil orders; null when allowed. */
export function expeditionSeulement(req: Pick<PayloadRequest, 'user'>): Response | null {
  if (!req.user) return jsonError(401, MESSAGES.unauthorized)
  if (!peutExpedier(req.user as never)) return jsonError(403, MESSAGES.forbidden)
  return null
}
