import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { STATUTS_COMMANDE } from '@/lib/catalogue'
import { formatDate, jourParis } from '@/lib/format'
import type { Commande } from '@/payload-types'

import { ecrireLivraison } from './ecritures'

export const MESSAGES_LIVREE = {
  introuvable: 'Cette commande est introuvable.',
  nonExpediee: 'Seule une commande expédiée peut être marquée livrée',
  dejaLivree: 'Cette commande est déjà marquée livrée',
  future: 'La date de livraison ne peut pas être dans le futur.',
  avantExpedition: 'La date de livraison ne peut pas précéder l’expédition',
  forme: 'La date de livraison est une date (AAAA-MM-JJ) ou une date et heure ISO 8601.',
} as const

/** `{ le? }`: a Paris calendar day (what the admin's date field sends) or an ISO instant. */
export const demandeLivree = z.strictObject(
  {
    le: z
      .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: MESSAGES_LIVREE.forme })
      .optional(),
  },
  { error: 'Le corps attendu est vide ou { "le": date }.' },
)

type Resultat = {
  status: number
  body: { error: string } | { commande: Pick<Commande, 'numero' | 'livreeLe'> }
}

const libelle = (statut: string) =>
  STATUTS_COMMANDE.find((s) => s.value === statut)?.label.toLowerCase() ?? statut

const refus = (status: number, error: string): Resultat => ({ status, body: { error } })

/**
 * The delivery instant for `le`: now when absent; a day alone is that day at noon UTC (the same day in
 * Paris), or now when it is today, so that « today » is never in the future; never before shipping.
 */
export function instantLivraison(
  le: string | undefined,
  expedieeLe: string,
  now = new Date(),
): { instant: Date } | { refus: string } {
  const jourSeul = le !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(le)
  let instant = le === undefined ? now : new Date(jourSeul ? `${le}T12:00:00Z` : le)
  if (jourSeul && le === jourParis(now)) instant = now
  if (jourSeul ? le > jourParis(now) : instant.getTime() > now.getTime() + 60_000)
    return { refus: MESSAGES_LIVREE.future }
  const expedition = new Date(expedieeLe)
  if (jourSeul ? le < jourParis(expedition) : instant < expedition)
    return { refus: `${MESSAGES_LIVREE.avantExpedition} (${formatDate(expedition)}).` }
  // A day alone that is the shipping day: the parcel arrived after it left.
  if (instant < expedition) instant = expedition
  return { instant }
}

/**
 * « Livrée » (issue 46, item 5; docs/decisions/0207): an `expediee` order gets its delivery date
 * `livreeLe`, from which the withdrawal period runs (src/lib/commande/retractation/delai.ts). The status stays
 * `expediee` (the statuses of docs/SPECIFICATION.md §9 are fixed); « Livrée » is that date set. The
 * write carries the staff request, so the journal records who did it.
 */
export async function marquerLivree(req: PayloadRequest, numero: string, le?: string): Promise<Resultat> {
  const { docs } = await req.payload.find({
    collection: 'commandes',
    where: { numero: { equals: numero.toUpperCase() } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const c = docs[0]
  if (!c) return refus(404, MESSAGES_LIVREE.introuvable)
  if (c.livreeLe) return refus(409, `${MESSAGES_LIVREE.dejaLivree} le ${formatDate(c.livreeLe)}.`)
  if (c.statut !== 'expediee' || !c.expedieeLe)
    return refus(409, `${MESSAGES_LIVREE.nonExpediee} (statut actuel\u00a0: ${libelle(c.statut)}).`)
  const date = instantLivraison(le, c.expedieeLe)
  if ('refus' in date) return refus(422, date.refus)
  const livree = await ecrireLivraison(req, c.id, date.instant.toISOString())
  if (!livree) return refus(409, MESSAGES_LIVREE.dejaLivree + '.')
  return { status: 200, body: { commande: { numero: livree.numero, livreeLe: livree.livreeLe } } }
}
