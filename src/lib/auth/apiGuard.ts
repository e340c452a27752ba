import { after } from 'next/server'
import type { Payload } from 'payload'
import { z } from 'zod'

import { isStaffUser } from '@/access/isStaff'
import { authError } from '@/lib/auth/login'
import { withoutDoubleCount } from '@/lib/auth/operations'
import { emailSchema } from '@/lib/format'
import { isDecodablePath } from '@/lib/infra/http'

import {
  BODY_LIMITS,
  type BodyKind,
  BodyTooLarge,
  boundedStream,
  declaredLength,
  frenchMessage,
  invalidId,
  jsonError,
  limiter,
  MESSAGES,
  missingVersions,
  nameRefusal,
  operationOf,
  payloadTooLarge,
  readBody,
} from '../infra/http'

/**
 * What every request to /api goes through before Payload's REST router (src/app/(payload)/api): bodies
 * bounded while read, anonymous reads bounded (a POST that Payload will run as a GET included) and
 * uniform password-reset answers, each decided on the operation Payload will run
 * (src/lib/infra/http/operation.ts), never on the URL as spelled. The login throttle and the password policy
 * live in the users collection's operations (src/lib/auth/operations.ts). The routes stay thin:
 * `guard(method, handler, getPayload)`.
 */

type RouteContext = { params: Promise<{ slug: string[] }> }
export type Handler = (request: Request, ctx: RouteContext) => Promise<Response>

/**
 * Limit of a request's body by its canonical path (src/lib/infra/http/operation.ts): the shop's public
 * endpoints, Stripe's webhook, uploads, the rest.
 */
export function bodyKind(urlPath: string, contentType: string | null): BodyKind {
  if (contentType?.toLowerCase().startsWith('multipart/form-data')) return 'televersement'
  if (urlPath === '/api/commande/webhook') return 'webhook'
  if (/^\/api\/(message|abonnement|commande)(\/|$)/.test(urlPath)) return 'boutique'
  if (/^\/api\/produits\/(batch|[^/]+\/like)$/.test(urlPath)) return 'boutique'
  if (/^\/api\/users\/(login|logout|refresh-token|forgot-password|reset-password|unlock)$/.test(urlPath))
    return 'boutique'
  // Payload's REST writes and the /api/admin endpoints: staff's JSON.
  return 'admin'
}

type BoundedBody = { request: Request; bytes?: Uint8Array; exceeded?: () => boolean }

/** The request with its body read (JSON, forms) or wrapped (uploads) within its limit; else a 413/400. */
async function boundBody(request: Request, urlPath: string): Promise<BoundedBody | Response> {
  if (!request.body) return { request }
  const kind = bodyKind(urlPath, request.headers.get('content-type'))
  const byteLimit = BODY_LIMITS[kind]
  const init = { method: request.method, headers: request.headers, signal: request.signal }
  if (kind === 'televersement') {
    const declared = declaredLength(request.headers)
    if (declared !== null && declared > byteLimit) return payloadTooLarge(byteLimit)
    const { flux, exceeded: exceeds } = boundedStream(request.body, byteLimit)
    return {
      request: new Request(request.url, { ...init, body: flux, duplex: 'half' } as RequestInit),
      exceeded: exceeds,
    }
  }
  try {
    const bytes = await readBody(request, byteLimit)
    return {
      request: new Request(request.url, { ...init, body: bytes.byteLength ? bytes : undefined }),
      bytes: bytes,
    }
  } catch (err) {
    if (err instanceof BodyTooLarge) return payloadTooLarge(byteLimit)
    return jsonError(400, MESSAGES.invalidJson)
  }
}

export const ANONYMOUS_READ = { limitMax: 100, depthMax: 2 } as const

const intBetween = (v: string, min: number, max: number) =>
  /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max

/**
 * Reads by anyone but staff are bounded: `limit` 1–100 (Payload's 0 means everything), `depth` 0–2, no
 * `pagination=false`; `draft=true` is dropped (drafts are staff's). Staff is only looked up when a
 * request goes past a bound, so the shop's own reads cost nothing more.
 */
async function boundRead(request: Request, staffCheck: () => Promise<boolean>): Promise<Request | Response> {
  const url = new URL(request.url)
  const p = url.searchParams
  const refusal: string[] = []
  const limit = p.get('limit')
  if (limit !== null && !intBetween(limit, 1, ANONYMOUS_READ.limitMax))
    refusal.push(`« limit » est un entier de 1 à ${ANONYMOUS_READ.limitMax}.`)
  const depth = p.get('depth')
  if (depth !== null && !intBetween(depth, 0, ANONYMOUS_READ.depthMax))
    refusal.push(`« depth » est un entier de 0 à ${ANONYMOUS_READ.depthMax}.`)
  if (p.has('pagination') && p.get('pagination') !== 'true')
    refusal.push('« pagination=false » est réservé à l’équipe du site.')
  const brouillon = p.has('draft')
  if (refusal.length === 0 && !brouillon) return request
  if (await staffCheck()) return request
  if (refusal.length > 0) return jsonError(400, refusal[0])
  p.delete('draft')
  return new Request(url, { method: request.method, headers: request.headers, signal: request.signal })
}

const MESSAGE_SURCHARGE =
  'Une requête POST lue comme GET (X-HTTP-Method-Override) n’accepte qu’un corps de formulaire.'
const REMOVED_HEADERS = [
  'x-http-method-override',
  'x-payload-http-method-override',
  'content-type',
  'content-length',
  'transfer-encoding',
]

/**
 * A POST that Payload would run as a GET, turned into that GET here (its query is the form body,
 * appended to the URL as Payload's handleEndpoints does), so that the read bounds see what will run.
 * Any other body is refused: Payload would read only `locale` from it.
 */
