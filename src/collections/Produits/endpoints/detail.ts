import type { Endpoint } from 'payload'

import { repondreDetail } from '@/lib/produits/apiPublique/detail'
import { motPayload } from '@/lib/produits/apiPublique/motsPayload'

import { viaPayload } from './builtin'

/** GET /api/produits/{slug} inside Payload's REST router (the storefront's route answers it first in the
 *  running site). Ids and Payload's own words go to Payload's built-ins (the admin's API tab uses
 *  /api/produits/{id}). */
export const detailEndpoint: Endpoint = {
  path: '/:slug',
  method: 'get',
  handler: (req) => {
    const slug = String(req.routeParams?.slug ?? '')
    const mot = motPayload(slug)
    if (mot) return viaPayload(req, mot.chemin, mot.params)
    return repondreDetail(req.payload, slug)
  },
}
