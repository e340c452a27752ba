import { jsonError } from '@/lib/infra/http'
import { siteUrl } from '@/lib/courriel'

import { COOKIE_ESPACE, DUREE_SESSION_MS } from './jeton'

/** The space's own cookie, apart from staff sessions (payload-token): httpOnly, SameSite=Lax (a
 *  cross-site form cannot act with it), Secure on https, one hour. */
function attributs(req: { url?: string | null; headers: Headers }, maxAge: number): string {
  const https = siteUrl(req).startsWith('https:')
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${https ? '; Secure' : ''}`
}

export const cookieSession = (req: { url?: string | null; headers: Headers }, valeur: string): string =>
  `${COOKIE_ESPACE}=${valeur}; ${attributs(req, Math.floor(DUREE_SESSION_MS / 1000))}`

export const cookieEfface = (req: { url?: string | null; headers: Headers }): string =>
  `${COOKIE_ESPACE}=; ${attributs(req, 0)}`

/** The space cookie's value in a Cookie header, or null. */
export function lireCookie(headers: Headers): string | null {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [nom, ...reste] = part.trim().split('=')
    if (nom === COOKIE_ESPACE) return reste.join('=') || null
  }
  return null
}

/**
 * Whether a state-changing request comes from the shop's own pages (docs/decisions/0105): Sec-Fetch-Site
 * `same-origin` when the browser sends it (any other value is refused), else an Origin equal to the
 * site's. `Origin: null` (a sandboxed frame, a data: URL) is refused. Neither header is what a
 * non-browser client sends: let through only without a cookie, since without one it can act for nobody.
 */
export function depuisLaBoutique(req: { url?: string | null; headers: Headers }): boolean {
  const site = req.headers.get('sec-fetch-site')
  if (site) return site === 'same-origin'
  const origine = req.headers.get('origin')
  if (origine === null) return !req.headers.get('cookie')
  try {
    return origine !== 'null' && new URL(origine).origin === new URL(siteUrl(req)).origin
  } catch {
    return false
  }
}

/** The 403 for a request {@link depuisLaBoutique} refuses, else null. */
export const refusAutreSite = (req: { url?: string | null; headers: Headers }): Response | null =>
  depuisLaBoutique(req) ? null : jsonError(403, 'Formulaire envoyé depuis un autre site.')

/** 303 to a page of the shop (a relative Location: the browser keeps its own origin). */
export const rediriger = (chemin: string, cookie?: string): Response =>
  new Response(null, {
    status: 303,
    headers: { Location: chemin, 'Cache-Control': 'no-store', ...(cookie ? { 'Set-Cookie': cookie } : {}) },
  })
