import type { Endpoint } from 'payload'

import { chercherProduitsPublics } from '@/lib/data/produitsApi'
import { jsonError } from '@/lib/http/errors'
import { firstIssue } from '@/lib/http/readJson'

import { viaPayload } from './builtin'
import { PAYLOAD_QUERY_KEYS, produitsQuerySchema } from './query'

/** GET /api/produits (PRODUCT.md §6): public, filtered, paged list → `{docs, page, totalPages, totalDocs}`.
 *  A request in Payload's own query language (the admin's relationship pickers send `where`, `depth`…)
 *  goes to Payload's built-in find. */
export const listeEndpoint: Endpoint = {
  path: '/',
  method: 'get',
  handler: async (req) => {
    const params = new URL(req.url ?? 'http://localhost/').searchParams
    if (PAYLOAD_QUERY_KEYS.some((k) => [...params.keys()].some((key) => key === k || key.startsWith(`${k}[`)))) {
      return viaPayload(req, '/')
    }
    const parsed = produitsQuerySchema.safeParse(Object.fromEntries(params))
    if (!parsed.success) return jsonError(400, firstIssue(parsed.error))
    const body = await chercherProduitsPublics(req.payload, parsed.data)
    return Response.json(body, { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60' } })
  },
}
