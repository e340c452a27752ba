import type { Access } from 'payload'

import { mediasPubliees } from '@/lib/contenu'

import { isStaffRequest } from './isStaff'

/**
 * Media: staff read them all; over HTTP (REST and GraphQL, the listing and the files of
 * /api/media/file/…) others read only those a published document shows, so a draft's artwork stays
 * private until it is published. The shop's own server code (local API without a request's `req`)
 * is not filtered: it reads published documents, or drafts for staff previews.
 */
export const mediaPublishedOrStaff: Access = async ({ req }) => {
  if (isStaffRequest(req)) return true
  if (req.payloadAPI === 'local') return true
  const ids = await mediasPubliees(req.payload)
  return ids.length ? { id: { in: ids } } : false
}
