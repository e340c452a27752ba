import type { Endpoint } from 'payload'
import { z } from 'zod'

import {
  ADMIN_COLLECTIONS,
  lireParSlug,
  PATCHABLE_FIELDS,
  patchField,
  payloadErrorResponse,
} from '@/lib/admin'
import { staffOnly } from '@/lib/auth'
import { BODY_LIMITS, jsonError, MESSAGES, readJson } from '@/lib/infra/http'

/** PATCH /api/admin/{collection}/patch/{slug}/{field} with `{ value }` — one whitelisted field. */
export const patchEndpoints: Endpoint[] = ADMIN_COLLECTIONS.map((collection) => ({
  path: `/admin/${collection}/patch/:slug/:field`,
  method: 'patch',
  handler: async (req) => {
    const denied = staffOnly(req)
    if (denied) return denied
    const { slug, field } = (req.routeParams ?? {}) as { slug?: string; field?: string }
    const valueSchema = field ? PATCHABLE_FIELDS[collection][field] : undefined
    if (!slug || !field || !valueSchema || !Object.hasOwn(PATCHABLE_FIELDS[collection], field)) {
      const allowed = Object.keys(PATCHABLE_FIELDS[collection]).join(', ')
      return jsonError(400, `Champ « ${field ?? ''} » non modifiable ici. Champs permis : ${allowed}.`)
    }
    const body = await readJson(req, z.object({ value: z.unknown() }).strict(), BODY_LIMITS.admin)
    if (!body.ok) return body.response
    if (!('value' in body.data)) return jsonError(400, 'Le corps attendu est { "value": … }.')
    const parsed = valueSchema.safeParse(body.data.value)
    if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? 'Valeur invalide.')
    try {
      const existing = await lireParSlug(req, collection, slug)
      if (!existing) return jsonError(404, MESSAGES.notFound)
      const doc = await patchField(req, collection, existing.id, field, parsed.data)
      return Response.json({ doc })
    } catch (err) {
      return payloadErrorResponse(err)
    }
  },
}))
