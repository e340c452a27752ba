import type { PayloadRequest } from 'payload'

export type ProduitLu = {
  id: string
  /** The latest version (a pending draft's values when there is one): what the editor sees. */
  dernier: Record<string, unknown>
  /** Whether the product is live (its main document published). */
  publie: boolean
}

/** An id in the database's own type: SQLite numbers, MongoDB strings. */
export const identifiant = (req: PayloadRequest, v: unknown): string | number =>
  req.payload.db.defaultIDType === 'number' ? Number(v) : String(v)

const lire = (req: PayloadRequest, ids: unknown[], draft: boolean) =>
  req.payload.find({
    collection: 'produits',
    where: { id: { in: ids.map((v) => identifiant(req, v)) } },
    draft,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })

/** The selected products, latest version and publication state, in the selection's order. */
export async function lireProduits(req: PayloadRequest, ids: unknown[]): Promise<ProduitLu[]> {
  // One after the other: a MongoDB transaction refuses a second operation before its first one ends.
  const derniers = await lire(req, ids, true)
  const principaux = await lire(req, ids, false)
  const publies = new Set(principaux.docs.filter((d) => d._status === 'published').map((d) => String(d.id)))
  const parId = new Map(derniers.docs.map((d) => [String(d.id), d as unknown as Record<string, unknown>]))
  return [...new Set(ids.map(String))].flatMap((id) => {
    const dernier = parId.get(id)
    return dernier ? [{ id, dernier, publie: publies.has(id) }] : []
  })
}
