import type { Endpoint } from 'payload'

import { repondreLike, repondreLikes } from '@/lib/produits/apiPublique/likes'

const slugDe = (routeParams: Record<string, unknown> | undefined) => String(routeParams?.slug ?? '')

/** POST/DELETE /api/produits/{slug}/like and GET …/likes inside Payload's REST router; the storefront's
 *  routes (src/app/(payload)/api/produits/[slug]) answer them before the router in the running site. */
export const likeEndpoints: Endpoint[] = (['POST', 'DELETE'] as const).map((methode) => ({
  path: '/:slug/like',
  method: methode === 'POST' ? 'post' : 'delete',
  handler: (req) => repondreLike(req.payload, req, slugDe(req.routeParams), methode),
}))

export const likesEndpoint: Endpoint = {
  path: '/:slug/likes',
  method: 'get',
  handler: (req) => repondreLikes(req.payload, req, slugDe(req.routeParams)),
}
