import type { RefCommande } from '@/lib/commande'
import { signToken, verifyToken } from '@/lib/infra/signature'

/** Signed invoice and credit-note links, bound to one order of one database: valid a year, since the
 *  mails are where buyers look for them long after the purchase (staff can hand out a fresh one from
 *  the admin). */
export const DUREE_FACTURE_MS = 365 * 24 * 60 * 60 * 1000

/** Which document a link opens; each signs with its own purpose, so one cannot be turned into the other. */
export type Document = 'facture' | 'avoir'

type Contenu = { i: string; c: string; n: string; e: number }

export type JetonFactureVerifie =
  { ok: true; commandeId: string; numero: string } | { ok: false; raison: 'invalide' | 'expire' }

export function jetonDocument(document: Document, ref: RefCommande, now = Date.now()): string {
  return signToken(document, {
    i: ref.installation,
    c: String(ref.id),
    n: ref.numero,
    e: now + DUREE_FACTURE_MS,
  } satisfies Contenu)
}

/** A link of another database (reset, restored) is invalid here, whatever order has its id now. */
export function verifierJetonDocument(
  document: Document,
  token: unknown,
  installation: string,
  now = Date.now(),
): JetonFactureVerifie {
  const p = verifyToken<Contenu>(document, token)
  if (
    !p ||
    p.i !== installation ||
    typeof p.c !== 'string' ||
    typeof p.n !== 'string' ||
    typeof p.e !== 'number'
  )
    return { ok: false, raison: 'invalide' }
  if (p.e <= now) return { ok: false, raison: 'expire' }
  return { ok: true, commandeId: p.c, numero: p.n }
}

export const jetonFacture = (ref: RefCommande, now = Date.now()): string => jetonDocument('facture', ref, now)

export const cheminDocument = (document: Document, ref: RefCommande, now = Date.now()): string =>
  `/api/commande/${document}/${jetonDocument(document, ref, now)}`

export const cheminFacture = (ref: RefCommande, now = Date.now()): string =>
  cheminDocument('facture', ref, now)

export const lienFacture = (siteUrl: string, ref: RefCommande, now = Date.now()): string =>
  `${siteUrl}${cheminFacture(ref, now)}`
