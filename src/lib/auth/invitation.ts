import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { Role } from '@/access/isStaff'
import { enregistrerCourriel, envoyerSansAttendre } from '@/lib/mail/courriels'
import { adresseDuSite } from '@/lib/mail/site'
import { mailInvitation } from '@/lib/mail/templates/invitation'

import { isPasswordTooShort, SHORT_PASSWORD_MESSAGE } from './password'

/**
 * Invitations to the back office (docs/decisions/0201-invitations.md): the owner names an e-mail and a
 * role, the person receives a link valid 48 hours that serves once, and chooses their own password. The
 * link's token is kept as its SHA-256 only, like a password: the database never holds a usable link.
 */
export const DUREE_INVITATION_MS = 48 * 3600_000

export const MESSAGE_LIEN_PERIME =
  'Ce lien d’invitation n’est plus valable\u00a0: il a déjà servi ou ses 48\u00a0heures sont passées. Demandez une nouvelle invitation à la personne qui gère la boutique.'
export const MESSAGE_COMPTE_EXISTANT = 'Un compte existe déjà avec cette adresse.'

export const empreinteInvitation = (jeton: string): string => createHash('sha256').update(jeton).digest('hex')

export const cheminInvitation = (jeton: string) => `/invitation/${jeton}`

type Invitation = { email: string; role: Role }

/** Creates the account (unusable until the link is followed) and records the mail in the outbox. */
export async function inviter(
  payload: Payload,
  { email, role }: Invitation,
  now = Date.now(),
): Promise<{ ok: true; id: number | string } | { ok: false; error: string }> {
  const adresse = email.trim().toLowerCase()
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: adresse } } })
  if (totalDocs > 0) return { ok: false, error: MESSAGE_COMPTE_EXISTANT }
  const jeton = randomBytes(32).toString('base64url')
  const compte = await payload.create({
    collection: 'users',
    data: {
      email: adresse,
      roles: [role],
      // Nobody knows it: the account opens only once its owner has chosen one through the link.
      password: randomBytes(32).toString('base64url'),
      invitationEmpreinte: empreinteInvitation(jeton),
      invitationExpireLe: new Date(now + DUREE_INVITATION_MS).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
  const row = await enregistrerCourriel(payload, {
    cle: `invitation:${empreinteInvitation(jeton).slice(0, 22)}`,
    destinataire: adresse,
    mail: mailInvitation(`${adresseDuSite()}${cheminInvitation(jeton)}`, role),
  })
  envoyerSansAttendre(payload, [row.id])
  return { ok: true, id: compte.id }
}

/** The account a link opens, if it is still valid at `now`. */
export async function compteInvite(payload: Payload, jeton: string, now = Date.now()) {
  if (!/^[\w-]{20,100}$/.test(jeton)) return null
  const { docs } = await payload.find({
    collection: 'users',
    where: {
      and: [
        { invitationEmpreinte: { equals: empreinteInvitation(jeton) } },
        { invitationExpireLe: { greater_than: new Date(now).toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export type Acceptation = { ok: true; email: string } | { ok: false; status: 400 | 410; error: string }

/** Sets the invitee's password and spends the link: a second use finds nothing. */
export async function accepterInvitation(
  payload: Payload,
  jeton: string,
  motDePasse: string,
  now = Date.now(),
): Promise<Acceptation> {
  const compte = await compteInvite(payload, jeton, now)
  if (!compte) return { ok: false, status: 410, error: MESSAGE_LIEN_PERIME }
  if (isPasswordTooShort(motDePasse)) return { ok: false, status: 400, error: SHORT_PASSWORD_MESSAGE }
  await payload.update({
    collection: 'users',
    id: compte.id,
    data: { password: motDePasse, invitationEmpreinte: null, invitationExpireLe: null },
    overrideAccess: true,
    depth: 0,
  })
  return { ok: true, email: compte.email }
}
