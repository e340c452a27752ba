import { notFound, permanentRedirect } from 'next/navigation'

/**
 * The `{n}` of a `/page/{n}` route (docs/SPECIFICATION.md §4: the segment exists only for n > 1):
 * `1` → 308 to the bare listing, `0`, negative, leading zeros or not a number → 404.
 * The caller still checks n against the last page.
 */
export function numeroDePage(raw: string, base: string): number {
  if (!/^[1-9][0-9]{0,5}$/.test(raw)) notFound()
  const n = Number(raw)
  if (n === 1) permanentRedirect(base)
  return n
}

/**
 * The listing that a `/page/1` path stands for (`/produits/page/1` → `/produits`,
 * `/produits/affiches/{slug}[/{valeur}]/page/1` likewise), else null. src/proxy.ts answers these with the
 * 308 before any rendering: a redirect rendered by the page is prerendered, and Next then sends its
 * `Location` header twice (the render sets it on the response, the cache entry's headers append it).
 * Segments are compared decoded (`/page/%31` is page 1); the listing keeps the path as it was encoded.
 */
export function listeDeLaPageUne(pathname: string): string | null {
  const segments = pathname.split('/')
  let decodes: string[]
  try {
    decodes = segments.map(decodeURIComponent)
  } catch {
    return null
  }
  const [vide, produits, affiches] = decodes
  const listing =
    decodes.length === 4 || ((decodes.length === 6 || decodes.length === 7) && affiches === 'affiches')
  if (vide !== '' || produits !== 'produits' || !listing) return null
  if (decodes.at(-2) !== 'page' || decodes.at(-1) !== '1' || decodes.slice(1, -2).includes('')) return null
  return segments.slice(0, -2).join('/')
}

/** 404 for a page beyond the last one (page 1 of an empty listing still exists). */
export function verifierPage(page: number, totalPages: number): void {
  if (page > Math.max(1, totalPages)) notFound()
}

/** `?page=` of the search results: anything but a positive integer counts as 1. */
export function pageDeRequete(raw: unknown): number {
  const s = Array.isArray(raw) ? raw[0] : raw
  return typeof s === 'string' && /^[1-9][0-9]{0,5}$/.test(s) ? Number(s) : 1
}
