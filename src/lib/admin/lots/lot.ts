import { APIError, type CollectionSlug, type PayloadRequest } from 'payload'

import { ecrireSansPublier } from '@/lib/admin/lots/ecrire'
import { identifiant } from '@/lib/admin/lots/produits'

/** One document's fields before the lot, as stored: relations by id, amounts in cents. */
export type ValeursAvant = { id: string; valeurs: Record<string, unknown> }

/** A change made to many documents at once (bulk edit, price rule, import): one journal entry that
 *  an undo reads back (docs/decisions/0171-lot-et-annulation.md). */
export type Lot = {
  cible: string // collection slug
  nature: 'edition-groupee' | 'ajustement-prix' | 'import'
  resume: string
  avant: ValeursAvant[]
  crees?: string[] // ids created by the lot
}

const NATURES = new Set(['edition-groupee', 'ajustement-prix', 'import'])

const auteurDe = (req: PayloadRequest) => {
  const user = req.user as { id?: number | string; email?: string; collection?: string } | null
  return {
    auteur: user?.email ?? (user ? `${user.collection} ${user.id}` : 'la boutique'),
    auteurId: user?.id === undefined ? null : String(user.id),
  }
}

const creerEntree = async (req: PayloadRequest, data: Record<string, unknown>) =>
  req.payload.create({
    collection: 'journal',
    data: { ...auteurDe(req), le: new Date().toISOString(), ...data } as never,
    overrideAccess: true,
    depth: 0,
    req,
  })

/** Journals a lot, in the caller's transaction: call it after the writes, with the values read before. */
export async function noterLot(req: PayloadRequest, lot: Lot): Promise<string> {
  const entree = await creerEntree(req, {
    cible: lot.cible,
    action: 'lot',
    nature: lot.nature,
    resume: lot.resume.slice(0, 500),
    changements: { avant: lot.avant, crees: lot.crees ?? [] },
  })
  return String(entree.id)
}

const refus = (message: string, status: number) => new APIError(message, status, null, true)

type EntreeLot = {
  id: number | string
  cible: string
  nature?: string | null
  resume?: string | null
  changements?: { avant?: ValeursAvant[]; crees?: string[] } | null
}

async function lireEntree(req: PayloadRequest, journalId: string): Promise<EntreeLot> {
  const entree = (await req.payload
    .findByID({ collection: 'journal', id: journalId, depth: 0, overrideAccess: true, req })
    .catch(() => null)) as EntreeLot | null
  if (!entree) throw refus('Cette entrée du journal est introuvable.', 404)
  if (!NATURES.has(entree.nature ?? ''))
    throw refus('Seule une modification groupée, un ajustement de prix ou un import s’annule ici.', 400)
  const deja = await req.payload.count({
    collection: 'journal',
    where: { annule: { equals: String(entree.id) } },
    overrideAccess: true,
    req,
  })
  if (deja.totalDocs > 0) throw refus('Cette modification a déjà été annulée.', 409)
  return entree
}

const existe = async (req: PayloadRequest, collection: CollectionSlug, id: string) =>
  (await req.payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true, req }))
    .totalDocs > 0

/**
 * Puts back the values a lot replaced, exactly (publication state included when the lot changed it),
 * and deletes the documents it created; journals the undo, which refuses a second one. A document
 * deleted since is skipped. Runs with the caller's access: an editor undoes what an editor may write.
 */
export async function annulerLot(
  req: PayloadRequest,
  journalId: string,
): Promise<{ restaures: number; supprimes: number }> {
  const entree = await lireEntree(req, journalId)
  const collection = entree.cible as CollectionSlug
  if (!req.payload.collections[collection]) throw refus('Cette collection n’existe plus.', 400)
  let restaures = 0
  for (const { id, valeurs } of entree.changements?.avant ?? []) {
    if (!(await existe(req, collection, id))) continue
    await ecrireSansPublier(req, collection, id, valeurs)
    restaures++
  }
  // By a where, not by id: one query, and the MongoDB-compatible test server refuses findOneAndDelete.
  const crees = entree.changements?.crees ?? []
  const supprimes = crees.length
    ? (
        await req.payload.delete({
          collection,
          where: { id: { in: crees.map((id) => identifiant(req, id)) } },
          overrideAccess: false,
          depth: 0,
          req,
        })
      ).docs.length
    : 0
  await creerEntree(req, {
    cible: entree.cible,
    action: 'annulation',
    nature: 'annulation',
    annule: String(entree.id),
    resume: `Annulation\u00a0: ${entree.resume ?? ''}`.slice(0, 500),
    changements: { restaures, supprimes },
  })
  return { restaures, supprimes }
}
