/** Public base URL for links in mails and Stripe redirects: SITE_URL, else the request's origin. */
export function siteUrl(req?: { url?: string | null; headers?: Headers }): string {
  const fromEnv = process.env.SITE_URL?.trim()
  if (fromEnv) return fromEnv.replace(/\/+$/, '')
  const host = req?.headers?.get('x-forwarded-host') ?? req?.headers?.get('host')
  if (host) {
    const proto =
      req?.headers?.get('x-forwarded-proto') ?? (req?.url?.startsWith('https:') ? 'https' : 'http')
    return `${proto}://${host}`
  }
  if (req?.url) {
    try {
      return new URL(req.url).origin
    } catch {
      /* fall through */
    }
  }
  return 'http://localhost:3000'
}
