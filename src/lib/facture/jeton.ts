import { signToken, verifyToken } from '@/lib/signature'

/** Signed invoice links, bound to one order: valid a year, since the receipt mail is where buyers
 *  look for their invoice long after the purchase (staff can hand out a fresh one from the admin). */
export const DUREE_FACTURE_MS = 365 * 24 * 60 * 60 * 1000
const PURPOSE = 'facture'

type Contenu = { c: string; e: number }

export function jetonFacture(commandeId: string | number, now = Date.now()): string {
  return signToken(PURPOSE, { c: String(commandeId), e: now + DUREE_FACTURE_MS } satisfies Contenu)
}

export type JetonFactureVerifie =
  { ok: true; commandeId: string } | { ok: false; raison: 'invalide' | 'expire' }

export function verifierJetonFacture(token: unknown, now = Date.now()): JetonFactureVerifie {
  const p = verifyToken<Contenu>(PURPOSE, token)
  if (!p || typeof p.c !== 'string' || typeof p.e !== 'number') return { ok: false, raison: 'invalide' }
  if (p.e <= now) return { ok: false, raison: 'expire' }
  return { ok: true, commandeId: p.c }
}

export const cheminFacture = (commandeId: string | number, now = Date.now()): string =>
  `/api/commande/facture/${jetonFacture(commandeId, now)}`

export const lienFacture = (siteUrl: string, commandeId: string | number, now = Date.now()): string =>
  `${siteUrl}${cheminFacture(commandeId, now)}`
