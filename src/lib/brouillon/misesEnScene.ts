import type { Payload } from 'payload'

import { jsonError, MESSAGES } from '@/lib/infra/http'
import { isMockup, mockupDuProduit, NOT_FOUND, parseMockupFile, sourceDuProduit } from '@/lib/images'
import { lireProduitImage } from '@/lib/catalogue'

import { identifier } from './acces'

/** Never kept by a browser's or a proxy's cache: a draft's picture is the staff's alone. */
const PRIVE = 'private, no-store'

/**
 * GET /api/apercu/mises-en-scene/{scène}/{slug}[@{format}].webp: a scene of the product's latest draft,
 * drawn from the draft's own artwork at the format's true scale, for the staff's draft preview (the
 * public image routes serve published products only, cached for a year). 401 anonymous, 403 a
 * customer, 404 with a French message for an unknown scene, product, format or a draft without artwork.
 */
export async function repondreMiseEnScene(
  payload: Payload,
  request: Request,
  { mockup, file }: { mockup: string; file: string },
): Promise<Response> {
  const visiteur = await identifier(payload, request.headers)
  if (visiteur.type === 'anonyme') return jsonError(401, MESSAGES.unauthorized, { 'Cache-Control': PRIVE })
  if (visiteur.type !== 'equipe') return jsonError(403, MESSAGES.forbidden, { 'Cache-Control': PRIVE })
  const demande = parseMockupFile(file)
  if (!demande || !isMockup(mockup)) return jsonError(404, NOT_FOUND, { 'Cache-Control': PRIVE })
  const doc = await lireProduitImage(payload, demande.slug, { user: visiteur.user })
  const source = doc && (await sourceDuProduit(payload, doc))
  const image = source && (await mockupDuProduit(source, mockup, demande.format))
  if (!image) return jsonError(404, NOT_FOUND, { 'Cache-Control': PRIVE })
  return new Response(new Uint8Array(image.body), {
    status: 200,
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.body.length),
      'Cache-Control': PRIVE,
    },
  })
}
