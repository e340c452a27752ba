import config from '@payload-config'
import { getPayload } from 'payload'

import { methodNotAllowed, orUnavailable } from '@/lib/http/unavailable'
import { repondreBatch } from '@/lib/produits/apiPublique/batch'

/** POST /api/produits/batch, the cart's read, without Payload's REST router (src/lib/produits/apiPublique). */
export async function POST(request: Request): Promise<Response> {
  return orUnavailable('api/produits/batch', async () => repondreBatch(await getPayload({ config }), request))
}

const nonAutorisee = () => methodNotAllowed('POST')
export { nonAutorisee as GET, nonAutorisee as PUT, nonAutorisee as PATCH, nonAutorisee as DELETE }
