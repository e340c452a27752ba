import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { SLUG_PATTERN } from '@/lib/catalogue'

import type { AdminCollection } from './fields'
import { lireParSlug } from './lireParSlug'
import { updateKeepingPublished } from './updateKeepingPublished'

/** Body of PUT /api/admin/{collection}/put: the document's fields, slug included. */
export const upsertBody = z.looseObject({
  slug: z
    .string({ error: 'Le slug est obligatoire.' })
    .regex(
      SLUG_PATTERN,
      'Le slug ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets.',
    ),
})

// Managed by Payload or by the shop's own endpoints, never by a client body.
const SYSTEM_KEYS = ['id', '_id', 'createdAt', 'updatedAt', 'likes', 'ajoutsPanier', 'ventes']

/** Creates or updates the document with this slug through the local API, with the caller's access,
 *  so validation, hooks (revalidation, derivatives) and field access apply as in the admin form. */
export async function upsertBySlug(
  req: PayloadRequest,
  collection: AdminCollection,
  body: z.infer<typeof upsertBody>,
) {
  const data = Object.fromEntries(Object.entries(body).filter(([key]) => !SYSTEM_KEYS.includes(key)))
  const existing = await lireParSlug(req, collection, body.slug)
  const common = { collection, data, depth: 0, overrideAccess: false, req } as const
  if (existing) {
    // A published product keeps its published content beyond the sent fields; a pending draft stays one.
    const doc = await updateKeepingPublished(req, collection, existing.id, data)
    return { doc, created: false }
  }
  const doc = await req.payload.create(common as Parameters<typeof req.payload.create>[0])
  return { doc, created: true }
}
