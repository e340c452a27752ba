import type { Endpoint } from 'payload'

import { adminEndpoints } from './admin'

/** Root endpoints, served under /api (e.g. PUT /api/admin/produits/put). One import per feature. */
export const endpoints: Endpoint[] = [
  ...adminEndpoints,
]
