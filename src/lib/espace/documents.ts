import type { Payload } from 'payload'

import { commandeDuJeton, estRestreint, jetonTelechargement, type RefCommande } from '@/lib/commande'
import { jetonDocument } from '@/lib/facture'
import { signToken, verifyToken } from '@/lib/infra/signature'

import { normaliserEmail } from './jeton'
import { sessionDuNonce, type SessionEspace } from './session'

/** The documents the space hands out: an invoice, a credit note (one of the order's, by its number,
 *  or the single one of orders refunded before), or a digital item's file. */
export type DocumentEspace =
  { type: 'facture' } | { type: 'avoir'; numero?: string } | { type: 'telechargement'; slug: string }

/** What a link signs: the session's nonce, the order, the document, an expiry (docs/decisions/0108). */
type Contenu = {
  n: string
  c: string
  u: string
  d: DocumentEspace['type']
  s?: string
  a?: string
  e: number
}
const USAGE = 'espace-document'
/** A link never outlives its session, nor a day. */
const DUREE_MAX_MS = 24 * 3600_000

/** `/api/espace/document/{token}`: valid while the session that gave it is open. */
export function cheminDocumentEspace(
  session: Pick<SessionEspace, 'nonce' | 'expireLe'>,
  commande: { id: number | string; numero: string },
  document: DocumentEspace,
  now = Date.now(),
): string {
  const contenu: Contenu = {
    n: session.nonce,
    c: String(commande.id),
    u: commande.numero,
    d: document.type,
    ...(document.type === 'telechargement' ? { s: document.slug } : {}),
    ...(document.type === 'avoir' && document.numero ? { a: document.numero } : {}),
    e: Math.min(session.expireLe, now + DUREE_MAX_MS),
  }
  return `/api/espace/document/${signToken(USAGE, contenu)}`
}

const TYPES = new Set(['facture', 'avoir', 'telechargement'])

/**
 * The shop's own link for the document a space link names, made on the spot and never handed out: or
 * null when the link is forged or expired, its session closed (« Se déconnecter », « Se déconnecter
 * partout ») or ended, or the order is not the session's e-mail's.
 */
export async function jetonInterne(
  payload: Payload,
  token: unknown,
  installation: string,
  now = Date.now(),
): Promise<{ document: DocumentEspace['type']; jeton: string; numero?: string } | null> {
  const p = verifyToken<Contenu>(USAGE, token)
  if (!p || typeof p.n !== 'string' || typeof p.c !== 'string' || typeof p.u !== 'string') return null
  if (!TYPES.has(p.d) || typeof p.e !== 'number' || p.e <= now) return null
  if (p.d === 'telechargement' && typeof p.s !== 'string') return null
  const session = await sessionDuNonce(payload, p.n, now)
  if (!session) return null
  const commande = await commandeDuJeton(payload, p.c)
  if (!commande || commande.numero !== p.u || normaliserEmail(commande.email) !== session.email) return null
  if (estRestreint(commande, 'documents-client')) return null
  const ref: RefCommande = { installation, id: commande.id, numero: commande.numero }
  return p.d === 'telechargement'
    ? { document: p.d, jeton: jetonTelechargement(ref, p.s!, now) }
    : {
        document: p.d,
        jeton: jetonDocument(p.d, ref, now),
        ...(typeof p.a === 'string' ? { numero: p.a } : {}),
      }
}
