import { clientIp } from './adresse'
import { createRateLimiter } from './rateLimit'

/**
 * Per-address limits (src/lib/http/adresse.ts) of the public write endpoints. Defaults suit a real visitor; each can be changed with
 * RATE_LIMIT_<ACTION>=<requests>/<seconds> (e.g. RATE_LIMIT_MESSAGE=5/600), and RATE_LIMITS=off
 * switches them all off (end-to-end runs, where every request comes from 127.0.0.1).
 */
export const LIMITES_PAR_DEFAUT = {
  like: '60/60',
  message: '5/600',
  abonnement: '5/600',
  paiement: '10/600',
  // The cart's read of its products: a page load or two a second is plenty.
  batch: '120/60',
  // Password reset e-mails, per address.
  oubli: '5/600',
} as const
export type Action = keyof typeof LIMITES_PAR_DEFAUT

const limiteurs = new Map<string, ReturnType<typeof createRateLimiter>>()

function regle(action: Action, env: NodeJS.ProcessEnv): { limit: number; windowMs: number } {
  const raw = env[`RATE_LIMIT_${action.toUpperCase()}`]?.trim() || LIMITES_PAR_DEFAUT[action]
  const m = /^(\d+)\s*\/\s*(\d+)$/.exec(raw) ?? /^(\d+)\/(\d+)$/.exec(LIMITES_PAR_DEFAUT[action])!
  return { limit: Number(m[1]), windowMs: Number(m[2]) * 1000 }
}

/** null when the request may go on, else the 429 response to return. */
export function limiter(
  action: Action,
  req: { headers: Headers },
  env: NodeJS.ProcessEnv = process.env,
): Response | null {
  if (env.RATE_LIMITS === 'off') return null
  const { limit, windowMs } = regle(action, env)
  // One limiter per rule, so a changed setting takes effect without a restart.
  const cle = `${action}:${limit}/${windowMs}`
  let l = limiteurs.get(cle)
  if (!l) limiteurs.set(cle, (l = createRateLimiter({ limit, windowMs })))
  return l.check(`${action}:${clientIp(req.headers)}`)
}
