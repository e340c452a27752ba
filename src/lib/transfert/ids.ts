import crypto from 'node:crypto'

type Id = number | string

/** How a target names its documents: SQLite integer ids, MongoDB ObjectIds, or the collection's
 *  own ids (a custom `id` field, kept as they are). */
export type IdAssignment = 'keep' | 'integer' | 'objectId'

/** A MongoDB ObjectId whose time part is the document's creation: sorting by `_id` keeps following
 *  creation. The other 8 bytes: a random prefix of this run and a counter, as the driver does. */
export function objectIdFactory(): (createdAt?: unknown) => string {
  const random = crypto.randomBytes(5).toString('hex')
  let counter = crypto.randomBytes(3).readUIntBE(0, 3)
  return (createdAt) => {
    const ms =
      typeof createdAt === 'string' || createdAt instanceof Date ? new Date(createdAt).getTime() : NaN
    const seconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : Math.floor(Date.now() / 1000)
    counter = (counter + 1) % 0x1000000
    return (seconds >>> 0).toString(16).padStart(8, '0') + random + counter.toString(16).padStart(6, '0')
  }
}

/**
 * Source id → target id, per collection, decided before anything is written so that any document can
 * point at any other whatever the order of the copy. Ids are kept when the target accepts them (same
 * engine, or a custom id); SQLite → MongoDB gets new ObjectIds, MongoDB → SQLite the integers 1…n in
 * the source's order.
 */
export class IdMap {
  private readonly tables = new Map<string, Map<string, Id>>()
  private readonly lastIntegers = new Map<string, number>()
  private readonly objectId = objectIdFactory()
  /** References to documents that no longer exist (left empty in the target). */
  orphans = 0

  assign(collection: string, source: Id, assignment: IdAssignment, createdAt?: unknown): Id {
    let table = this.tables.get(collection)
    if (!table) this.tables.set(collection, (table = new Map()))
    let target: Id
    if (assignment === 'keep') target = source
    else if (assignment === 'objectId') target = this.objectId(createdAt)
    else {
      const n = (this.lastIntegers.get(collection) ?? 0) + 1
      this.lastIntegers.set(collection, n)
      target = n
    }
    table.set(String(source), target)
    return target
  }

  knows(collection: string): boolean {
    return this.tables.has(collection)
  }

  /** The target id of a referenced document; undefined (and counted) when it is gone from the source. */
  target(collection: string, source: unknown): Id | undefined {
    const id =
      source !== null && typeof source === 'object' && 'id' in source
        ? (source as { id: unknown }).id
        : source
    const target = this.tables.get(collection)?.get(String(id))
    if (target === undefined) this.orphans++
    return target
  }
}
