import { lireCompteLikes, lireProduitPublie } from '@/lib/data/produits'
import { jsonError, jsonResponse, methodNotAllowed, orUnavailable } from '@/lib/infra/http'
import { payloadClient } from '@/lib/payload/client'
import {
  aime,
  INVALID_VISITOR,
  NO_STORE,
  PUBLIC_SECOND,
  slugCherchable,
  validVisitor,
  VISITOR_HEADER,
} from '@/lib/catalogue'

/** GET /api/produits/{slug}/likes → `{ likes }`, plus `liked` when x-visitor-id is sent (then private to
 *  that visitor: never stored by a shared cache). Without Payload's REST router. */
type Contexte = { params: Promise<{ slug: string }> }

export async function GET(request: Request, ctx: Contexte): Promise<Response> {
  const { slug } = await ctx.params
  return orUnavailable('api/produits/likes', async () => {
    const cible = slugCherchable(slug) ? await lireProduitPublie(slug) : null
    if (!cible) return jsonError(404, 'Produit introuvable.')
    const header = request.headers.get(VISITOR_HEADER)
    if (header !== null && !validVisitor(header)) return jsonError(400, INVALID_VISITOR)
    const likes = await lireCompteLikes(cible.produit.slug, cible.id)
    if (header === null) return jsonResponse(JSON.stringify({ likes }), PUBLIC_SECOND)
    const liked = await aime(await payloadClient(), cible, header)
    return jsonResponse(JSON.stringify({ likes, liked }), NO_STORE)
  })
}

const nonAutorisee = () => methodNotAllowed('GET')
export { nonAutorisee as POST, nonAutorisee as PUT, nonAutorisee as PATCH, nonAutorisee as DELETE }
