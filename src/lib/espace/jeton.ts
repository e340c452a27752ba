import { randomBytes } from 'node:crypto'

import { signToken, verifyToken } from '@/lib/infra/signature'

/** A sign-in link to « Mes commandes » is valid 15 minutes; the session it opens, one hour. */
export const DUREE_LIEN_MS = 15 * 60_000
export const DUREE_SESSION_MS = 60 * 60_000
export const COOKIE_ESPACE = 'mc_espace'

/** What the link and the cookie sign: the row's nonce (src/collections/AccesEspace.ts) and an expiry.
 *  Each has its own purpose, so a link can never be presented as a session cookie, nor the reverse. */
type Contenu = { n: string; e: number }
export type Usage = 'espace-lien' | 'espace-session'

export const nouveauNonce = (): string => randomBytes(18).toString('base64url')

export const signerAcces = (usage: Usage, nonce: string, expireLe: number): string =>
  signToken(usage, { n: nonce, e: expireLe } satisfies Contenu)

export type AccesVerifie = { ok: true; nonce: string } | { ok: false; raison: 'invalide' | 'expire' }

export function verifierAcces(usage: Usage, token: unknown, now = Date.now()): AccesVerifie {
  const p = verifyToken<Contenu>(usage, token)
  if (!p || typeof p.n !== 'string' || !/^[\w-]{16,64}$/.test(p.n) || typeof p.e !== 'number')
    return { ok: false, raison: 'invalide' }
  if (p.e <= now) return { ok: false, raison: 'expire' }
  return { ok: true, nonce: p.n }
}

/** The e-mail as the space compares it: orders are matched on this form whatever case was typed. */
export const normaliserEmail = (email: string): string => email.trim().toLowerCase()
