import config from '@payload-config'
import { getPayload } from 'payload'

import { methodNotAllowed, orUnavailable } from '@/lib/http/unavailable'
import { repondreLikes } from '@/lib/produits/apiPublique/likes'

/** GET /api/produits/{slug}/likes, without Payload's REST router (src/lib/produits/apiPublique). */
type Contexte = { params: Promise<{ slug: string }> }

export async function GET(request: Request, ctx: Contexte): Promise<Response> {
  const { slug } = await ctx.params
  return orUnavailable('api/produits/likes', async () =>
    repondreLikes(await getPayload({ config }), request, slug),
  )
}

const nonAutorisee = () => methodNotAllowed('GET')
export { nonAutorisee as POST, nonAutorisee as PUT, nonAutorisee as PATCH, nonAutorisee as DELETE }
