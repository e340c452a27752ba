import fs from 'node:fs'

import type { Payload } from 'payload'

import { dossierInstallation, lireFiche } from '../documents'

export type Orphelin = {
  /** The storage key, as an order would record it. */
  cle: string
  numero: string
  document: 'facture' | 'avoir'
  commande: string
  client: string | null
  email: string | null
  total: number | null
}

const PDF = /^((FA|AV)-\d{4}-\d{6})_([A-Za-z0-9-]{1,40})\.pdf$/

/**
 * The documents of this database's folder that no order of the database holds: issued after the copy
 * a restored database was taken from, or by another instance on a copy of it. Their register entry
 * names the order and the customer, for the owner to enter the order again. Sorted by number.
 */
export async function documentsOrphelins(payload: Payload): Promise<Orphelin[]> {
  const dossier = await dossierInstallation(payload)
  const noms = await fs.promises.readdir(dossier).catch(() => [] as string[])
  const { docs } = await payload.find({
    collection: 'commandes',
    where: { or: [{ numeroFacture: { exists: true } }, { numeroAvoir: { exists: true } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { numero: true, numeroFacture: true, numeroAvoir: true, factureCle: true, avoirCle: true },
  })
  const connus = new Set<string>()
  for (const c of docs) {
    if (c.factureCle) connus.add(c.factureCle.split('/').pop()!)
    else if (c.numeroFacture) connus.add(`${c.numeroFacture}_${c.numero}.pdf`)
    if (c.avoirCle) connus.add(c.avoirCle.split('/').pop()!)
    else if (c.numeroAvoir) connus.add(`${c.numeroAvoir}_${c.numero}.pdf`)
  }
  const installation = dossier.split(/[\\/]/).pop()!
  const orphelins: Orphelin[] = []
  for (const nom of noms.sort()) {
    const m = PDF.exec(nom)
    if (!m || connus.has(nom)) continue
    const fiche = await lireFiche(dossier, m[1])
    const sienne = fiche?.commande === m[3] ? fiche : null
    orphelins.push({
      cle: `${installation}/${nom}`,
      numero: m[1],
      document: m[2] === 'FA' ? 'facture' : 'avoir',
      commande: m[3],
      client: sienne?.client ?? null,
      email: sienne?.email ?? null,
      total: sienne?.total ?? null,
    })
  }
  return orphelins
}
