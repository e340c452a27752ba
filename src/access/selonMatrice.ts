import type { Endpoint } from 'payload'

import { jsonError, MESSAGES } from '@/lib/infra/http'

import { ENDPOINTS, parmi, type Qui } from './matrice'

/** The matrix's key of an endpoint: `POST /admin/invitations`. */
export const cleEndpoint = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method.toUpperCase()} ${e.path}`

/**
 * An endpoint guarded by the access matrix (./matrice.ts) before its handler runs: 401 without a
 * session, 403 for a role the matrix leaves out. One missing from the matrix is the owner's alone until
 * it is added (the matrix test names it).
 */
export function selonMatrice(endpoint: Endpoint): Endpoint {
  const autorises: Qui[] = ENDPOINTS[cleEndpoint(endpoint)] ?? ['admin']
  if (autorises.includes('anonyme')) return endpoint
  return {
    ...endpoint,
    handler: async (req) => {
      if (!req.user) return jsonError(401, MESSAGES.unauthorized)
      if (!parmi(req.user as never, autorises)) return jsonError(403, MESSAGES.forbidden)
      return endpoint.handler(req)
    },
  }
}
