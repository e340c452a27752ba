// Security headers of every response, by area: the shop, Payload's admin and the API. Computed when the
// server starts (src/lib/infra/http/incomingRequest.mjs), never at build time.

/** The origin of a URL, or null when it is not an http(s) URL. */
function origin(url) {
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
export function policies({ siteUrl = '', analyticsScriptUrl = '', dev = false } = {}) {
  const https = siteUrl.startsWith('https://')
  const analytics = origin(analyticsScriptUrl)
  // Next's pages carry inline bootstrap scripts; nonces would make every cached page dynamic. In
  // development React's refresh also evaluates code.
  const scripts = ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])]
  const shared = [
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
    ...shared,
    `script-src ${[...scripts, ...(analytics ? [analytics] : [])].join(' ')}`,
    `connect-src 'self'${analytics ? ` ${analytics}` : ''}`,
    // The checkout is Stripe's page: the shop redirects there after creating the session.
    "form-action 'self' https://checkout.stripe.com",
  ]
  const admin = [...shared, `script-src ${scripts.join(' ')}`, "connect-src 'self'", "form-action 'self'"]
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

/** Decodes a path's percent-escapes, or keeps it as sent when they are invalid. */
function decode(pathname) {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

/**
 * The security headers of each response, computed when the server starts (never at build time: one build
 * serves any SITE_URL) and chosen per request by src/lib/infra/http/incomingRequest.mjs. The area is decided on
 * the decoded path, the one Next routes.
 * @param {{ siteUrl?: string, analyticsScriptUrl?: string, dev?: boolean }} options
 * @returns {(url: string, cookie?: string) => [string, string][]}
 */
export function securityHeaders(options = {}) {
  const csp = policies(options)
  const https = (options.siteUrl ?? '').startsWith('https://')
  const common = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    ],
    ...(https ? [['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']] : []),
  ]
  const zones = {
    boutique: [...common, ['X-Frame-Options', 'DENY'], ['Content-Security-Policy', csp.boutique]],
    // Draft mode (its cookie is set by /api/apercu for staff only): the admin's live preview frames the page.
    apercu: [...common, ['X-Frame-Options', 'SAMEORIGIN'], ['Content-Security-Policy', csp.apercu]],
    admin: [...common, ['X-Frame-Options', 'DENY'], ['Content-Security-Policy', csp.admin]],
    adminApercu: [...common, ['X-Frame-Options', 'SAMEORIGIN'], ['Content-Security-Policy', csp.admin]],
    api: [...common, ['X-Frame-Options', 'DENY'], ['Content-Security-Policy', csp.api]],
    apiApercu: [...common, ['X-Frame-Options', 'SAMEORIGIN'], ['Content-Security-Policy', csp.api]],
  }
  return (url, cookie = '') => {
    const end = url.search(/[?#]/)
    const pathname = decode(end >= 0 ? url.slice(0, end) : url)
    const apercu = /(?:^|;\s*)__prerender_bypass=/.test(cookie)
    if (/^\/+api(?:\/|$)/.test(pathname)) return apercu ? zones.apiApercu : zones.api
    if (/^\/+admin(?:\/|$)/.test(pathname)) return apercu ? zones.adminApercu : zones.admin
    return apercu ? zones.apercu : zones.boutique
  }
}
