import { BATCH_MAX, VISITOR_HEADER, type PublicProduit } from '@/lib/catalogue/client'

/** Browser-side calls of the shop's public API (docs/SPECIFICATION.md §8). */

export type LikeState = { likes: number; liked?: boolean }

/** A filter of GET /api/produits (facet slugs, q, tri, page, limit, coupDeCoeur); blanks are allowed. */
export type FiltresListe = Record<string, string | number | boolean | null | undefined>

/**
 * Query string of GET /api/produits (original spec: keys sorted alphabetically, empty, null or undefined
 * values dropped), without the `?`. One spelling per set of filters, so caches see one URL.
 */
export function requeteListe(filtres: FiltresListe): string {
  const params = new URLSearchParams()
  for (const cle of Object.keys(filtres).sort()) {
    const valeur = filtres[cle]
    if (valeur === null || valeur === undefined) continue
    const texte = String(valeur)
    if (texte.trim() === '') continue
    params.append(cle, texte)
  }
  return params.toString()
}

/** GET /api/produits with these filters → `{ docs, page, totalPages, totalDocs }`. Throws on a non-ok answer. */
export async function fetchListe<
  T = { docs: PublicProduit[]; page: number; totalPages: number; totalDocs: number },
>(filtres: FiltresListe, fetchImpl: typeof fetch = fetch): Promise<T> {
  const qs = requeteListe(filtres)
  const res = await fetchImpl(`/api/produits${qs ? `?${qs}` : ''}`)
  if (!res.ok) throw new Error(`GET /api/produits: ${res.status} ${res.statusText}`)
  return (await res.json()) as T
}

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
export function fetchLikes(slug: string, visitorId: string, fetchImpl: typeof fetch = fetch) {
  return likeCall(`/api/produits/${encodeURIComponent(slug)}/likes`, 'GET', visitorId, fetchImpl)
}
