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

/** 404 for a page beyond the last one (page 1 of an empty listing still exists). */
export function verifierPage(page: number, totalPages: number): void {
  if (page > Math.max(1, totalPages)) notFound()
}

/** `?page=` of the search results: anything but a positive integer counts as 1. */
export function pageDeRequete(raw: unknown): number {
  const s = Array.isArray(raw) ? raw[0] : raw
  return typeof s === 'string' && /^[1-9][0-9]{0,5}$/.test(s) ? Number(s) : 1
}
