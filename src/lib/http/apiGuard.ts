import { after } from 'next/server'
import type { Payload } from 'payload'
import { z } from 'zod'

import { isStaffUser } from '@/access/isStaff'
import { erreurAuth } from '@/lib/auth/connexion'
import { sansDoubleCompte } from '@/lib/auth/operations'
import { emailSchema } from '@/lib/format/email'
import { cheminDecodable } from '@/lib/url'

import { BodyTooLarge, boundedStream, BODY_LIMITS, readBody, declaredLength, type BodyKind } from './body'
import { jsonError, MESSAGES, payloadTooLarge } from './errors'
import { limiter } from './limits'
import { operationDe } from './operation'

/**
 * What every request to /api goes through before Payload's REST router (src/app/(payload)/api): bodies
 * bounded while read, anonymous reads bounded (a POST that Payload will run as a GET included) and
 * uniform password-reset answers, each decided on the operation Payload will run
 * (src/lib/http/operation.ts), never on the URL as spelled. The login throttle and the password policy
 * live in the users collection's operations (src/lib/auth/operations.ts). The routes stay thin:
 * `guard(method, handler, getPayload)`.
 */

type RouteContext = { params: Promise<{ slug: string[] }> }
export type Handler = (request: Request, ctx: RouteContext) => Promise<Response>

/**
 * Limit of a request's body by its canonical path (src/lib/http/operation.ts): the shop's public
 * endpoints, Stripe's webhook, uploads, the rest.
 */
export function bodyKind(chemin: string, contentType: string | null): BodyKind {
  if (contentType?.toLowerCase().startsWith('multipart/form-data')) return 'televersement'
  if (chemin === '/api/commande/webhook') return 'webhook'
  if (/^\/api\/(message|abonnement|commande)(\/|$)/.test(chemin)) return 'boutique'
  if (/^\/api\/produits\/(batch|[^/]+\/like)$/.test(chemin)) return 'boutique'
  if (/^\/api\/users\/(login|logout|refresh-token|forgot-password|reset-password|unlock)$/.test(chemin))
    return 'boutique'
  // Payload's REST writes and the /api/admin endpoints: staff's JSON.
  return 'admin'
}

type BoundedBody = { request: Request; octets?: Uint8Array; depasse?: () => boolean }

