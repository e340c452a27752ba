import type { CollectionSlug, PayloadRequest } from 'payload'

export type ValeursAvant = { id: string; valeurs: Record<string, unknown> }
export type Lot = {
  cible: string
  nature: 'edition-groupee' | 'ajustement-prix' | 'import'
  resume: string
  avant: ValeursAvant[]
  crees?: string[]
}

type Auteur = { id?: number | string; email?: string; collection?: string } | null

/**
 * One journal entry for a change made to many documents at once (an import, a bulk edit, a price
 * rule): who, when, a summary, each document's values before, and the documents it created, so that
 * the whole change can be undone. Written in the caller's transaction (`req`).
 */
export async function noterLot(req: PayloadRequest, lot: Lot): Promise<string> {
  const user = req.user as Auteur
  const entree = await req.payload.create({
    collection: 'journal',
    data: {
      auteur: user?.email ?? `${user?.collection ?? 'système'} ${user?.id ?? ''}`.trim(),
      auteurId: user?.id === undefined ? null : String(user.id),
      cible: lot.cible as never,
      action: 'modification',
      resume: lot.resume.slice(0, 500),
      changements: { nature: lot.nature, avant: lot.avant, crees: lot.crees ?? [] },
      le: new Date().toISOString(),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return String(entree.id)
}

/** Restores each document's values before the lot and deletes the documents it created. */
export async function annulerLot(
  req: PayloadRequest,
  journalId: string,
): Promise<{ restaures: number; supprimes: number }> {
  const entree = await req.payload.findByID({
    collection: 'journal',
    id: journalId,
    overrideAccess: true,
    req,
  })
  const lot = entree.changements as { avant?: ValeursAvant[]; crees?: string[] } | null
  const collection = entree.cible as CollectionSlug
  for (const { id, valeurs } of lot?.avant ?? [])
    await req.payload.update({ collection, id, data: valeurs, overrideAccess: false, req })
  for (const id of lot?.crees ?? []) await req.payload.delete({ collection, id, overrideAccess: false, req })
  return { restaures: lot?.avant?.length ?? 0, supprimes: lot?.crees?.length ?? 0 }
}
