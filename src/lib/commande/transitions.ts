import type { Payload, Where } from 'payload'

import type { Commande } from '@/payload-types'

import { changerEtat } from './ecritures'

type Statut = Commande['statut']

/** Who may make a move: the shop's own code only (webhook, « Rembourser », the 24 h sweep), or staff
 *  too (through the admin or REST, checked by src/collections/Commandes/hooks/appliquerTransitions.ts). */
export type Auteur = 'systeme' | 'equipe'

/**
 * Every move an order may make (docs/SPECIFICATION.md §9), and who may make it; any other move is
 * refused, on every path. The webhook's and the sweep's conditional changes below read the same table.
 */
export const TABLE_TRANSITIONS: Readonly<Record<Statut, Readonly<Partial<Record<Statut, Auteur>>>>> = {
  // A failed card attempt may be followed by a successful one in the same session.
  en_attente: { payee: 'systeme', annulee: 'systeme', echouee: 'systeme' },
  echouee: { payee: 'systeme' },
  // Only an order the 24-hour sweep cancelled (expireeLe set) whose payment still arrives.
  annulee: { payee: 'systeme' },
  // Staff's « Rembourser », or a refund made in Stripe's dashboard (charge.refunded).
  payee: { expediee: 'equipe', remboursee: 'systeme' },
  expediee: { remboursee: 'systeme' },
  remboursee: {},
}

/** Whether `auteur` may move an order from `de` to `vers` (staying put is no move). The shop's code
 *  may make every move of the table; `annulee → payee` needs the sweep's expiry date. */
export function transitionPermise(
  de: Statut,
  vers: Statut,
  auteur: Auteur,
  { expireeLe }: { expireeLe?: string | null } = {},
): boolean {
  if (de === vers) return true
  const qui = TABLE_TRANSITIONS[de]?.[vers]
  if (!qui || (qui === 'systeme' && auteur !== 'systeme')) return false
  return de !== 'annulee' || Boolean(expireeLe)
}

const depuis = (vers: Statut): Statut[] =>
  (Object.keys(TABLE_TRANSITIONS) as Statut[]).filter(
    (de) => de !== 'annulee' && TABLE_TRANSITIONS[de][vers] !== undefined,
  )

/** The shop's state changes, each named by what happened. */
const TRANSITIONS = {
  paye: { vers: 'payee', depuis: depuis('payee'), memeExpiree: true },
  annule: { vers: 'annulee', depuis: depuis('annulee') },
  echoue: { vers: 'echouee', depuis: depuis('echouee') },
  rembourse: { vers: 'remboursee', depuis: depuis('remboursee') },
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
  const id = await changerEtat(payload, { cible, where, mongo }, { statut: t.vers, ...data })
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
