import { REST_DELETE, REST_GET, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getRouteMatcher } from 'next/dist/shared/lib/router/utils/route-matcher'
import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex'
import type { Payload } from 'payload'

import { guard } from '@/lib/auth/apiGuard'

import { lireReponse, type Reponse } from './api'
import { viaRouteNext } from './routesNext'

const REST = { GET: REST_GET, POST: REST_POST, PATCH: REST_PATCH, PUT: REST_PUT, DELETE: REST_DELETE }
// Next's own matcher of src/app/(payload)/api/[...slug]: the params a route handler receives (each
// segment percent-decoded) are computed by Next's code, not by the test.
const parametres = getRouteMatcher(getRouteRegex('/api/[...slug]'))

/**
 * A request as production sends it: to the route file of src/app/(payload)/api that serves its path
 * (tests/support/routesNext.ts), else through the catch-all's guard (bodies, reads, login throttle), then
 * Payload's REST handler of @payloadcms/next with the params Next's router computes.
 * `path` is sent as written (any percent-encoding kept). `corps` may be a stream (chunked body).
 * `ms` is the time taken. A HEAD goes to the GET handler, as Next does.
 */
export async function apiGardee(
  payload: Payload,
  method: string,
  path: string,
  { corps, headers = {} }: { corps?: BodyInit; headers?: Record<string, string> } = {},
): Promise<Reponse & { ms: number }> {
  const route = (method === 'HEAD' ? 'GET' : method) as keyof typeof REST
  const gestionnaire = guard(route, REST[route](Promise.resolve(payload.config)), async () => payload)
  const request = new Request(`http://localhost/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: method === 'GET' || method === 'HEAD' ? undefined : corps,
    duplex: 'half',
  } as RequestInit)
  const chemin = new URL(request.url).pathname
  let params: ReturnType<typeof parametres>
  try {
    params = parametres(chemin)
  } catch {
    // An undecodable escape (`%ff`): src/proxy.ts answers it before any route; the guard does too.
    params = { slug: chemin.split('/').slice(2) }
  }
  // No segment left (`/produits/%2e%2e` is `/api/`): the guard and Payload's router still answer.
  params ||= { slug: [] }
  const debut = Date.now()
  const res =
    (await viaRouteNext(request)) ??
    (await gestionnaire(request, { params: Promise.resolve(params as { slug: string[] }) }))
  return { ...(await lireReponse(res)), ms: Date.now() - debut }
}
