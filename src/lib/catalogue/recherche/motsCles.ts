import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
} from 'payload'

import { indexerProduits } from './indexation'

/** Products are found by their keywords' names: renaming or deleting a keyword re-indexes its products. */

const CLE = 'recherche:produitsDuMotCle'

async function produitsDuMotCle(req: Parameters<CollectionAfterChangeHook>[0]['req'], id: number | string) {
  const { docs } = await req.payload.find({
    collection: 'produits',
    where: { motsCles: { in: [id] } },
    select: {},
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.map((d) => d.id)
}

export const reindexerApresRenommage: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'update' && previousDoc?.nom !== doc.nom)
    await indexerProduits(req.payload, await produitsDuMotCle(req, doc.id), req)
  return doc
}

/** Before the delete takes the keyword out of its products (SQL cascade, or unlinkFromProduits on MongoDB). */
export const noterProduitsAvantSuppression: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const ids = await produitsDuMotCle(req, id)
  // Assigned after the read: a local API call with `req` may give it a new context object.
  req.context[`${CLE}:${id}`] = ids
}

export const reindexerApresSuppression: CollectionAfterDeleteHook = async ({ id, req }) => {
  const ids = req.context[`${CLE}:${id}`]
  if (Array.isArray(ids)) await indexerProduits(req.payload, ids, req)
}
