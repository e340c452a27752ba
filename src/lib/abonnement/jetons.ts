import { signToken, verifyToken } from '@/lib/infra/signature'

/** Confirmation links expire after 7 days; unsubscribe links never do (every mail must keep working). */
export const DUREE_CONFIRMATION_MS = 7 * 24 * 60 * 60 * 1000

type Jeton = { m: string; e?: number }

export const jetonConfirmation = (email: string, now = Date.now()) =>
  signToken('abonnement-confirmer', { m: email, e: now + DUREE_CONFIRMATION_MS } satisfies Jeton)

export const jetonDesabonnement = (email: string) =>
  signToken('abonnement-desabonner', { m: email } satisfies Jeton)

export function emailDuJeton(
  purpose: 'confirmer' | 'desabonner',
  token: unknown,
  now = Date.now(),
): string | null {
  const p = verifyToken<Jeton>(`abonnement-${purpose}`, token)
  if (!p || typeof p.m !== 'string') return null
  if (purpose === 'confirmer' && (typeof p.e !== 'number' || p.e <= now)) return null
  return p.m
}

export const lienConfirmation = (siteUrl: string, email: string) =>
  `${siteUrl}/api/abonnement/confirmer?token=${encodeURIComponent(jetonConfirmation(email))}`

export const lienDesabonnement = (siteUrl: string, email: string) =>
  `${siteUrl}/api/abonnement/desabonner?token=${encodeURIComponent(jetonDesabonnement(email))}`
