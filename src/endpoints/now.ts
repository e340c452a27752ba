import type { Endpoint } from 'payload'

/** GET /api/now → `{now}`: the server clock, never cached. */
export const nowEndpoint: Endpoint = {
  path: '/now',
  method: 'get',
  handler: () =>
    Response.json({ now: new Date().toISOString() }, { headers: { 'Cache-Control': 'no-store' } }),
}
