import type { PayloadRequest } from 'payload'

import type { Commande } from '@/payload-types'

import { lignesRetractees, type LigneRetractee } from '../commande'

/** The refund is due within 14 days of the statement (Code de la consommation L221-24). */
export const DELAI_REMBOURSEMENT_JOURS = 14
const JOUR_MS = 24 * 3600_000

export type Declaration = {
  commandeId: number | string
  numero: string
  email: string
  statut: Commande['statut']
  /** 1, 2…: which statement of the order. */
  declaration: number
  recueLe: string
  lignes: (LigneRetractee & { remboursee: boolean })[]
  montant: number
  horsDelai: boolean
  /** The last moment to refund (statement + 14 days), and the whole days left (negative once past). */
  rembourserAvant: string
  joursRestants: number
  /** Every line of the statement refunded already. */
  remboursee: boolean
}

/** The statements of withdrawal received online, the latest first, each with its lines, amounts and
 *  the refund's deadline, as the staff member may read them. */
export async function declarationsRetractation(
  req: PayloadRequest,
  { limite = 200, now = Date.now() }: { limite?: number; now?: number } = {},
): Promise<{ declarations: Declaration[]; total: number }> {
  const { docs } = await req.payload.find({
    collection: 'commandes',
    where: { retracteeLe: { exists: true } },
    sort: '-retracteeLe',
    limit: limite,
    depth: 0,
    req,
    overrideAccess: false,
    select: { numero: true, email: true, statut: true, retracteeLe: true, lignesRetractees: true },
  })
  const rembourses = await lignesRemboursees(
    req,
    docs.map((c) => c.id),
  )
  const declarations: Declaration[] = []
  for (const c of docs) {
    const parNumero = new Map<number, LigneRetractee[]>()
    for (const l of lignesRetractees(c))
      parNumero.set(l.declaration, [...(parNumero.get(l.declaration) ?? []), l])
    for (const [declaration, lignes] of parNumero) {
      const recueLe = lignes[0].recueLe
      const echeance = Date.parse(recueLe) + DELAI_REMBOURSEMENT_JOURS * JOUR_MS
      const avecRemboursement = lignes.map((l) => ({
        ...l,
        remboursee: c.statut === 'remboursee' || Boolean(l.ligne && rembourses.get(c.id)?.has(l.ligne)),
      }))
      declarations.push({
        commandeId: c.id,
        numero: c.numero,
        email: c.email,
        statut: c.statut,
        declaration,
        recueLe,
        lignes: avecRemboursement,
        montant: lignes.reduce((s, l) => s + l.prix, 0),
        horsDelai: lignes.some((l) => l.horsDelai),
        rembourserAvant: new Date(echeance).toISOString(),
        joursRestants: Math.floor((echeance - now) / JOUR_MS),
        remboursee: avecRemboursement.every((l) => l.remboursee),
      })
    }
  }
  declarations.sort((a, b) => b.recueLe.localeCompare(a.recueLe))
  return { declarations, total: declarations.length }
}

/** The order lines each order's credit notes refunded, by order id. */
async function lignesRemboursees(
  req: PayloadRequest,
  ids: (number | string)[],
): Promise<Map<number | string, Set<string>>> {
  const parCommande = new Map<number | string, Set<string>>()
  if (!ids.length) return parCommande
  const { docs } = await req.payload.find({
    collection: 'avoirs',
    where: { commande: { in: ids } },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: false,
    select: { commande: true, lignes: true },
  })
  for (const a of docs) {
    const id = typeof a.commande === 'object' && a.commande ? a.commande.id : a.commande
    if (id === null || id === undefined) continue
    const set = parCommande.get(id) ?? new Set<string>()
    for (const l of a.lignes ?? []) if (l.ligne) set.add(l.ligne)
    parCommande.set(id, set)
  }
  return parCommande
}
