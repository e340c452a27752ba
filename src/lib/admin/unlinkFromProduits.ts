import type { PayloadRequest } from 'payload'

const same = (a: unknown, b: number | string) => String(a) === String(b)

/** Names of the product fields that point at documents of `collection` (audiences → audiences…). */
function champsVers(req: PayloadRequest, collection: string): string[] {
  return req.payload.collections.produits.config.flattenedFields.flatMap((field) =>
    field.type === 'relationship' && field.relationTo === collection ? [field.name] : [],
  )
}

/**
 * Before a facet value (audience, collection, theme, mot-clé, langue) is deleted, takes it out of the
 * products and their versions that use it, so no product, published or draft, keeps pointing at
 * nothing. SQL schemas do it themselves (`produits_rels` and `_produits_v_rels` cascade on delete);
 * MongoDB does not, and a dangling id would come back to the shop and the admin as a raw id. Written
 * through the adapter: neither a new version nor a publication, only the reference goes.
 */
export async function unlinkFromProduits(req: PayloadRequest, collection: string, id: number | string) {
  const { db } = req.payload
  if (db.name !== 'mongoose') return
  for (const champ of champsVers(req, collection)) {
    const { docs } = await db.find({
      collection: 'produits',
      where: { [champ]: { in: [id] } },
      pagination: false,
      limit: 0,
      req,
    })
    for (const doc of docs as Record<string, unknown>[]) {
      const kept = ((doc[champ] as unknown[]) ?? []).filter((v) => !same(v, id))
      await db.updateOne({
        collection: 'produits',
        id: doc.id as number | string,
        data: { [champ]: kept, updatedAt: null },
        returning: false,
        req,
      })
    }
    const versions = await db.findVersions({
      collection: 'produits',
      where: { [`version.${champ}`]: { in: [id] } },
      pagination: false,
      limit: 0,
      req,
    })
    for (const v of versions.docs) {
      const version = v.version as Record<string, unknown>
      const kept = ((version[champ] as unknown[]) ?? []).filter((x) => !same(x, id))
      await db.updateVersion({
        collection: 'produits',
        id: v.id,
        versionData: { version: { ...version, [champ]: kept }, updatedAt: null } as never,
        returning: false,
        req,
      })
    }
  }
}
