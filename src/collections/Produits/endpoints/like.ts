import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { VISITOR_HEADER } from '@/lib/client/api'
import { jsonError } from '@/lib/http/errors'
import { limiter } from '@/lib/http/limites'
import { readJson } from '@/lib/http/readJson'
import { VISITOR_ID_PATTERN } from '@/lib/client/storage'
import { like, likeState, unlike } from '@/lib/produits/likes'
import { findPublishedBySlug } from '@/lib/produits/lecture'
import { SLUG_PATTERN } from '@/lib/slug'
import type { Produit } from '@/payload-types'

const INVALID_VISITOR =
  'Identifiant de visiteur invalide (8 à 128 caractères parmi lettres, chiffres, - et _).'

const bodySchema = z.object({ visiteur: z.string().optional() })

/** The product of the route, or the 404 to answer. */
async function produitOf(req: PayloadRequest): Promise<{ produit: Produit } | { response: Response }> {
  const slug = String(req.routeParams?.slug ?? '')
  if (!SLUG_PATTERN.test(slug)) return { response: jsonError(404, 'Produit introuvable.') }
  const produit = await findPublishedBySlug(req.payload, slug)
  return produit ? { produit } : { response: jsonError(404, 'Produit introuvable.') }
}

const validVisitor = (value: unknown): value is string =>
  typeof value === 'string' && VISITOR_ID_PATTERN.test(value)

/** Visitor id from the x-visitor-id header, else from the JSON body's `visiteur`. */
async function visitorOf(req: PayloadRequest): Promise<{ id: string } | { response: Response }> {
  const header = req.headers.get(VISITOR_HEADER)
  if (header !== null)
    return validVisitor(header) ? { id: header } : { response: jsonError(400, INVALID_VISITOR) }
  const body = await readJson(req, bodySchema)
  if (!body.ok) return body
  return validVisitor(body.data.visiteur)
    ? { id: body.data.visiteur }
    : { response: jsonError(400, INVALID_VISITOR) }
}

const noStore = { 'Cache-Control': 'no-store' }

function likeEndpoint(method: 'post' | 'delete'): Endpoint {
  return {
    path: '/:slug/like',
    method,
    handler: async (req) => {
      const limited = limiter('like', req)
      if (limited) return limited
      const target = await produitOf(req)
      if ('response' in target) return target.response
      const visitor = await visitorOf(req)
      if ('response' in visitor) return visitor.response
      try {
        const result =
          method === 'post'
            ? await like(req.payload, target.produit, visitor.id)
            : await unlike(req.payload, target.produit, visitor.id)
        return Response.json(result, { headers: noStore })
      } catch (err) {
        req.payload.logger.error({ err, msg: 'like failed' })
        return jsonError(409, 'Votre j’aime n’a pas pu être enregistré, réessayez.')
      }
    },
  }
}

/** POST/DELETE /api/produits/{slug}/like → `{ likes, liked }` (docs/SPECIFICATION.md §8), idempotent. */
export const likeEndpoints: Endpoint[] = [likeEndpoint('post'), likeEndpoint('delete')]

/** GET /api/produits/{slug}/likes → `{ likes }`, plus `liked` when x-visitor-id is sent. */
export const likesEndpoint: Endpoint = {
  path: '/:slug/likes',
  method: 'get',
  handler: async (req) => {
    const target = await produitOf(req)
    if ('response' in target) return target.response
    const header = req.headers.get(VISITOR_HEADER)
    if (header !== null && !validVisitor(header)) return jsonError(400, INVALID_VISITOR)
    return Response.json(await likeState(req.payload, target.produit, header), { headers: noStore })
  },
}
