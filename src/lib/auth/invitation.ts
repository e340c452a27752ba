import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { Role } from '@/access/isStaff'
import { adresseDuSite, enregistrerCourriel, envoyerSansAttendre, courrielInvitation } from '@/lib/courriel'

import { isPasswordTooShort, SHORT_PASSWORD_MESSAGE } from './password'

/**
 * Invitations to the back office (docs/decisions/0201-invitations.md): the owner names an e-mail and a
 * role, the person receives a link valid 48 hours that serves once, and chooses their own password. The
 * link's token is kept as its SHA-256 only, like a password: the database never holds a usable link.
 */
export const INVITATION_DURATION_MS = 48 * 3600_000

export const EXPIRED_LINK_MESSAGE =
  'Ce lien d’invitation n’est plus valable\u00a0: il a déjà servi ou ses 48\u00a0heures sont passées. Demandez une nouvelle invitation à la personne qui gère la boutique.'
export const EXISTING_ACCOUNT_MESSAGE = 'Un compte existe déjà avec cette adresse.'

export const invitationHash = (token: string): string => createHash('sha256').update(token).digest('hex')

export const invitationPath = (token: string) => `/invitation/${token}`

type InvitationRequest = { email: string; role: Role }

/** Creates the account (unusable until the link is followed) and records the mail in the outbox. */
export async function invite(
  payload: Payload,
  { email, role }: InvitationRequest,
  now = Date.now(),
): Promise<{ ok: true; id: number | string } | { ok: false; error: string }> {
  const address = email.trim().toLowerCase()
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: address } } })
  if (totalDocs > 0) return { ok: false, error: EXISTING_ACCOUNT_MESSAGE }
  const token = randomBytes(32).toString('base64url')
  const account = await payload.create({
    collection: 'users',
    data: {
      email: address,
      roles: [role],
      // Nobody knows it: the account opens only once its owner has chosen one through the link.
      password: randomBytes(32).toString('base64url'),
      invitationEmpreinte: invitationHash(token),
      invitationExpireLe: new Date(now + INVITATION_DURATION_MS).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
  const row = await enregistrerCourriel(payload, {
    cle: `invitation:${invitationHash(token).slice(0, 22)}`,
    destinataire: address,
    mail: courrielInvitation(`${adresseDuSite()}${invitationPath(token)}`, role),
  })
  envoyerSansAttendre(payload, [row.id])
  return { ok: true, id: account.id }
}

/** The account a link opens, if it is still valid at `now`. */
export async function invitedAccount(payload: Payload, token: string, now = Date.now()) {
  if (!/^[\w-]{20,100}$/.test(token)) return null
  const { docs } = await payload.find({
    collection: 'users',
    where: {
      and: [
        { invitationEmpreinte: { equals: invitationHash(token) } },
        { invitationExpireLe: { greater_than: new Date(now).toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export type Acceptance = { ok: true; email: string } | { ok: false; status: 400 | 410; error: string }

/** Sets the invitee's password and spends the link: a second use finds nothing. */
export async function acceptInvitation(
  payload: Payload,
  token: string,
  password: string,
  now = Date.now(),
): Promise<Acceptance> {
  const account = await invitedAccount(payload, token, now)
  if (!account) return { ok: false, status: 410, error: EXPIRED_LINK_MESSAGE }
  if (isPasswordTooShort(password)) return { ok: false, status: 400, error: SHORT_PASSWORD_MESSAGE }
  await payload.update({
    collection: 'users',
    id: account.id,
    data: { password, invitationEmpreinte: null, invitationExpireLe: null },
    overrideAccess: true,
    depth: 0,
  })
  return { ok: true, email: account.email }
}
