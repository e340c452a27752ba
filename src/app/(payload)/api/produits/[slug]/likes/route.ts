import config from '@payload-config'
import { getPayload } from 'payload'

import { methodeNonAutorisee, ouIndisponible } from '@/lib/http/indisponible'
import { repondreLikes } from '@/lib/produits/apiPublique/likes'

/** GET /api/produits/{slug}/likes, without Payload's REST router (src/lib/produits/apiPublique). */
type Contexte = { params: Promise<{ slug: string }> }

export async function GET(request: Request, ctx: Contexte): Promise<Response> {
  const { slug } = await ctx.params
  return ouIndisponible('api/produits/likes', async () =>
    repondreLikes(await getPayload({ config }), request, slug),
  )
}

const nonAutorisee = () => methodeNonAutorisee('GET')
export { nonAutorisee as POST, nonAutorisee as PUT, nonAutorisee as PATCH, nonAutorisee as DELETE }
