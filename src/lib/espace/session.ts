import type { Payload } from 'payload'

import { majConditionnelle } from '@/lib/infra/concurrency'
import type { AccesEspace } from '@/payload-types'

import { DUREE_SESSION_MS, signerAcces, verifierAcces } from './jeton'

export const MESSAGES_CONNEXION = {
  invalide: 'Ce lien de connexion n’est pas valide. Demandez-en un nouveau ci-dessous.',
  expire: 'Ce lien de connexion a expiré (15 minutes). Demandez-en un nouveau ci-dessous.',
  utilise: 'Ce lien de connexion a déjà servi. Demandez-en un nouveau ci-dessous.',
} as const
export type RefusConnexion = keyof typeof MESSAGES_CONNEXION

const lire = (payload: Payload, id: string) =>
  payload
    .findByID({ collection: 'acces-espace', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null) as Promise<AccesEspace | null>

const temps = (d: string | null | undefined) => (d ? new Date(d).getTime() : NaN)

/**
 * Spends a sign-in link: exactly one caller wins the row (compare-and-set on `utiliseLe`), and gets the
 * session cookie's value, bound to the row and so to its e-mail.
 */
export async function ouvrirSession(
  payload: Payload,
  jeton: unknown,
  now = Date.now(),
): Promise<{ ok: true; cookie: string; expireLe: number } | { ok: false; raison: RefusConnexion }> {
  const lien = verifierAcces('espace-lien', jeton, now)
  if (!lien.ok) return lien
  const expireLe = now + DUREE_SESSION_MS
  const gagnant = await majConditionnelle(
    payload,
    'acces-espace',
    {
      cible: { id: { equals: lien.nonce } },
      where: { utiliseLe: { exists: false } },
      mongo: { utiliseLe: null },
    },
    { utiliseLe: new Date(now).toISOString(), sessionExpireLe: new Date(expireLe).toISOString() },
  ).catch(() => null)
  if (gagnant === null) {
    const row = await lire(payload, lien.nonce)
    return { ok: false, raison: row?.utiliseLe ? 'utilise' : 'invalide' }
  }
  return { ok: true, cookie: signerAcces('espace-session', lien.nonce, expireLe), expireLe }
}

export type SessionEspace = { email: string; expireLe: number; nonce: string }

/** The session of a cookie: signed, not expired, its row spent by this link and not closed. */
export async function lireSession(
  payload: Payload,
  cookie: unknown,
  now = Date.now(),
): Promise<SessionEspace | null> {
  const acces = verifierAcces('espace-session', cookie, now)
  return acces.ok ? sessionDuNonce(payload, acces.nonce, now) : null
}

/** The open session of a row: spent by its link, not closed, not expired. */
export async function sessionDuNonce(
  payload: Payload,
  nonce: string,
  now = Date.now(),
): Promise<SessionEspace | null> {
  const row = await lire(payload, nonce)
  if (!row || !row.utiliseLe || row.fermeeLe) return null
  const expireLe = temps(row.sessionExpireLe)
  if (!(expireLe > now)) return null
  return { email: row.email, expireLe, nonce }
}

/** « Se déconnecter »: the row is closed, so the cookie opens nothing any more, even if kept. */
export async function fermerSession(payload: Payload, cookie: unknown): Promise<void> {
  const acces = verifierAcces('espace-session', cookie)
  if (!acces.ok) return
  await payload
    .update({
      collection: 'acces-espace',
      id: acces.nonce,
      data: { fermeeLe: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
    })
    .catch(() => null)
}

/** « Se déconnecter partout »: every session of the cookie's e-mail is closed, and with them the
 *  document links they handed out (src/lib/espace/documents.ts checks the session behind each link). */
export async function fermerToutesLesSessions(payload: Payload, cookie: unknown): Promise<void> {
  const session = await lireSession(payload, cookie)
  if (!session) return
  await payload.update({
    collection: 'acces-espace',
    where: { and: [{ email: { equals: session.email } }, { fermeeLe: { exists: false } }] },
    data: { fermeeLe: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
}
