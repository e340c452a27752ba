import type { PayloadRequest } from 'payload'

/** What the handlers read of a request: Next's Request (the storefront's routes) or Payload's (its
 *  REST router, where the integration tests send them). */
export type RequeteApi = Request | PayloadRequest

export const NO_STORE = { 'Cache-Control': 'no-store' } as const

/** A public count a shared cache may keep for a second (the front's freshness, deploy/nginx): a like
 *  shows to others within ≈ 1 s, and the visitor who liked reads its own count in the like's answer. */
export const PUBLIC_SECOND = { 'Cache-Control': 'public, max-age=0, s-maxage=1' } as const
