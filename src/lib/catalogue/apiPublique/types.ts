export const NO_STORE = { 'Cache-Control': 'no-store' } as const

/** A public count a shared cache may keep for a second (the front's freshness, deploy/nginx): a like
 *  shows to others within ≈ 1 s, and the visitor who liked reads its own count in the like's answer. */
export const PUBLIC_SECOND = { 'Cache-Control': 'public, max-age=0, s-maxage=1' } as const

/** A public JSON answer a shared cache may keep for a minute (the product and the list). */
export const PUBLIC_MINUTE = {
  'Content-Type': 'application/json',
  'Cache-Control': 'public, max-age=0, s-maxage=60',
} as const
