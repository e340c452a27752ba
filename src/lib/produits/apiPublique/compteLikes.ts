import type { Payload } from 'payload'

import { likesTag } from '@/lib/cache/tags'
import { cached } from '@/lib/cache/cached'

import { countLikes } from '../likes'

/** The product's like count from the tag cache, expired by each like or unlike of it and by nothing
 *  else: the count is shown by `GET …/likes` and inside `GET /api/produits/{slug}`. */
export const compteLikesEnCache = (payload: Payload, produit: { id: number | string; slug: string }) =>
  cached(
    // The slug is the cache key; the row id comes with the product the caller already read.
    (_slug: string) => countLikes(payload, produit),
    'api:likes',
    (slug) => [likesTag(slug)],
  )(produit.slug)
