/**
 * The per-address limits' rules (applied by src/lib/infra/http/limits.ts, and by src/proxy.ts for renders of
 * new searches). Defaults suit a real visitor; each can be changed with
 * RATE_LIMIT_<ACTION>=<requests>/<seconds> (e.g. RATE_LIMIT_MESSAGE=5/600), and RATE_LIMITS=off
 * switches them all off. No import here: the proxy's bundle stays small.
 */
export const DEFAULT_LIMITS = {
  like: '60/60',
  message: '5/600',
  abonnement: '5/600',
  paiement: '10/600',
  // The cart's read of its products: a page load or two a second is plenty.
  batch: '120/60',
  // Password reset e-mails, per address.
  oubli: '5/600',
  // Searches whose page is not in the page cache yet: each is a render (src/lib/catalogue/recherche/canonique.ts).
  recherche: '30/60',
} as const
export type LimitAction = keyof typeof DEFAULT_LIMITS

/** A limit written « count/seconds » (RATE_LIMIT_* settings), or null when it is not. */
export function parseLimit(raw: string | undefined): { limit: number; windowMs: number } | null {
  const m = /^(\d+)\s*\/\s*(\d+)$/.exec(raw?.trim() ?? '')
  return m ? { limit: Number(m[1]), windowMs: Number(m[2]) * 1000 } : null
}

export function limitRule(
  action: LimitAction,
  env: Record<string, string | undefined>,
): { limit: number; windowMs: number } {
  return parseLimit(env[`RATE_LIMIT_${action.toUpperCase()}`]) ?? parseLimit(DEFAULT_LIMITS[action])!
}
