// Security headers of every response, by area (next.config.mjs `headers()`): the shop, Payload's admin and
// the API. Plain JavaScript because next.config.mjs imports it.

/** The origin of a URL, or null when it is not an http(s) URL. */
function origine(url) {
  try {
    const u = new URL(url)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null
  } catch {
    return null
  }
}

/**
 * @param {{ siteUrl?: string, analyticsScriptUrl?: string, dev?: boolean }} options
 * @returns {Record<'boutique' | 'apercu' | 'admin' | 'api', string>} the Content-Security-Policy of each area
 */
export function politiques({ siteUrl = '', analyticsScriptUrl = '', dev = false } = {}) {
  const https = siteUrl.startsWith('https://')
  const analytics = origine(analyticsScriptUrl)
  // Next's pages carry inline bootstrap scripts; nonces would make every cached page dynamic. In
  // development React's refresh also evaluates code.
  const scripts = ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])]
  const commun = [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "font-src 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "manifest-src 'self'",
    "worker-src 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ]
  const boutique = [
    ...commun,
    `script-src ${[...scripts, ...(analytics ? [analytics] : [])].join(' ')}`,
    `connect-src 'self'${analytics ? ` ${analytics}` : ''}`,
    // The checkout is Stripe's page: the shop redirects there after creating the session.
    "form-action 'self' https://checkout.stripe.com",
  ]
  const admin = [...commun, `script-src ${scripts.join(' ')}`, "connect-src 'self'", "form-action 'self'"]
  // JSON, images and files; the French error pages of download links style themselves inline.
  const api = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ]
  // A draft previewed by staff is shown inside the admin's live preview: framed by the site itself only.
  const apercu = boutique.map((d) => (d === "frame-ancestors 'none'" ? "frame-ancestors 'self'" : d))
  return {
    boutique: boutique.join('; '),
    apercu: apercu.join('; '),
    admin: admin.join('; '),
    api: api.join('; '),
  }
}

/**
 * Next `headers()` rules. Later rules override earlier ones for the same header, so the shop's policy
 * comes first and the admin's and the API's replace it on their paths.
 */
export function entetesDeSecurite(options = {}) {
  const csp = politiques(options)
  const https = (options.siteUrl ?? '').startsWith('https://')
  const communs = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ]
  return [
    { source: '/:path*', headers: [...communs, { key: 'Content-Security-Policy', value: csp.boutique }] },
    // Draft mode (its cookie is set by /api/apercu for staff only): the admin's live preview frames the page.
    {
      source: '/:path*',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
      headers: [
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        { key: 'Content-Security-Policy', value: csp.apercu },
      ],
    },
    { source: '/admin/:path*', headers: [{ key: 'Content-Security-Policy', value: csp.admin }] },
    { source: '/admin', headers: [{ key: 'Content-Security-Policy', value: csp.admin }] },
    { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: csp.api }] },
  ]
}
