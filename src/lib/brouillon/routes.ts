import type { Payload } from 'payload'

import { firstIssue, jsonError, MESSAGES } from '@/lib/infra/http'

import { identifier } from './acces'
import { cheminPublic, MESSAGE_CHEMIN_DE_RETOUR, schemaApercu, schemaQuitter } from '@/lib/apercu'

/** Draft mode is Next's (a cookie only Next can set, read by the pages): the route hands its switch in,
 *  so that this logic runs, and is tested, without Next's request context. */
export type Interrupteur = () => Promise<void>

const redirection = (chemin: string): Response =>
  // A relative Location stays on the host the browser asked, whatever proxy is in front.
  new Response(null, { status: 307, headers: { Location: chemin, 'Cache-Control': 'no-store' } })

const parametres = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

const SITE = 'http://site.invalid'
/**
 * The return path as a Location header can carry it: the URL parser percent-encodes what is not ASCII
 * (`/€`, or the U+FFFD that `%ff` decodes to, made the response constructor throw: a 500) and resolves
 * dot segments; null when the result names another host (`/.//evil.example` resolves to `//evil…`).
 */
export function cheminDeRetour(chemin: string): string | null {
  const url = new URL(chemin, SITE)
  const cible = `${url.pathname}${url.search}${url.hash}`
  return url.origin === SITE && /^\/(?![/\\])/.test(cible) ? cible : null
}

/** GET /api/apercu?collection=…&slug=…: staff only (401 anonymous, 403 otherwise), then draft mode on
 *  and a 307 to the document's shop page, which then shows its latest draft. */
export async function repondreApercu(
  payload: Payload,
  request: Request,
  activer: Interrupteur,
): Promise<Response> {
  const visiteur = await identifier(payload, request.headers)
  if (visiteur.type === 'anonyme') return jsonError(401, MESSAGES.unauthorized)
  if (visiteur.type !== 'equipe') return jsonError(403, MESSAGES.forbidden)
  const parsed = schemaApercu.safeParse(parametres(request))
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error))
  const { collection, slug } = parsed.data
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    draft: true,
    limit: 1,
    depth: 0,
    pagination: false,
    select: { slug: true },
    user: visiteur.user,
    overrideAccess: false,
  })
  if (!docs[0]) return jsonError(404, 'Aucun document ne porte ce slug.')
  await activer()
  return redirection(cheminPublic(collection, slug))
}

/** GET /api/apercu/quitter?chemin=/…: draft mode off and back to that path of this site (never to
 *  another host: an open redirect would lend the shop's address to phishing links). Open to anyone. */
export async function repondreQuitter(request: Request, desactiver: Interrupteur): Promise<Response> {
  const parsed = schemaQuitter.safeParse(parametres(request))
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error))
  const cible = cheminDeRetour(parsed.data.chemin)
  if (!cible) return jsonError(400, MESSAGE_CHEMIN_DE_RETOUR)
  await desactiver()
  return redirection(cible)
}
