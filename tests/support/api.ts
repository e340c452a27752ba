import { handleEndpoints, type Payload } from 'payload'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every suite reads its endpoints' bodies through this type and uses the fields as it expects them (`Date.parse(res.json.now)`)
export type Reponse = { status: number; headers: Headers; text: string; json: any }

/** A real HTTP request through Payload's REST router, exactly as Next's /api route hands it over. */
export async function api(
  payload: Payload,
  method: string,
  path: string,
  { body, raw, headers = {} }: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Reponse> {
  const init: RequestInit = { method, headers: { 'content-type': 'application/json', ...headers } }
  if (raw !== undefined) init.body = raw
  else if (body !== undefined) init.body = JSON.stringify(body)
  const res = await handleEndpoints({
    config: payload.config,
    request: new Request(`http://localhost/api${path}`, init),
  })
  return lireReponse(res)
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