function asRead(request: Request, maxLength: BoundedBody): Request | Response {
  const type = request.headers.get('content-type')
  const text = maxLength.bytes ? new TextDecoder().decode(maxLength.bytes) : ''
  if (text && type !== 'application/x-www-form-urlencoded') return jsonError(400, MESSAGE_SURCHARGE)
  const headers = new Headers(request.headers)
  for (const h of REMOVED_HEADERS) headers.delete(h)
  const url = type === 'application/x-www-form-urlencoded' ? `${request.url}?${text}` : request.url
  return new Request(url, { method: 'GET', headers, signal: request.signal })
}

const forgotSchema = z.object({ email: emailSchema })
export const FORGOT_PASSWORD_ANSWER =
  'Si un compte correspond à cette adresse, un e-mail pour choisir un nouveau mot de passe vient de lui être envoyé.'

function json(bytes: Uint8Array | undefined): Record<string, unknown> | null {
  try {
    const v = JSON.parse(new TextDecoder().decode(bytes))
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null
  } catch {
    return null
  }
}

/** Runs `travail` after the response: Next's `after()` in a request, else in the background (tests). */
function later(work: () => Promise<unknown>) {
  const withoutError = () => work().catch(() => undefined)
  try {
    after(withoutError)
  } catch {
    void withoutError()
  }
}

/**
 * Errors from Payload's router in the shop's shape. Payload answers `{ errors: [{ message }] }` (its
 * admin reads that), and an unknown route in English (`{ message: "Route not found …" }`): every error
 * also gets the `error` field, both in French (./frenchErrors.ts), and an unknown route the shop's 404.
 * Successes are untouched.
 */
async function uniformError(res: Response): Promise<Response> {
  if (res.status < 400 || !res.headers.get('content-type')?.includes('json')) return res
  let payloadBody: {
    error?: unknown
    errors?: { message?: unknown; data?: { retryAfter?: unknown } }[]
    message?: unknown
  }
  try {
    payloadBody = await res.clone().json()
  } catch {
    return res
  }
  if (!payloadBody || typeof payloadBody !== 'object' || typeof payloadBody.error === 'string') return res
  if (
    res.status === 404 &&
    typeof payloadBody.message === 'string' &&
    payloadBody.message.startsWith('Route not found')
  )
    return jsonError(404, MESSAGES.notFound)
  // « Cannot GET … »: a collection Payload serves no route for (payload-migrations).
  if (res.status === 501) return jsonError(404, MESSAGES.notFound)
  const first = payloadBody.errors?.[0]?.message
  if (typeof first !== 'string') return res
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  // A limit refused inside an operation (src/lib/auth/login.ts) says when to come back.
  const retryAfter = payloadBody.errors?.[0]?.data?.retryAfter
  if (res.status === 429 && typeof retryAfter === 'number') headers.set('Retry-After', String(retryAfter))
  // Payload's own messages are English: the admin shows `errors[].message`, clients read `error`.
  const errors = payloadBody.errors?.map((e) =>
    typeof e.message === 'string' ? { ...e, message: frenchMessage(res.status, e.message) } : e,
  )
  const error = frenchMessage(res.status, first)
  return Response.json({ ...payloadBody, errors, error }, { status: res.status, headers })
}

/** Wraps one of Payload's REST handlers (REST_GET(config)…) for `method`. */
export function guard(method: string, routeHandler: Handler, loadPayload: () => Promise<Payload>): Handler {
  const staffCheck = (request: Request) => async () => {
    const { user } = await (await loadPayload()).auth({ headers: request.headers })
    return isStaffUser(user as Parameters<typeof isStaffUser>[0])
  }
  const readLimited = async (request: Request, proceed: (r: Request) => Promise<Response>) => {
    const reading = await boundRead(request, staffCheck(request))
    return reading instanceof Response ? reading : uniformError(await proceed(reading))
  }
  return async (request, ctx) => {
    const urlPath = new URL(request.url).pathname
    // Payload's router decodes the path and answers 500 to a bad escape (src/proxy.ts stops those first).
    if (!isDecodablePath(urlPath)) return jsonError(404, MESSAGES.notFound)
    const op = await operationOf(request, ctx, method)
    const refused = await nameRefusal(op, request, loadPayload)
    if (refused) return refused
    if (await missingVersions(op.path, loadPayload)) return jsonError(404, MESSAGES.notFound)
    if (await invalidId(op.segments, op.method, loadPayload)) return jsonError(404, MESSAGES.notFound)
    const proceed = (req: Request) => routeHandler(req, ctx)
    if (op.read && method === 'GET') return readLimited(request, proceed)
    const maxLength = await boundBody(request, op.path)
    if (maxLength instanceof Response) return maxLength
    if (op.read) {
      const get = asRead(maxLength.request, maxLength)
      return get instanceof Response ? get : readLimited(get, proceed)
    }

    if (op.method === 'POST' && op.path === '/api/users/forgot-password') {
      const byteLimit = await limiter('oubli', maxLength.request)
      if (byteLimit) return byteLimit
      const payloadBody = forgotSchema.safeParse(json(maxLength.bytes))
      if (!payloadBody.success)
        return authError(400, payloadBody.error.issues[0]?.message ?? 'Adresse e-mail invalide.')
      // Known or not, the answer is the same and comes at once; the e-mail leaves after it.
      later(() => withoutDoubleCount(() => proceed(maxLength.request)))
      return Response.json({ message: FORGOT_PASSWORD_ANSWER })
    }
    const res = await proceed(maxLength.request)
    return maxLength.exceeded?.() ? payloadTooLarge(BODY_LIMITS.televersement) : uniformError(res)
  }
}
