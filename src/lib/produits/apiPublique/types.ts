import type { PayloadRequest } from 'payload'

/** What the handlers read of a request: Next's Request (the storefront's routes) or Payload's (its
 *  REST router, where the integration tests send them). */
export type RequeteApi = Request | PayloadRequest

export const NO_STORE = { 'Cache-Control': 'no-store' } as const
