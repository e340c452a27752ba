import type { PayloadRequest } from 'payload'

import { parmi, TUILES } from '@/access/matrice'
import { commandesAExpedier } from '@/lib/commande'
import { lirePremiersAdmin, type ProduitRow } from '@/lib/catalogue'

import { type VenteParFormat, ventesParFormat } from './ventesParFormat'

export type DashboardFigures = {
  commandesAExpedier: number
  chiffreDuMois: number
  commandesDuMois: number
  /** The month's paid orders' lines by print format (src/lib/admin/ventesParFormat.ts). */
  ventesParFormat: VenteParFormat[]
  nouveauxMessages: number
  nouveauxAbonnes: number
  plusAimes: ProduitRow[]
  plusAjoutes: ProduitRow[]
}

const DAY = 24 * 60 * 60 * 1000

/** First instant of the current month in Paris, where the shop keeps its books. */
export function debutDuMois(now: Date): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
  })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {})
  // Paris is UTC+1 or UTC+2: start from local midnight read as UTC, then shift by the offset then.
  const guess = new Date(`${parts.year}-${parts.month}-01T00:00:00Z`)
  const offset = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'shortOffset' })
      .formatToParts(guess)
      .find((p) => p.type === 'timeZoneName')
      ?.value.replace('GMT', '') || 0,
  )
  return new Date(guess.getTime() - offset * 60 * 60 * 1000)
}

const AUCUNE = { total: 0, totalDocs: 0, docs: [] } as const

/** The figures an owner looks at first (docs/SPECIFICATION.md §5); each read only for the roles whose
 *  dashboard shows it (src/access/matrice.ts, TUILES), the others left empty. */
export async function dashboardFigures(req: PayloadRequest, now = new Date()): Promise<DashboardFigures> {
  const q = { req, overrideAccess: false } as const
  const voit = (tuile: keyof typeof TUILES) => parmi(req.user as never, TUILES[tuile])
  const si = <T>(tuile: keyof typeof TUILES, lire: () => Promise<T>, vide: T): Promise<T> =>
    voit(tuile) ? lire() : Promise.resolve(vide)
  const top = (tuile: 'plusAimes' | 'plusAjoutes', tri: string) =>
    si(tuile, () => lirePremiersAdmin(req, tri), [] as ProduitRow[])
  const [aExpedier, duMois, messages, abonnes, plusAimes, plusAjoutes] = await Promise.all([
    // Paid orders with a printed line still to send (not withdrawn from): they wait for the post.
    si('aExpedier', () => commandesAExpedier(req), { ...AUCUNE, commandes: [] }),
    si(
      'chiffreDuMois',
      () =>
        req.payload
          .find({
            collection: 'commandes',
            where: {
              statut: { in: ['payee', 'expediee'] },
              payeeLe: { greater_than_equal: debutDuMois(now).toISOString() },
            },
            pagination: false,
            depth: 0,
            select: { total: true, lignes: true },
            ...q,
          })
          .then((r) => r.docs),
      [],
    ),
    si(
      'messages',
      () => req.payload.count({ collection: 'messages', where: { statut: { equals: 'nouveau' } }, ...q }),
      AUCUNE,
    ),
    // Confirmation is the subscriber's last change: updatedAt dates it.
    si(
      'abonnes',
      () =>
        req.payload.count({
          collection: 'abonnes',
          where: {
            statut: { equals: 'confirme' },
            updatedAt: { greater_than_equal: new Date(now.getTime() - 30 * DAY).toISOString() },
          },
          ...q,
        }),
      AUCUNE,
    ),
    top('plusAimes', '-likes'),
    top('plusAjoutes', '-ajoutsPanier'),
  ])
  return {
    commandesAExpedier: aExpedier.total,
    chiffreDuMois: duMois.reduce((sum, c) => sum + (c.total ?? 0), 0),
    commandesDuMois: duMois.length,
    ventesParFormat: ventesParFormat(duMois),
    nouveauxMessages: messages.totalDocs,
    nouveauxAbonnes: abonnes.totalDocs,
    plusAimes: plusAimes.filter((p) => p.likes > 0),
    plusAjoutes: plusAjoutes.filter((p) => p.ajoutsPanier > 0),
  }
}
