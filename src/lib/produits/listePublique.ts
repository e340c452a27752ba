import type { Payload } from 'payload'

import { chercherProduitsPublicsJson } from '@/lib/data/produitsApi'
import { itemsParPage } from '@/lib/data/itemsParPage'
import { jsonError } from '@/lib/http/errors'
import { firstIssue } from '@/lib/http/readJson'

import { PAYLOAD_QUERY_KEYS, produitsQuerySchema } from './query'

/** True when the query is in Payload's own language (the admin's relationship pickers send `where`, `depth`…). */
export function estRequetePayload(params: URLSearchParams): boolean {
  return PAYLOAD_QUERY_KEYS.some((k) =>
    [...params.keys()].some((key) => key === k || key.startsWith(`${k}[`)),
  )
}

/** GET /api/produits: public, filtered, paged list → `{docs, page, totalPages, totalDocs}`; empty values are ignored. Served by the
 *  storefront's route (src/app/(payload)/api/produits) and by the collection's endpoint alike. */
export async function listePublique(payload: Payload, params: URLSearchParams): Promise<Response> {
  // An empty filter (`?audience=&q=`) is no filter (original spec): dropped rather than refused.
  const remplis = [...params].filter(([, v]) => v.trim() !== '')
  const parsed = produitsQuerySchema.safeParse(Object.fromEntries(remplis))
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error))
  const limit = parsed.data.limit ?? (await itemsParPage(payload))
  const json = await chercherProduitsPublicsJson(payload, { ...parsed.data, limit })
  return new Response(json, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=0, s-maxage=60' },
  })
}
