import fs from 'node:fs'
import path from 'node:path'

import { getRouteMatcher } from 'next/dist/shared/lib/router/utils/route-matcher'
import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex'
import { getSortedRoutes } from 'next/dist/shared/lib/router/utils/sorted-routes'

const APP = path.resolve('src/app/(payload)')
const CATCH_ALL = '/api/[...slug]'

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return routeFiles(full)
    return e.name === 'route.ts' ? [`/${path.relative(APP, dir).split(path.sep).join('/')}`] : []
  })
}

// The routes under /api in the order Next's router tries them: static segments, then dynamic ones,
// then the catch-all that hands the rest to Payload's REST router.
const ROUTES = getSortedRoutes(routeFiles(path.join(APP, 'api'))).map((route) => ({
  route,
  match: getRouteMatcher(getRouteRegex(route)),
}))

type Handler = (request: Request, ctx: { params: Promise<unknown> }) => Promise<Response> | Response

/**
 * The answer of the route file of src/app/(payload)/api that Next serves this request with, when it
 * is not the catch-all (then null: the caller hands the request to Payload's router as the catch-all
 * does). A method the file does not export is a 405, as Next answers it; HEAD runs GET.
 */
export async function viaRouteNext(request: Request): Promise<Response | null> {
  const pathname = new URL(request.url).pathname
  let found: { route: string; params: Record<string, unknown> } | null = null
  for (const { route, match } of ROUTES) {
    let params: ReturnType<typeof match>
    try {
      params = match(pathname)
    } catch {
      return null // an undecodable escape: src/proxy.ts and the catch-all's guard answer it
    }
    if (params) {
      found = { route, params }
      break
    }
  }
  if (!found || found.route === CATCH_ALL) return null
  const mod = (await import(path.join(APP, found.route, 'route.ts'))) as Record<string, Handler>
  const handler = mod[request.method === 'HEAD' ? 'GET' : request.method]
  if (!handler) return new Response(null, { status: 405 })
  return handler(request, { params: Promise.resolve(found.params) })
}
