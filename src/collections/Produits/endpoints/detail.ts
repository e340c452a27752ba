import type { Endpoint } from 'payload'

import { jsonError } from '@/lib/http/errors'
import { lireProduitApi } from '@/lib/produits/lecture'

import { viaPayload } from './builtin'

/** Single-segment GET paths of Payload's own API, served by the built-in endpoint of that path. */
const PAYLOAD_WORDS: Record<string, string> = {
  count: '/count',
  versions: '/versions',
  access: '/access/:id?',
}

/** A document id rather than a slug: SQLite integer or MongoDB ObjectId. */
const isId = (value: string) => /^\d+$/.test(value) || /^[a-f0-9]{24}$/.test(value)

/** GET /api/produits/{slug}: the public product (with its facet values) or 404. Ids and Payload's own
 *  words go to Payload's built-ins (the admin's API tab uses /api/produits/{id}). */
export const detailEndpoint: Endpoint = {
  path: '/:slug',
  method: 'get',
  handler: async (req) => {
    const slug = String(req.routeParams?.slug ?? '')
    if (PAYLOAD_WORDS[slug]) return viaPayload(req, PAYLOAD_WORDS[slug])
    if (isId(slug)) return viaPayload(req, '/:id', { id: slug })
    const produit = await lireProduitApi(req.payload, slug)
    if (!produit) return jsonError(404, 'Produit introuvable.')
    return Response.json(produit, { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60' } })
  },
}
