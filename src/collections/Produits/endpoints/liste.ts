import type { Endpoint } from 'payload'

import { estRequetePayload, listePublique } from '@/lib/produits/apiPublique/liste'

import { viaPayload } from './builtin'

/** GET /api/produits inside Payload's REST router; the storefront's route (src/app/(payload)/api/produits)
 *  answers it before the router in the running site. Payload's query language goes to its built-in find. */
export const listeEndpoint: Endpoint = {
  path: '/',
  method: 'get',
  handler: (req) => {
    const params = new URL(req.url ?? 'http://localhost/').searchParams
    return estRequetePayload(params) ? viaPayload(req, '/') : listePublique(req.payload, params)
  },
}
