import type { Payload } from 'payload'

import { facettesTags, produitTag, TAGS } from '@/lib/cache/tags'
import { cached } from '@/lib/cache/cached'
import { jsonError } from '@/lib/http/errors'

import { lireProduitApi } from '../api'

import { compteLikesEnCache } from './compteLikes'
import { slugCherchable } from './slug'

class Introuvable extends Error {}

/** The answer but its like count, as JSON text, from the tag cache: expired by the product's publishes
 *  its facet values' names and
 *  the shop's formats (reglages). Unknown slugs are not cached. The count has an entry of its own, so that
 *  a like expires a count, not the product read with its facets. */
const enCache = (payload: Payload) =>
  cached(
    async (slug: string): Promise<{ id: number; json: string }> => {
      const lu = await lireProduitApi(payload, slug)
      if (!lu) throw new Introuvable(slug)
      const { likes: _compteur, ...produit } = lu.produit
      return { id: lu.id, json: JSON.stringify(produit) }
    },
    'api:produit:detail',
    (slug) => [produitTag(slug), TAGS.reglages, ...facettesTags()],
  )

/** GET /api/produits/{slug} (docs/SPECIFICATION.md §8): the public product with its facet values, or 404. */
export async function repondreDetail(payload: Payload, slug: string): Promise<Response> {
  if (!slugCherchable(slug)) return jsonError(404, 'Produit introuvable.')
  try {
    const { id, json } = await enCache(payload)(slug)
    const likes = await compteLikesEnCache(payload, { id, slug })
    // The count goes in front of the cached text: no parse and stringify of the product per request.
    return new Response(`{"likes":${likes},${json.slice(1)}`, {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=0, s-maxage=60' },
    })
  } catch (err) {
    if (err instanceof Introuvable) return jsonError(404, 'Produit introuvable.')
    throw err
  }
}
