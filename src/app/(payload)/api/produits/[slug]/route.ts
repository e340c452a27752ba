import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { lireProduitApiJson } from '@/lib/data/produits'
import { guard } from '@/lib/auth'
import { jsonError, jsonResponse, orUnavailable } from '@/lib/infra/http'
import { payloadClient } from '@/lib/payload/client'
import { motPayload, PUBLIC_MINUTE, slugCherchable } from '@/lib/catalogue'

/**
 * /api/produits/{slug}, ahead of Payload's catch-all route: the browser's read of a product is answered
 * from the tag cache without Payload's REST router. Ids, Payload's own words and every other method go
 * to Payload exactly as the catch-all would send them (the admin reads and writes /api/produits/{id}).
 */
type Contexte = { params: Promise<{ slug: string }> }
const versPayload = (ctx: Contexte) => ({
  params: ctx.params.then(({ slug }) => ({ slug: ['produits', slug] })),
})

const payloadGet = guard('GET', REST_GET(config), payloadClient)
const payloadPost = guard('POST', REST_POST(config), payloadClient)
const payloadPatch = guard('PATCH', REST_PATCH(config), payloadClient)
const payloadPut = guard('PUT', REST_PUT(config), payloadClient)
const payloadDelete = guard('DELETE', REST_DELETE(config), payloadClient)
const payloadOptions = REST_OPTIONS(config)

/** GET /api/produits/{slug} (docs/SPECIFICATION.md §8): the public product with its facet values, or 404. */
export async function GET(request: Request, ctx: Contexte): Promise<Response> {
  const { slug } = await ctx.params
  if (motPayload(slug)) return payloadGet(request, versPayload(ctx))
  return orUnavailable('api/produits/slug', async () => {
    // Longer or malformed slugs are answered before the cache (its tags are limited to 256 characters).
    const json = slugCherchable(slug) ? await lireProduitApiJson(slug) : null
    return json === null ? jsonError(404, 'Produit introuvable.') : jsonResponse(json, PUBLIC_MINUTE)
  })
}

export const POST = (request: Request, ctx: Contexte) => payloadPost(request, versPayload(ctx))
export const PATCH = (request: Request, ctx: Contexte) => payloadPatch(request, versPayload(ctx))
export const PUT = (request: Request, ctx: Contexte) => payloadPut(request, versPayload(ctx))
export const DELETE = (request: Request, ctx: Contexte) => payloadDelete(request, versPayload(ctx))
export const OPTIONS = (request: Request, ctx: Contexte) => payloadOptions(request, versPayload(ctx))
