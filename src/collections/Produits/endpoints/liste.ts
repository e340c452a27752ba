import type { Endpoint, Payload } from 'payload'

import { chercherProduitsPublicsJson } from '@/lib/data/produitsApi'
import { jsonError } from '@/lib/http/errors'
import { firstIssue } from '@/lib/http/readJson'

import { viaPayload } from './builtin'
import { PAYLOAD_QUERY_KEYS, produitsQuerySchema } from './query'

/** True when the query is in Payload's own language (the admin's relationship pickers send `where`, `depth`…). */
export function estRequetePayload(params: URLSearchParams): boolean {
  return PAYLOAD_QUERY_KEYS.some((k) =>
    [...params.keys()].some((key) => key === k || key.startsWith(`${k}[`)),
  )
}

/** GET /api/produits (PRODUCT.md §6): public, filtered, paged list → `{docs, page, totalPages, totalDocs}`. */
export async function listePublique(payload: Payload, params: URLSearchParams): Promise<Response> {
  const parsed = produitsQuerySchema.safeParse(Object.fromEntries(params))
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error))
  const json = await chercherProduitsPublicsJson(payload, parsed.data)
  return new Response(json, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=0, s-maxage=60' },
  })
}

/** The same list inside Payload's REST router; the storefront's route (src/app/(payload)/api/produits)
 *  answers it before the router in the running site. Payload's query language goes to its built-in find. */
export const listeEndpoint: Endpoint = {
  path: '/',
  method: 'get',
  handler: (req) => {
    const params = new URL(req.url ?? 'http://localhost/').searchParams
    return estRequetePayload(params) ? viaPayload(req, '/') : listePublique(req.payload, params)
  },
}
