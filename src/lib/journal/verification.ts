import type { Payload } from 'payload'

import { empreinteDe, type EntreeJournal, GENESE } from './sceau'

export type Rupture = {
  rang: number
  id: number | string
  le: string | null
  raison: string
}
export type Verification = { scellees: number; enAttente: number; rupture: Rupture | null }

const PAGE = 500

/**
 * Walks the sealed entries in rank order and checks each against the one before it: rank 1, 2, 3…
 * without a gap (an entry removed), each `precedente` the fingerprint of the entry before (an entry
 * replaced), each fingerprint that of its own content (an entry changed). The first break is named.
 */
export async function verifierJournal(payload: Payload): Promise<Verification> {
  let attendu = 1
  let precedente = GENESE
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'journal',
      where: { empreinte: { exists: true } },
      sort: 'rang',
      limit: PAGE,
      page,
      depth: 0,
      overrideAccess: true,
    })
    for (const e of docs as unknown as EntreeJournal[]) {
      const rupture = (raison: string): Verification => ({
        scellees: attendu - 1,
        enAttente: 0,
        rupture: { rang: e.rang ?? 0, id: e.id, le: (e.le as string | undefined) ?? null, raison },
      })
      if (e.rang !== attendu)
        return rupture(`rang ${e.rang} où ${attendu} était attendu : une entrée manque ou a été ajoutée.`)
      if (e.precedente !== precedente)
        return rupture('l’empreinte précédente ne correspond pas : l’entrée d’avant a été remplacée.')
      if (e.empreinte !== empreinteDe(e, attendu, precedente))
        return rupture('son contenu ne correspond plus à son empreinte : elle a été modifiée.')
      precedente = e.empreinte
      attendu++
    }
    if (!hasNextPage) break
  }
  const { totalDocs } = await payload.count({
    collection: 'journal',
    where: { empreinte: { exists: false } },
    overrideAccess: true,
  })
  return { scellees: attendu - 1, enAttente: totalDocs, rupture: null }
}
