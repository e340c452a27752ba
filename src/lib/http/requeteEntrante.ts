import diagnostics from 'node:diagnostics_channel'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { entetesDeSecurite } from './securite.mjs'

/**
 * What the server does to every request before Next reads it, through Node's documented
 * `http.server.request.start` channel (published synchronously, before the server's 'request' event):
 * - the address of the peer that opened the connection is appended to X-Forwarded-For, as a reverse
 *   proxy does. Next only sets the header when it is absent, so a client's own value would otherwise
 *   stand for the client; src/lib/http/adresse.ts then reads from the right, trusting TRUST_PROXY_HOPS;
 * - the security headers of the request's area are set on the response (Next's own headers and a route's
 *   are written after them and win): computed from SITE_URL and ANALYTICS_SCRIPT_URL at start, so one
 *   build serves any URL.
 */
type Message = { request: IncomingMessage; response: ServerResponse }

export function ajouterAdresseDuPair(request: IncomingMessage): void {
  const pair = request.socket?.remoteAddress
  if (!pair) return
  const anterieur = request.headers['x-forwarded-for']
  const liste = Array.isArray(anterieur) ? anterieur.join(', ') : anterieur
  request.headers['x-forwarded-for'] = liste ? `${liste}, ${pair}` : pair
}

let installe = false

export function installerRequeteEntrante(env: Record<string, string | undefined> = process.env): void {
  if (installe) return
  installe = true
  const entetes = entetesDeSecurite({
    siteUrl: env.SITE_URL,
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL,
    dev: env.NODE_ENV === 'development',
  })
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { request, response } = message as Message
    ajouterAdresseDuPair(request)
    for (const [nom, valeur] of entetes(request.url ?? '/', request.headers.cookie)) {
      response.setHeader(nom, valeur)
    }
  })
}
