// What the server does to every request before Next reads it, through Node's documented
// `http.server.request.start` channel (published synchronously, before the server's 'request' event).
// Installed before `next start` runs by scripts/lib/preload.mjs (`node --import`), so even the first
// request after start goes through it; src/instrumentation.ts installs it too, should a server be started
// without it. Plain JavaScript: Node loads it as is.
// - the address of the peer that opened the connection is appended to X-Forwarded-For, as a reverse
//   proxy does. Next only sets the header when it is absent, so a client's own value would otherwise
//   stand for the client; src/lib/infra/http/clientAddress.ts then reads from the right, trusting TRUST_PROXY_HOPS;
// - the security headers of the request's area are set on the response (Next's own headers and a
//   route's are written after them and win): computed from SITE_URL and ANALYTICS_SCRIPT_URL at start,
//   so one build serves any URL;
// - a path the server knows no route serves goes to Next's `/_not-found`, the one cached 404 page
//   (./notFoundRewrite.mjs, docs/decisions/0187-une-seule-page-introuvable.md).
import diagnostics from 'node:diagnostics_channel'

import { rewriteKnownMissing } from './notFoundRewrite.mjs'
import { securityHeaders } from './securityHeaders.mjs'

/** One subscription per process, whichever copy of this module (preload, server bundle) comes first. */
const INSTALLED = Symbol.for('mots-couleurs.requeteEntrante')

/** @param {import('node:http').IncomingMessage} request */
export function appendPeerAddress(request) {
  const pair = request.socket?.remoteAddress
  if (!pair) return
  const earlier = request.headers['x-forwarded-for']
  const list = Array.isArray(earlier) ? earlier.join(', ') : earlier
  request.headers['x-forwarded-for'] = list ? `${list}, ${pair}` : pair
}

/**
 * `/%61pi/health`, `/a%70i/produits`: the API under an encoded spelling of its first segment is served
 * as `/api/…` (docs/decisions/0166). Rewritten here, before Next reads the request, rather than by a
 * rewrite in src/proxy.ts: a rewrite there re-enters Next's router, and the login's per-address limit
 * then no longer saw the client's address (an encoded login path logged in past its limit).
 * @param {import('node:http').IncomingMessage} request
 */
export function plainApiSpelling(request) {
  const url = request.url ?? '/'
  const m = /^\/([^/?#]*)(.*)$/s.exec(url)
  if (!m || m[1] === 'api' || !m[1].includes('%')) return
  let first
  try {
    first = decodeURIComponent(m[1])
  } catch {
    return
  }
  if (first === 'api') request.url = `/api${m[2]}`
}

/** Whether this process already has the subscription. */
export function incomingRequestInstalled() {
  return globalThis[INSTALLED] === true
}

/** @param {Record<string, string | undefined>} [env] */
export function installIncomingRequest(env = process.env) {
  if (incomingRequestInstalled()) return
  globalThis[INSTALLED] = true
  const headerList = securityHeaders({
    siteUrl: env.SITE_URL,
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL,
    dev: env.NODE_ENV === 'development',
  })
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { request, response } = /** @type {{ request: any, response: any }} */ (message)
    appendPeerAddress(request)
    plainApiSpelling(request)
    for (const [name, value] of headerList(request.url ?? '/', request.headers.cookie)) {
      response.setHeader(name, value)
    }
    rewriteKnownMissing(request, response)
  })
}