/** The request with its body read (JSON, forms) or wrapped (uploads) within its limit; else a 413/400. */
async function boundBody(request: Request, chemin: string): Promise<BoundedBody | Response> {
  if (!request.body) return { request }
  const genre = bodyKind(chemin, request.headers.get('content-type'))
  const limite = BODY_LIMITS[genre]
  const init = { method: request.method, headers: request.headers, signal: request.signal }
  if (genre === 'televersement') {
    const declaree = declaredLength(request.headers)
    if (declaree !== null && declaree > limite) return payloadTooLarge(limite)
    const { flux, depasse } = boundedStream(request.body, limite)
    return {
      request: new Request(request.url, { ...init, body: flux, duplex: 'half' } as RequestInit),
      depasse,
    }
  }
  try {
    const octets = await readBody(request, limite)
    return {
      request: new Request(request.url, { ...init, body: octets.byteLength ? octets : undefined }),
      octets,
    }
  } catch (err) {
    if (err instanceof BodyTooLarge) return payloadTooLarge(limite)
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
async function boundRead(
  request: Request,
  estPersonnel: () => Promise<boolean>,
): Promise<Request | Response> {
  const url = new URL(request.url)
  const p = url.searchParams
  const refus: string[] = []
  const limit = p.get('limit')
  if (limit !== null && !intBetween(limit, 1, ANONYMOUS_READ.limitMax))
    refus.push(`« limit » est un entier de 1 à ${ANONYMOUS_READ.limitMax}.`)
  const depth = p.get('depth')
  if (depth !== null && !intBetween(depth, 0, ANONYMOUS_READ.depthMax))
    refus.push(`« depth » est un entier de 0 à ${ANONYMOUS_READ.depthMax}.`)
  if (p.has('pagination') && p.get('pagination') !== 'true')
    refus.push('« pagination=false » est réservé à l’équipe du site.')
  const brouillon = p.has('draft')
  if (refus.length === 0 && !brouillon) return request
  if (await estPersonnel()) return request
  if (refus.length > 0) return jsonError(400, refus[0])
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
function asRead(request: Request, borne: BoundedBody): Request | Response {
  const type = request.headers.get('content-type')
  const texte = borne.octets ? new TextDecoder().decode(borne.octets) : ''
  if (texte && type !== 'application/x-www-form-urlencoded') return jsonError(400, MESSAGE_SURCHARGE)
  const headers = new Headers(request.headers)
  for (const h of REMOVED_HEADERS) headers.delete(h)
  const url = type === 'application/x-www-form-urlencoded' ? `${request.url}?${texte}` : request.url
  return new Request(url, { method: 'GET', headers, signal: request.signal })
}

const forgotSchema = z.object({ email: emailSchema })
export const FORGOT_PASSWORD_ANSWER =
  'Si un compte correspond à cette adresse, un e-mail pour choisir un nouveau mot de passe vient de lui être envoyé.'

function json(octets: Uint8Array | undefined): Record<string, unknown> | null {
  try {
    const v = JSON.parse(new TextDecoder().decode(octets))
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null
  } catch {
    return null
  }
}

/** Runs `travail` after the response: Next's `after()` in a request, else in the background (tests). */
function later(travail: () => Promise<unknown>) {
  const sansErreur = () => travail().catch(() => undefined)
  try {
    after(sansErreur)
  } catch {
    void sansErreur()
  }
}

/**
 * Errors from Payload's router in the shop's shape. Payload answers `{ errors: [{ message }] }` (its
 * admin reads that), and an unknown route in English (`{ message: "Route not found …" }`): every error
 * also gets the `error` field in French, and an unknown route the shop's 404. Successes are untouched.
 */
async function uniformError(reponse: Response): Promise<Response> {
  if (reponse.status < 400 || !reponse.headers.get('content-type')?.includes('json')) return reponse
  let corps: {
    error?: unknown
    errors?: { message?: unknown; data?: { retryAfter?: unknown } }[]
    message?: unknown
  }
  try {
    corps = await reponse.clone().json()
  } catch {
    return reponse
  }
  if (!corps || typeof corps !== 'object' || typeof corps.error === 'string') return reponse
  if (
    reponse.status === 404 &&
    typeof corps.message === 'string' &&
    corps.message.startsWith('Route not found')
  )
    return jsonError(404, MESSAGES.notFound)
  const message = corps.errors?.[0]?.message
  if (typeof message !== 'string') return reponse
  const headers = new Headers(reponse.headers)
  headers.delete('content-length')
  // A limit refused inside an operation (src/lib/auth/connexion.ts) says when to come back.
  const retryAfter = corps.errors?.[0]?.data?.retryAfter
  if (reponse.status === 429 && typeof retryAfter === 'number') headers.set('Retry-After', String(retryAfter))
  return Response.json({ ...corps, error: message }, { status: reponse.status, headers })
}

/** Wraps one of Payload's REST handlers (REST_GET(config)…) for `method`. */
export function guard(
  method: string,
  gestionnaire: Handler,
  obtenirPayload: () => Promise<Payload>,
): Handler {
  const estPersonnel = (request: Request) => async () => {
    const { user } = await (await obtenirPayload()).auth({ headers: request.headers })
    return isStaffUser(user as Parameters<typeof isStaffUser>[0])
  }
  const lire = async (request: Request, suite: (r: Request) => Promise<Response>) => {
    const lecture = await boundRead(request, estPersonnel(request))
    return lecture instanceof Response ? lecture : uniformError(await suite(lecture))
  }
  return async (request, ctx) => {
    const chemin = new URL(request.url).pathname
    // Payload's router decodes the path and answers 500 to a bad escape (src/proxy.ts stops those first).
    if (!cheminDecodable(chemin)) return jsonError(404, MESSAGES.notFound)
    const op = await operationDe(request, ctx, method)
    const suite = (req: Request) => gestionnaire(req, ctx)
    if (op.lecture && method === 'GET') return lire(request, suite)
    const borne = await boundBody(request, op.chemin)
    if (borne instanceof Response) return borne
    if (op.lecture) {
      const get = asRead(borne.request, borne)
      return get instanceof Response ? get : lire(get, suite)
    }

    if (op.methode === 'POST' && op.chemin === '/api/users/forgot-password') {
      const limite = await limiter('oubli', borne.request)
      if (limite) return limite
      const corps = forgotSchema.safeParse(json(borne.octets))
      if (!corps.success) return erreurAuth(400, corps.error.issues[0]?.message ?? 'Adresse e-mail invalide.')
      // Known or not, the answer is the same and comes at once; the e-mail leaves after it.
      later(() => sansDoubleCompte(() => suite(borne.request)))
      return Response.json({ message: FORGOT_PASSWORD_ANSWER })
    }
    const reponse = await suite(borne.request)
    return borne.depasse?.() ? payloadTooLarge(BODY_LIMITS.televersement) : uniformError(reponse)
  }
}
