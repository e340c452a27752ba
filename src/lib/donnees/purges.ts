import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { supprimerCommandes } from '@/lib/commande'
import { cheminDeCle, dossierInstallation } from '@/lib/documents'
import type { Avoir, Commande } from '@/payload-types'

/** The context that lets a retention pass delete an invoiced order (src/collections/Commandes/hooks). */
export const CONTEXTE_PURGE = { purgeConservation: true } as const

const enBloc = async <T>(xs: T[], f: (x: T) => Promise<unknown>) => {
  for (const x of xs) await f(x)
}

/**
 * Subscribers and prospects whose last contact (their subscription's last change) and last purchase
 * are both older than `limite`: deleted. Returns how many.
 */
export async function purgerProspects(payload: Payload, limite: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'abonnes',
    where: { updatedAt: { less_than: limite } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const anciens: (number | string)[] = []
  for (const a of docs) {
    const { totalDocs } = await payload.count({
      collection: 'commandes',
      where: { and: [{ email: { equals: a.email } }, { createdAt: { greater_than_equal: limite } }] },
      overrideAccess: true,
    })
    if (totalDocs === 0) anciens.push(a.id)
  }
  if (!anciens.length) return 0
  const { docs: supprimes } = await payload.delete({
    collection: 'abonnes',
    where: { id: { in: anciens } },
    overrideAccess: true,
    depth: 0,
  })
  return supprimes.length
}

const supprimerFichier = async (chemin: string | null) => {
  if (chemin) await fs.rm(chemin, { force: true })
}

/**
 * Orders whose invoice is older than `limite` (ten years): their invoice, credit notes and the
 * register's entries are deleted with them — files first, so that a pass cut short leaves a row to
 * find again, never a file without its row. Returns how many orders.
 */
export async function purgerComptabilite(payload: Payload, limite: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'commandes',
    where: { factureLe: { less_than: limite } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const registre = path.join(await dossierInstallation(payload), 'registre')
  await enBloc(docs as Commande[], async (c) => {
    const { docs: avoirs } = await payload.find({
      collection: 'avoirs',
      where: { commande: { equals: c.id } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const cles = [c.factureCle, c.avoirCle, ...(avoirs as Avoir[]).map((a) => a.fichier)]
    await enBloc(cles, (cle) => supprimerFichier(cle ? cheminDeCle(payload, cle) : null))
    const numeros = [c.numeroFacture, c.numeroAvoir, ...(avoirs as Avoir[]).map((a) => a.numero)]
    await enBloc(numeros, (n) => supprimerFichier(n ? path.join(registre, `${n}.json`) : null))
    if (avoirs.length)
      await payload.delete({
        collection: 'avoirs',
        where: { commande: { equals: c.id } },
        overrideAccess: true,
        depth: 0,
      })
    await supprimerCommandes(payload, {
      where: { id: { equals: c.id } },
      overrideAccess: true,
      depth: 0,
      context: CONTEXTE_PURGE,
    })
  })
  return docs.length
}
