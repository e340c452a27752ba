import type { PublicProduit } from '@/lib/produits/publicProduit'

/** Browser-side calls of the shop's public API (docs/SPECIFICATION.md §8). */

export const BATCH_MAX = 100
export const VISITOR_HEADER = 'x-visitor-id'

export type LikeState = { likes: number; liked?: boolean }

/** POST /api/produits/batch. Returns the raw Response: callers report `statusText` themselves. */
export function postBatch(
  slugs: string[],
  addedSlug?: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  return fetchImpl('/api/produits/batch', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(addedSlug ? { slugs, addedSlug } : { slugs }),
  })
}

/** Products of any number of slugs, 100 per request (the endpoint's limit). Throws on a non-ok answer. */
export async function fetchProduits(
  slugs: string[],
  fetchImpl: typeof fetch = fetch,
): Promise<PublicProduit[]> {
  const out: PublicProduit[] = []
  for (let i = 0; i < slugs.length; i += BATCH_MAX) {
    const res = await postBatch(slugs.slice(i, i + BATCH_MAX), null, fetchImpl)
    if (!res.ok) throw new Error(`Failed to fetch products: ${res.statusText}`)
    const body = (await res.json()) as { data: PublicProduit[] }
    out.push(...body.data)
  }
  return out
}

async function likeCall(
  url: string,
  method: string,
  visitorId: string,
  fetchImpl: typeof fetch,
): Promise<LikeState> {
  const res = await fetchImpl(url, { method, headers: { [VISITOR_HEADER]: visitorId }, cache: 'no-store' })
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${res.statusText}`)
  return (await res.json()) as LikeState
}

/** POST (like) or DELETE (unlike) /api/produits/{slug}/like → `{ likes, liked }`. */
export function sendLike(slug: string, liked: boolean, visitorId: string, fetchImpl: typeof fetch = fetch) {
  return likeCall(
    `/api/produits/${encodeURIComponent(slug)}/like`,
    liked ? 'POST' : 'DELETE',
    visitorId,
    fetchImpl,
  )
}

/** GET /api/produits/{slug}/likes → `{ likes, liked }` for this visitor. */
export function getLikes(slug: string, visitorId: string, fetchImpl: typeof fetch = fetch) {
  return likeCall(`/api/produits/${encodeURIComponent(slug)}/likes`, 'GET', visitorId, fetchImpl)
}
