import { signToken, verifyToken } from '@/lib/signature'

/** Signed download links: bound to one order and one product, valid 30 days. */
export const DUREE_TELECHARGEMENT_MS = 30 * 24 * 60 * 60 * 1000
const PURPOSE = 'telechargement'

type Payload = { c: string; s: string; e: number }

export function jetonTelechargement(commandeId: string | number, slug: string, now = Date.now()): string {
  return signToken(PURPOSE, {
    c: String(commandeId),
    s: slug,
    e: now + DUREE_TELECHARGEMENT_MS,
  } satisfies Payload)
}

export type JetonVerifie =
  | { ok: true; commandeId: string; slug: string; expireLe: number }
  | { ok: false; raison: 'invalide' | 'expire' }

export function verifierJetonTelechargement(token: unknown, now = Date.now()): JetonVerifie {
  const p = verifyToken<Payload>(PURPOSE, token)
  if (!p || typeof p.c !== 'string' || typeof p.s !== 'string' || typeof p.e !== 'number')
    return { ok: false, raison: 'invalide' }
  if (p.e <= now) return { ok: false, raison: 'expire' }
  return { ok: true, commandeId: p.c, slug: p.s, expireLe: p.e }
}

export const lienTelechargement = (
  siteUrl: string,
  commandeId: string | number,
  slug: string,
  now = Date.now(),
): string => `${siteUrl}/api/commande/telechargement/${jetonTelechargement(commandeId, slug, now)}`
