import type { Payload } from 'payload'

import { chercherProduitsPublicsJson } from '@/lib/data/produitsApi'
import { jsonError } from '@/lib/http/errors'
import { firstIssue } from '@/lib/http/readJson'

import { PAYLOAD_QUERY_KEYS, produitsQuerySchema } from './query'

/** True when the query is in Payload's own language (the admin's relationship pickers send `where`, `depth`…). */
export function estRequetePayload(params: URLSearchParams): boolean {
  return PAYLOAD_QUERY_KEYS.some((k) =>
    [...params.keys()].some((key) => key === k || key.startsWith(`${k}[`)),
  )
}

/** GET /api/produits: public, filtered, paged list → `{docs, page, totalPages, totalDocs}`. Served by the
 *  storefront's route (src/app/(payload)/api/produits) and by the collection's endpoint alike. */
export async function listePublique(payload: Payload, params: URLSearchParams): Promise<Response> {
  const parsed = produitsQuerySchema.safeParse(Object.fromEntries(params))
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error))
  const json = await chercherProduitsPublicsJson(payload, parsed.data)
  return new Response(json, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=0, s-maxage=60' },
  })
}
