import { handleEndpoints, type Payload } from 'payload'

import { viaRouteNext } from './routesNext'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every suite reads its endpoints' bodies through this type and uses the fields as it expects them (`Date.parse(res.json.now)`)
export type Reponse = { status: number; headers: Headers; text: string; json: any }

/** A real HTTP request as Next routes it: to the route file of src/app/(payload)/api that serves its
 *  path, else to Payload's REST router as the catch-all hands it over (without the catch-all's guard:
 *  tests/support/garde.ts adds it). */
export async function api(
  payload: Payload,
  method: string,
  path: string,
  { body, raw, headers = {} }: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Reponse> {
  const init: RequestInit = { method, headers: { 'content-type': 'application/json', ...headers } }
  if (raw !== undefined) init.body = raw
  else if (body !== undefined) init.body = JSON.stringify(body)
  return lireReponse(await routeur(payload, new Request(`http://localhost/api${path}`, init)))
}

/** The response to a request under /api as Next routes it (see `api`). */
export async function routeur(payload: Payload, request: Request): Promise<Response> {
  return (await viaRouteNext(request)) ?? handleEndpoints({ config: payload.config, request })
}

/** A response with its body read, as JSON when it is JSON. */
export async function lireReponse(res: Response): Promise<Reponse> {
  const text = await res.text()
  let json: unknown = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    /* not JSON (a file, a French HTML page) */
  }
  return { status: res.status, headers: res.headers, text, json }
}

/** A distinct client address, so each rate-limit test has its own bucket. */
export const ip = () =>
  `198.51.100.${Math.floor(Math.random() * 250) + 1}:${Math.random().toString(36).slice(2, 8)}`
