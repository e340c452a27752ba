import type { Endpoint } from 'payload'

import { repondreBatch } from '@/lib/produits/apiPublique/batch'

/** POST /api/produits/batch inside Payload's REST router; the storefront's route
 *  (src/app/(payload)/api/produits/batch) answers it before the router in the running site. */
export const batchEndpoint: Endpoint = {
  path: '/batch',
  method: 'post',
  handler: (req) => repondreBatch(req.payload, req),
}
