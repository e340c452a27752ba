import type { Payload, Where } from 'payload'

import type { Commande } from '@/payload-types'

import { majConditionnelle } from './conditionnel'

type Statut = Commande['statut']

/** Which state each change leads to, and from which states (anything else is a no-op). */
const TRANSITIONS = {
  // A failed card attempt may be followed by a successful one in the same session; an order the
  // 24-hour sweep cancelled (expireeLe set) whose payment still arrives is paid all the same.
  paye: { vers: 'payee', depuis: ['en_attente', 'echouee'], memeExpiree: true },
  annule: { vers: 'annulee', depuis: ['en_attente'] },
  echoue: { vers: 'echouee', depuis: ['en_attente'] },
  // Staff's « Rembourser », or a refund made in Stripe's dashboard (charge.refunded).
  rembourse: { vers: 'remboursee', depuis: ['payee', 'expediee'] },
} satisfies Record<string, { vers: Statut; depuis: Statut[]; memeExpiree?: boolean }>
export type Action = keyof typeof TRANSITIONS

/**
 * Conditional state change that exactly one delivery wins, even when Stripe sends the same event
 * twice at once (see majConditionnelle). The loser gets null.
 */
export async function transition(
  payload: Payload,
  cible: Where,
  action: Action,
  data: Record<string, unknown> = {},
): Promise<Commande | null> {
  const t: { vers: Statut; depuis: Statut[]; memeExpiree?: boolean } = TRANSITIONS[action]
  const where: Where = t.memeExpiree
    ? {
        or: [
          { statut: { in: t.depuis } },
          { and: [{ statut: { equals: 'annulee' } }, { expireeLe: { exists: true } }] },
        ],
      }
    : { statut: { in: t.depuis } }
  const mongo = t.memeExpiree
    ? { $or: [{ statut: { $in: t.depuis } }, { statut: 'annulee', expireeLe: { $ne: null } }] }
    : { statut: { $in: t.depuis } }
  const id = await majConditionnelle(
    payload,
    'commandes',
    { cible, where, mongo },
    { statut: t.vers, ...data },
  )
  if (id === null) return null
  // The atomic paths return the main row at most; read the whole order (lines) back.
  return payload.findByID({ collection: 'commandes', id, depth: 0, overrideAccess: true })
}

export async function lireCommande(payload: Payload, cible: Where): Promise<Commande | null> {
  const { docs } = await payload.find({
    collection: 'commandes',
    where: cible,
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
