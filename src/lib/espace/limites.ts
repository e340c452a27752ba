import { createHash } from 'node:crypto'

import { RateLimiterRes } from 'rate-limiter-flexible'

import { clientKey, counter, parseLimit, tooManyRequests } from '@/lib/infra/http'

/**
 * Limits of the customer space and the withdrawal function, on the rate limits' counters (in Redis
 * when REDIS_URL is set): per client address (an IPv6 /64 counts as one, as for the login:
 * src/lib/infra/http/addressKey.ts), and per e-mail for sign-in
 * links, so that nobody floods one customer's inbox from many addresses. The e-mail is counted under
 * a hash: it is kept nowhere. RATE_LIMITS=off switches them off like the others.
 */
export const LIMITES_ESPACE = {
  /** Sign-in links asked from one address. */
  lienAdresse: { limit: 10, windowMs: 10 * 60_000 },
  /** Sign-in links sent to one e-mail. */
  lienEmail: { limit: 3, windowMs: 15 * 60_000 },
  /** Orders looked up by number and e-mail for a withdrawal, from one address. */
  retractation: { limit: 10, windowMs: 10 * 60_000 },
  /** Lookups of one order with its right code and a wrong e-mail, from any address (docs/decisions/0107,
   *  0160): a wrong code is never counted against the order, the right reference and e-mail always pass. */
  retractationCommande: { limit: 10, windowMs: 60 * 60_000 },
  /** Lookups with one e-mail, from any address. */
  retractationEmail: { limit: 10, windowMs: 60 * 60_000 },
} as const
type Regle = keyof typeof LIMITES_ESPACE

const hacher = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex')

/** A rule's limit, or the one RATE_LIMIT_ESPACE_<RULE> gives as « count/seconds » (the e2e server's, whose
 *  every request comes from one address: scripts/e2e-server.mjs). */
export function regleEspace(regle: Regle, env: Record<string, string | undefined> = process.env) {
  return parseLimit(env[`RATE_LIMIT_ESPACE_${regle.toUpperCase()}`]) ?? LIMITES_ESPACE[regle]
}

async function consommer(regle: Regle, cle: string): Promise<Response | null> {
  const { limit, windowMs } = regleEspace(regle)
  const c = await counter(`espace-${regle}`, limit, windowMs)
  try {
    await c.consume(cle)
    return null
  } catch (err) {
    if (err instanceof RateLimiterRes) return tooManyRequests(err.msBeforeNext)
    return null
  }
}

/** null when the request may go on, else the 429 to answer. */
export async function limiterEspace(
  regle: Regle,
  req: { headers: Headers },
  email?: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Response | null> {
  if (env.RATE_LIMITS === 'off') return null
  const parAdresse = await consommer(regle, clientKey(req.headers))
  if (parAdresse) return parAdresse
  return email ? consommer('lienEmail', hacher(email)) : null
}

/** The withdrawal lookup's limit per e-mail typed, whatever the address, so that many addresses guess no
 *  faster than one; counted before the code is checked (a wrong code spends it). null, else the 429. */
export async function limiterRetractation(
  email: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Response | null> {
  if (env.RATE_LIMITS === 'off') return null
  return consommer('retractationEmail', hacher(email))
}

/** A lookup with the order's right code but another e-mail: counted against the order, whose limit then
 *  refuses such lookups (never the one whose e-mail matches). null, else the 429. */
export async function limiterCommandeIntrouvable(
  numero: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Response | null> {
  if (env.RATE_LIMITS === 'off') return null
  return consommer('retractationCommande', numero)
}
