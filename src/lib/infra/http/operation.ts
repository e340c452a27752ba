/**
 * The one reading of a request under /api that every control of src/lib/auth/apiGuard.ts decides on:
 * the path and method Payload's REST router will act on, not the URL as the client spelled it.
 *
 * - Path. Next decodes each segment of /api/[...slug] (`%6C` → `l`), and Payload's REST handler
 *   (@payloadcms/next, routes/rest) rebuilds its path from those params with encodeURIComponent; its
 *   router (payload, utilities/handleEndpoints) then finds the collection by exact slug and matches
 *   endpoint paths with path-to-regexp, which ignores case and a trailing slash. So the canonical path is
 *   the params re-encoded the same way, lower-cased, without a trailing slash: `/api/users/%6Cogin`,
 *   `/api/%75sers/LOGIN/` and `/api/users/login` are one path. (Lower-casing a collection slug Payload
 *   would not find only makes a control apply to a 404.)
 * - Segments. Next's decoded params as they are (case kept), for the names Payload looks up.
 * - Method. Payload turns a POST with `X-HTTP-Method-Override: GET` (or `X-Payload-HTTP-Method-Override`,
 *   which its admin sends) into a GET whose query is the form body: such a POST is a read.
 */
export type Operation = { method: string; path: string; read: boolean; segments: string[] }

const OVERRIDE_HEADERS = ['x-http-method-override', 'x-payload-http-method-override']

/** True when Payload will run this POST as a GET (handleEndpoints compares the header with 'GET'). */
export const isReadOverride = (request: Request): boolean =>
  request.method.toUpperCase() === 'POST' && OVERRIDE_HEADERS.some((h) => request.headers.get(h) === 'GET')

/** Payload's path for the params Next computed, in the form every control compares. */
export function canonicalPath(segments: readonly string[] | undefined): string {
  const pathname = `/api/${(segments ?? []).map((s) => encodeURIComponent(s)).join('/')}`
  return pathname.toLowerCase().replace(/(.)\/+$/, '$1')
}

export async function operationOf(
  request: Request,
  ctx: { params: Promise<{ slug?: string[] }> },
  routeMethod: string,
): Promise<Operation> {
  const { slug } = await ctx.params
  // A HEAD reaches the GET handler (Next), and Payload sees the request's own method.
  const httpMethod = isReadOverride(request) ? 'GET' : routeMethod
  return { method: httpMethod, path: canonicalPath(slug), read: httpMethod === 'GET', segments: slug ?? [] }
}
