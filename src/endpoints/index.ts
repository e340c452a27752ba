import type { Endpoint } from 'payload'

/** Root endpoints, served under /api (e.g. PUT /api/admin/produits/put). One import per feature. */
export const endpoints: Endpoint[] = []
