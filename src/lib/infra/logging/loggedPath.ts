/** Path segments that carry a signed token (download, invoice, newsletter links): never logged. */
const AFTER_TOKEN = new Set(['telechargement', 'facture', 'avoir', 'confirmer', 'desabonner', 'confirmation'])
const LONG_OPAQUE = /^[A-Za-z0-9._~-]{32,}$/

/**
 * What a log line says of a request's target: the path without its query string (which may hold an
 * e-mail address or a token), each token-like segment replaced by `:jeton` and each address by
 * `:email`. Bounded, so a hostile 8 KB URL makes an ordinary line.
 */
export function loggedPath(url: string | undefined): string {
  const raw = (url ?? '/').split(/[?#]/, 1)[0] || '/'
  const segments = raw.split('/')
  const clean = segments.map((s, i) => {
    let decode = s
    try {
      decode = decodeURIComponent(s)
    } catch {
      // a malformed escape is logged as sent
    }
    if (decode.includes('@')) return ':email'
    if (i > 0 && AFTER_TOKEN.has(segments[i - 1]) && s) return ':jeton'
    if (LONG_OPAQUE.test(s)) return ':jeton'
    return s
  })
  const pathname = clean.join('/')
  return pathname.length > 200 ? `${pathname.slice(0, 200)}…` : pathname
}
