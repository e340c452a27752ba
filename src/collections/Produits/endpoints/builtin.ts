import type { Endpoint, PayloadRequest } from 'payload'

/**
 * Hands a request to Payload's own GET endpoint of the collection. Custom endpoints are matched first
 * and Payload appends its built-ins after them (docs/SPECIFICATION.md §14), so the LAST GET endpoint
 * with that path is the built-in one: '/:id', '/count', '/versions', '/access/:id?', '/'.
 * `params` become req.routeParams as Payload's router would have set them.
 */
export function viaPayload(
  req: PayloadRequest,
  path: string,
  params: Record<string, string> = {},
): Promise<Response> | Response {
  const endpoints = (req.payload.collections.produits.config.endpoints || []) as Endpoint[]
  const builtin = endpoints.findLast((e) => e.method === 'get' && e.path === path)
  if (!builtin) return Response.json({ error: 'Introuvable.' }, { status: 404 })
  req.routeParams = { ...req.routeParams, ...params }
  return builtin.handler(req)
}
