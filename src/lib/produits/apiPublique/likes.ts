import type { Payload } from 'payload'
import { z } from 'zod'

import { revalidateTags } from '@/hooks/revalidate'
import { likesTag } from '@/lib/cache/tags'
import { VISITOR_HEADER } from '@/lib/client/api'
import { VISITOR_ID_PATTERN } from '@/lib/client/storage'
import { jsonError } from '@/lib/http/errors'
import { limiter } from '@/lib/http/limits'
import { readJson } from '@/lib/http/readJson'

import { aime, like, unlike } from '../likes'

import { lireProduitPublie, type ProduitPublie } from './produitPublie'
import { compteLikesEnCache } from './compteLikes'
import { slugCherchable } from './slug'
import { NO_STORE, PUBLIC_SECOND, type RequeteApi } from './types'

const INVALID_VISITOR =
  'Identifiant de visiteur invalide (8 à 128 caractères parmi lettres, chiffres, - et _).'
const introuvable = () => jsonError(404, 'Produit introuvable.')

const validVisitor = (value: unknown): value is string =>
  typeof value === 'string' && VISITOR_ID_PATTERN.test(value)

const bodySchema = z.object({ visiteur: z.string().optional() })

/** Visitor id from the x-visitor-id header, else from the JSON body's `visiteur`. */
async function visitorOf(req: RequeteApi): Promise<{ id: string } | { response: Response }> {
  const header = req.headers.get(VISITOR_HEADER)
  if (header !== null)
    return validVisitor(header) ? { id: header } : { response: jsonError(400, INVALID_VISITOR) }
  const body = await readJson(req, bodySchema)
  if (!body.ok) return body
  return validVisitor(body.data.visiteur)
    ? { id: body.data.visiteur }
    : { response: jsonError(400, INVALID_VISITOR) }
}

async function cibleDe(payload: Payload, slug: string): Promise<ProduitPublie | null> {
  return slugCherchable(slug) ? lireProduitPublie(payload, slug) : null
}

/** GET /api/produits/{slug}/likes → `{ likes }`, plus `liked` when x-visitor-id is sent (then private to
 *  that visitor: never stored by a shared cache). */
export async function repondreLikes(payload: Payload, req: RequeteApi, slug: string): Promise<Response> {
  const cible = await cibleDe(payload, slug)
  if (!cible) return introuvable()
  const header = req.headers.get(VISITOR_HEADER)
  if (header !== null && !validVisitor(header)) return jsonError(400, INVALID_VISITOR)
  const likes = await compteLikesEnCache(payload, { id: cible.id, slug: cible.produit.slug })
  if (header === null) return Response.json({ likes }, { headers: PUBLIC_SECOND })
  return Response.json({ likes, liked: await aime(payload, cible, header) }, { headers: NO_STORE })
}

/** POST/DELETE /api/produits/{slug}/like → `{ likes, liked }` (docs/SPECIFICATION.md §8), idempotent. */
export async function repondreLike(
  payload: Payload,
  req: RequeteApi,
  slug: string,
  methode: 'POST' | 'DELETE',
): Promise<Response> {
  const limited = await limiter('like', req)
  if (limited) return limited
  const cible = await cibleDe(payload, slug)
  if (!cible) return introuvable()
  const visitor = await visitorOf(req)
  if ('response' in visitor) return visitor.response
  try {
    const result =
      methode === 'POST' ? await like(payload, cible, visitor.id) : await unlike(payload, cible, visitor.id)
    // The count and the product's API answer show it: only this product's entries are expired.
    revalidateTags([likesTag(slug)])
    return Response.json(result, { headers: NO_STORE })
  } catch (err) {
    payload.logger.error({ err, msg: 'like failed' })
    return jsonError(409, 'Votre j’aime n’a pas pu être enregistré, réessayez.')
  }
}
