import config from '@payload-config'
import { getPayload } from 'payload'

import { methodNotAllowed, orUnavailable } from '@/lib/http/unavailable'
import { repondreLike } from '@/lib/produits/apiPublique/likes'

/** POST/DELETE /api/produits/{slug}/like, without Payload's REST router (src/lib/produits/apiPublique). */
type Contexte = { params: Promise<{ slug: string }> }

const avec =
  (methode: 'POST' | 'DELETE') =>
  async (request: Request, ctx: Contexte): Promise<Response> => {
    const { slug } = await ctx.params
    return orUnavailable('api/produits/like', async () =>
      repondreLike(await getPayload({ config }), request, slug, methode),
    )
  }

export const POST = avec('POST')
export const DELETE = avec('DELETE')

const nonAutorisee = () => methodNotAllowed('POST, DELETE')
export { nonAutorisee as GET, nonAutorisee as PUT, nonAutorisee as PATCH }
