import type { Endpoint } from 'payload'

import { batchEndpoint } from './batch'
import { detailEndpoint } from './detail'
import { likeEndpoints, likesEndpoint } from './like'
import { listeEndpoint } from './liste'

/** Custom /api/produits/* endpoints. They are matched before Payload's built-ins (docs/SPECIFICATION.md §14):
 *  a `/:slug` handler must fall back to Payload for ids and the words count, versions, versions/:id. */
export const produitsEndpoints: Endpoint[] = [
  batchEndpoint,
  ...likeEndpoints,
  likesEndpoint,
  listeEndpoint,
  detailEndpoint,
]
