import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { lireProduitsApiJson } from '@/lib/data/produits'
import { lireReglages } from '@/lib/data/reglages'
import { guard } from '@/lib/auth'
import { firstIssue, jsonError, jsonResponse } from '@/lib/infra/http'
import { payloadClient } from '@/lib/payload/client'
import { estRequetePayload, produitsQuerySchema, PUBLIC_MINUTE } from '@/lib/catalogue'

/**
 * /api/produits, ahead of Payload's catch-all route. The storefront's list (GET with the shop's filters)
 * is answered directly: Payload's REST router (request, authentication and translations set up for each
 * call) took a third of the time of this cached answer. Everything else — Payload's query language,
 * creation, bulk update and delete — goes to Payload exactly as the catch-all would send it.
 */
const produits = { params: Promise.resolve({ slug: ['produits'] }) }
const payloadGet = guard('GET', REST_GET(config), payloadClient)

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  if (estRequetePayload(params)) return payloadGet(request, produits)
  // An empty filter (`?audience=&q=`) is no filter (original spec): dropped rather than refused.
  const remplis = [...params].filter(([, v]) => v.trim() !== '')
  const parsed = produitsQuerySchema.safeParse(Object.fromEntries(remplis))
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error))
  try {
    const limit = parsed.data.limit ?? (await lireReglages()).itemsPerPage
    return jsonResponse(await lireProduitsApiJson({ ...parsed.data, limit }), PUBLIC_MINUTE)
  } catch (err) {
    console.error('[api/produits]', err)
    return jsonError(500, 'La liste des affiches est indisponible pour le moment.')
  }
}

const payloadPost = guard('POST', REST_POST(config), payloadClient)
const payloadPatch = guard('PATCH', REST_PATCH(config), payloadClient)
const payloadDelete = guard('DELETE', REST_DELETE(config), payloadClient)
// Payload has no PUT here either: its JSON 404, not Next's empty 405.
const payloadPut = guard('PUT', REST_PUT(config), payloadClient)
const payloadOptions = REST_OPTIONS(config)

export const POST = (request: Request) => payloadPost(request, produits)
export const PATCH = (request: Request) => payloadPatch(request, produits)
export const DELETE = (request: Request) => payloadDelete(request, produits)
export const PUT = (request: Request) => payloadPut(request, produits)
export const OPTIONS = (request: Request) => payloadOptions(request, produits)
