import type { Endpoint } from 'payload'

import { ADMIN_COLLECTIONS, payloadErrorResponse, upsertBody, upsertBySlug } from '@/lib/admin'
import { staffOnly } from '@/lib/auth'
import { BODY_LIMITS, readJson } from '@/lib/infra/http'

/** PUT /api/admin/{audiences,collections,produits}/put — upsert one document by slug. */
export const putEndpoints: Endpoint[] = ADMIN_COLLECTIONS.map((collection) => ({
  path: `/admin/${collection}/put`,
  method: 'put',
  handler: async (req) => {
    const denied = staffOnly(req)
    if (denied) return denied
    const body = await readJson(req, upsertBody, BODY_LIMITS.admin)
    if (!body.ok) return body.response
    try {
      const { doc, created } = await upsertBySlug(req, collection, body.data)
      return Response.json({ doc, created }, { status: created ? 201 : 200 })
    } catch (err) {
      return payloadErrorResponse(err)
    }
  },
}))
