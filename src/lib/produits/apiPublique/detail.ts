import type { Payload } from 'payload'

import { facettesTags, likesTag, produitTag } from '@/lib/cache/tags'
import { cached } from '@/lib/data/cache'
import { jsonError } from '@/lib/http/errors'

import { lireProduitApi } from '../lecture'

import { slugCherchable } from './slug'

class Introuvable extends Error {}

/** The JSON text of the answer, from the tag cache: expired by the product's publishes, its facet
 *  values' names and its likes (the answer shows the like counter). Unknown slugs are not cached. */
const enCache = (payload: Payload) =>
  cached(
    async (slug: string): Promise<string> => {
      const produit = await lireProduitApi(payload, slug)
      if (!produit) throw new Introuvable(slug)
      return JSON.stringify(produit)
    },
    'api:produit:detail',
    (slug) => [produitTag(slug), likesTag(slug), ...facettesTags()],
  )

/** GET /api/produits/{slug} (docs/SPECIFICATION.md §8): the public product with its facet values, or 404. */
export async function repondreDetail(payload: Payload, slug: string): Promise<Response> {
  if (!slugCherchable(slug)) return jsonError(404, 'Produit introuvable.')
  try {
    return new Response(await enCache(payload)(slug), {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=0, s-maxage=60' },
    })
  } catch (err) {
    if (err instanceof Introuvable) return jsonError(404, 'Produit introuvable.')
    throw err
  }
}
