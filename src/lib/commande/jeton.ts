import { signToken, verifyToken } from '@/lib/infra/signature'

import type { RefCommande } from './reference'

/** Signed download links: bound to one order of one database and one product, valid 30 days. */
export const DUREE_TELECHARGEMENT_MS = 30 * 24 * 60 * 60 * 1000
const PURPOSE = 'telechargement'

type Payload = { i: string; c: string; n: string; s: string; e: number }

export function jetonTelechargement(ref: RefCommande, slug: string, now = Date.now()): string {
  return signToken(PURPOSE, {
    i: ref.installation,
    c: String(ref.id),
    n: ref.numero,
    s: slug,
    e: now + DUREE_TELECHARGEMENT_MS,
  } satisfies Payload)
}

export type JetonVerifie =
  | { ok: true; commandeId: string; numero: string; slug: string; expireLe: number }
  | { ok: false; raison: 'invalide' | 'expire' }

/** A link of another database (reset, restored) is invalid here, whatever order has its id now. */
export function verifierJetonTelechargement(
  token: unknown,
  installation: string,
  now = Date.now(),
): JetonVerifie {
  const p = verifyToken<Payload>(PURPOSE, token)
  if (
    !p ||
    p.i !== installation ||
    typeof p.c !== 'string' ||
    typeof p.n !== 'string' ||
    typeof p.s !== 'string' ||
    typeof p.e !== 'number'
  )
    return { ok: false, raison: 'invalide' }
  if (p.e <= now) return { ok: false, raison: 'expire' }
  return { ok: true, commandeId: p.c, numero: p.n, slug: p.s, expireLe: p.e }
}

export const lienTelechargement = (
  siteUrl: string,
  ref: RefCommande,
  slug: string,
  now = Date.now(),
): string => `${siteUrl}/api/commande/telechargement/${jetonTelechargement(ref, slug, now)}`
