import type { PayloadRequest } from 'payload'

import { lireFormatsBoutique } from '@/lib/catalogue'

export type ChoixPrix = {
  collections: { id: string; nom: string }[]
  formats: { code: string; libelle: string; parDefaut: boolean }[]
}

/** What « Ajuster les prix » offers to choose: the poster collections and the shop's active formats. */
export async function lireChoixPrix(req: PayloadRequest): Promise<ChoixPrix> {
  const [collections, formats] = await Promise.all([
    req.payload.find({
      collection: 'collections',
      depth: 0,
      pagination: false,
      sort: 'nom',
      overrideAccess: true,
      select: { nom: true },
      req,
    }),
    lireFormatsBoutique(req.payload),
  ])
  const actifs = formats.filter((f) => f.actif)
  const defaut = actifs.find((f) => f.parDefaut) ?? actifs[0]
  return {
    collections: collections.docs.map((c) => ({ id: String(c.id), nom: c.nom })),
    formats: actifs.map((f) => ({ code: f.code, libelle: f.libelle, parDefaut: f === defaut })),
  }
}
