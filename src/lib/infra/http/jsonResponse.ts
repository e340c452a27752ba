/** Under this, an answer fits the first flight of a TCP connection (ten segments) compressed or not. */
export const SMALL_JSON = 8 * 1024

/**
 * A JSON answer made for one request. Next sends a route's answer in chunks, without its length, so the
 * compression middleware opens a zlib stream for every one, however short: on the cart's read that cost
 * more CPU than the read itself, and saved no round trip. A small answer says `no-transform` and goes as
 * it is; a large one is compressed as before (docs/decisions/0228-reponses-en-memoire.md).
 */
export function jsonResponse(text: string, headers: Record<string, string>): Response {
  const out = new Headers({ 'Content-Type': 'application/json', ...headers })
  if (text.length < SMALL_JSON) out.append('Cache-Control', 'no-transform')
  return new Response(text, { headers: out })
}
