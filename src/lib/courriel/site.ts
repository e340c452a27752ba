import { isValidUrl } from '@/lib/infra/http'

/**
 * Public base URL for links in mails and Stripe redirects: SITE_URL, else (outside production only:
 * src/instrumentation.ts refuses to start a production server without it) the request's origin.
 */
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

/** The French error a production server stops on when SITE_URL is missing or not an http(s) URL, else null. */
export function erreurSiteUrl(env: Record<string, string | undefined> = process.env): string | null {
  if (env.NODE_ENV !== 'production') return null
  const url = env.SITE_URL?.trim()
  if (!url)
    return 'SITE_URL manquant\u00a0: définissez l’adresse publique de la boutique (par exemple SITE_URL=https://mots-couleurs.fr) pour la production. Les liens des e-mails, dont ceux de réinitialisation du mot de passe, en dépendent.'
  if (!isValidUrl(url))
    return `SITE_URL invalide\u00a0: « ${url} » n’est pas une adresse http(s) (par exemple https://mots-couleurs.fr).`
  return null
}

/**
 * The shop's address for links that must never follow the request (a password reset): SITE_URL only,
 * never Host or X-Forwarded-Host, which whoever sends the request writes. Outside production without
 * SITE_URL: http://localhost:$PORT.
 */
export function adresseDuSite(env: Record<string, string | undefined> = process.env): string {
  const url = env.SITE_URL?.trim()
  if (url) return url.replace(/\/+$/, '')
  if (env.NODE_ENV === 'production') throw new Error(erreurSiteUrl(env) ?? 'SITE_URL manquant.')
  return `http://localhost:${env.PORT || 3000}`
}
