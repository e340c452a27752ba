import { lireProduitPublie } from '@/lib/data/produits'
import { jsonResponse, limiter, methodNotAllowed, orUnavailable, readJson } from '@/lib/infra/http'
import { payloadClient } from '@/lib/payload/client'
import { batchSchema, NO_STORE, setCompteurs } from '@/lib/catalogue'

/** POST /api/produits/batch (docs/SPECIFICATION.md §8), without Payload's REST router: the cart's
 *  product data, each product from the tag cache, in the order asked, malformed, unknown or unpublished
 *  ones left out; counts the add of addedSlug. 400 only when `slugs` is not a list (or holds more than
 *  BATCH_MAX entries). */
export async function POST(request: Request): Promise<Response> {
  return orUnavailable('api/produits/batch', async () => {
    const limited = await limiter('batch', request)
    if (limited) return limited
    const body = await readJson(request, batchSchema)
    if (!body.ok) return body.response
    const { slugs, addedSlug } = body.data
    const lus = await Promise.all([...new Set(slugs)].map((s) => lireProduitPublie(s)))
    const cibles = lus.filter((c) => c !== null)
    const ajoute = addedSlug ? cibles.find((c) => c.produit.slug === addedSlug) : undefined
    if (ajoute) await setCompteurs(await payloadClient(), ajoute, { ajoutsPanier: { $inc: 1 } })
    return jsonResponse(JSON.stringify({ data: cibles.map((c) => c.produit) }), NO_STORE)
  })
}

const nonAutorisee = () => methodNotAllowed('POST')
export { nonAutorisee as GET, nonAutorisee as PUT, nonAutorisee as PATCH, nonAutorisee as DELETE }
