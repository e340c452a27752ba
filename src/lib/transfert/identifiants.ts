import crypto from 'node:crypto'

type Id = number | string

/** How a target names its documents: SQLite integer ids, MongoDB ObjectIds, or the collection's
 *  own ids (a custom `id` field, kept as they are). */
export type Attribution = 'garder' | 'entier' | 'objectId'

/** A MongoDB ObjectId whose time part is the document's creation: sorting by `_id` keeps following
 *  creation. The other 8 bytes: a random prefix of this run and a counter, as the driver does. */
export function fabriqueObjectId(): (creeLe?: unknown) => string {
  const aleatoire = crypto.randomBytes(5).toString('hex')
  let compteur = crypto.randomBytes(3).readUIntBE(0, 3)
  return (creeLe) => {
    const ms = typeof creeLe === 'string' || creeLe instanceof Date ? new Date(creeLe).getTime() : NaN
    const secondes = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : Math.floor(Date.now() / 1000)
    compteur = (compteur + 1) % 0x1000000
    return (secondes >>> 0).toString(16).padStart(8, '0') + aleatoire + compteur.toString(16).padStart(6, '0')
  }
}

/**
 * Source id → target id, per collection, decided before anything is written so that any document can
 * point at any other whatever the order of the copy. Ids are kept when the target accepts them (same
 * engine, or a custom id); SQLite → MongoDB gets new ObjectIds, MongoDB → SQLite the integers 1…n in
 * the source's order.
 */
export class Identifiants {
  private readonly tables = new Map<string, Map<string, Id>>()
  private readonly suivants = new Map<string, number>()
  private readonly objectId = fabriqueObjectId()
  /** References to documents that no longer exist (left empty in the target). */
  orphelins = 0

  attribuer(collection: string, source: Id, attribution: Attribution, creeLe?: unknown): Id {
    let table = this.tables.get(collection)
    if (!table) this.tables.set(collection, (table = new Map()))
    let cible: Id
    if (attribution === 'garder') cible = source
    else if (attribution === 'objectId') cible = this.objectId(creeLe)
    else {
      const n = (this.suivants.get(collection) ?? 0) + 1
      this.suivants.set(collection, n)
      cible = n
    }
    table.set(String(source), cible)
    return cible
  }

  connait(collection: string): boolean {
    return this.tables.has(collection)
  }

  /** The target id of a referenced document; undefined (and counted) when it is gone from the source. */
  cible(collection: string, source: unknown): Id | undefined {
    const id =
      source !== null && typeof source === 'object' && 'id' in source
        ? (source as { id: unknown }).id
        : source
    const cible = this.tables.get(collection)?.get(String(id))
    if (cible === undefined) this.orphelins++
    return cible
  }
}
