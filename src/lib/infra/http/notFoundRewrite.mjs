// A made-up URL answered with the one French 404 page before Next routes it (docs/decisions/0187-une-seule-page-introuvable.md):
// called by ./incomingRequest.mjs on every request, it asks the decision the server installs at start
// (src/instrumentation.ts, src/lib/catalogue/notFound/) and, when the path is surely missing, points the
// request at Next's `/_not-found`, the page kept under that single key of the page cache. Plain
// JavaScript: Node loads it as is, before the app's bundle.

/** Installed by the server: (pathname) => whether it is surely a 404 (false while its slug index loads). */
export const NOT_FOUND_DECISION = Symbol.for('mots-couleurs.notFoundDecision')
/** The URL the client asked for, kept on a rewritten request (the request log writes it). */
export const REQUESTED_URL = Symbol.for('mots-couleurs.requestedUrl')
export const NOT_FOUND_HEADER = 'x-mc-introuvable'
export const NOT_FOUND_ROUTE = '/_not-found'

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @returns {boolean} whether the request now goes to the 404 page
 */
export function rewriteKnownMissing(request, response) {
  const decide = globalThis[NOT_FOUND_DECISION]
  if (typeof decide !== 'function') return false
  const { method, url, headers } = request
  if (method !== 'GET' && method !== 'HEAD') return false
  // Encoded paths go to src/proxy.ts (plain spelling, invalid escapes); a client navigation (RSC) and
  // a staff member's draft preview follow their route.
  if (!url?.startsWith('/') || url.includes('%') || headers.rsc !== undefined) return false
  if (headers.cookie?.includes('__prerender_bypass')) return false
  const query = url.indexOf('?')
  if (!decide(query === -1 ? url : url.slice(0, query))) return false
  request[REQUESTED_URL] = url
  request.url = NOT_FOUND_ROUTE
  response.setHeader(NOT_FOUND_HEADER, '1')
  return true
}
