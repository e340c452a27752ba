import { signToken, verifyToken } from '@/lib/signature'

/** Signed invoice and credit-note links, bound to one order: valid a year, since the mails are where
 *  buyers look for them long after the purchase (staff can hand out a fresh one from the admin). */
export const DUREE_FACTURE_MS = 365 * 24 * 60 * 60 * 1000

/** Which document a link opens; each signs with its own purpose, so one cannot be turned into the other. */
export type Document = 'facture' | 'avoir'

type Contenu = { c: string; e: number }

export type JetonFactureVerifie =
  { ok: true; commandeId: string } | { ok: false; raison: 'invalide' | 'expire' }

export function jetonDocument(document: Document, commandeId: string | number, now = Date.now()): string {
  return signToken(document, { c: String(commandeId), e: now + DUREE_FACTURE_MS } satisfies Contenu)
}

export function verifierJetonDocument(
  document: Document,
  token: unknown,
  now = Date.now(),
): JetonFactureVerifie {
  const p = verifyToken<Contenu>(document, token)
  if (!p || typeof p.c !== 'string' || typeof p.e !== 'number') return { ok: false, raison: 'invalide' }
  if (p.e <= now) return { ok: false, raison: 'expire' }
  return { ok: true, commandeId: p.c }
}

export const jetonFacture = (commandeId: string | number, now = Date.now()): string =>
  jetonDocument('facture', commandeId, now)

export const cheminDocument = (document: Document, commandeId: string | number, now = Date.now()): string =>
  `/api/commande/${document}/${jetonDocument(document, commandeId, now)}`

export const cheminFacture = (commandeId: string | number, now = Date.now()): string =>
  cheminDocument('facture', commandeId, now)

export const lienFacture = (siteUrl: string, commandeId: string | number, now = Date.now()): string =>
  `${siteUrl}${cheminFacture(commandeId, now)}`

export const lienAvoir = (siteUrl: string, commandeId: string | number, now = Date.now()): string =>
  `${siteUrl}${cheminDocument('avoir', commandeId, now)}`
