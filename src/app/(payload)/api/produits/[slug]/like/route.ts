// Payload's client imported first: with the modules' doors imported before it, Turbopack gave this
// route its own 5 MB copy of the server chunk the other API routes share (measured on the build; the
// Docker image then went over its 400 MB budget, record 0121).
import { payloadClient } from '@/lib/payload/client'
import { revalidateTags } from '@/hooks/revalidate'
import { like, likesTag, NO_STORE, slugCherchable, unlike, visitorOf } from '@/lib/catalogue'
import { lireProduitPublie } from '@/lib/data/produits'
import { jsonError, limiter, methodNotAllowed, orUnavailable } from '@/lib/infra/http'

/** POST/DELETE /api/produits/{slug}/like → `{ likes, liked }` (docs/SPECIFICATION.md §8), idempotent,
 *  without Payload's REST router. */
type Contexte = { params: Promise<{ slug: string }> }

const avec =
  (methode: 'POST' | 'DELETE') =>
  async (request: Request, ctx: Contexte): Promise<Response> => {
    const { slug } = await ctx.params
    return orUnavailable('api/produits/like', async () => {
      const limited = await limiter('like', request)
      if (limited) return limited
      const cible = slugCherchable(slug) ? await lireProduitPublie(slug) : null
      if (!cible) return jsonError(404, 'Produit introuvable.')
      const visitor = await visitorOf(request)
      if ('response' in visitor) return visitor.response
      const payload = await payloadClient()
      try {
        const result =
          methode === 'POST'
            ? await like(payload, cible, visitor.id)
            : await unlike(payload, cible, visitor.id)
        // The count and the product's API answer show it: only this product's entries are expired.
        revalidateTags([likesTag(slug)])
        return Response.json(result, { headers: NO_STORE })
      } catch (err) {
        payload.logger.error({ err, msg: 'like failed' })
        return jsonError(409, 'Votre j’aime n’a pas pu être enregistré, réessayez.')
      }
    })
  }

export const POST = avec('POST')
export const DELETE = avec('DELETE')

const nonAutorisee = () => methodNotAllowed('POST, DELETE')
export { nonAutorisee as GET, nonAutorisee as PUT, nonAutorisee as PATCH }
