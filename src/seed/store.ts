import { type CollectionSlug, createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { fr, frDeep } from './typo'

/** Seed writes skip the shop's side effects (revalidation, mails): hooks can test `context.seed`. */
export const SEED_CONTEXT = { seed: true, disableRevalidate: true } as const

export type Id = number | string

/** Counts per entity, plus a log line per family. */
export class Report {
  readonly counts: Record<string, number> = {}
  add(entity: string, n = 1) {
    this.counts[entity] = (this.counts[entity] ?? 0) + n
  }
}

/** Every existing value of a unique key, mapped to the document id (one query, drafts included). */
export async function existingBy(
  payload: Payload,
  collection: CollectionSlug,
  key = 'slug',
): Promise<Map<string, Id>> {
  const res = await payload.find({
    collection,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { [key]: true } as never,
  })
  const docs = res.docs as unknown as Record<string, unknown>[]
  return new Map(docs.map((d) => [String(d[key]), d.id as Id]))
}

type Upload = { data: Buffer; name: string; mimetype: string }

/** An upload by file name: reused when a previous (possibly interrupted) run stored it already. */
export async function ensureUpload(
  payload: Payload,
  collection: 'media' | 'telechargements',
  file: Upload | (() => Promise<Upload>),
  data: Record<string, unknown>,
  name: string,
): Promise<Id> {
  const found = await payload.find({
    collection,
    where: { filename: { equals: name } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (found.docs[0]) return found.docs[0].id as Id
  const f = typeof file === 'function' ? await file() : file
  const doc = await payload.create({
    collection,
    data: frDeep(data) as never,
    file: { data: f.data, name: f.name, mimetype: f.mimetype, size: f.data.length },
    overrideAccess: true,
    depth: 0,
    context: SEED_CONTEXT,
  })
  return doc.id as Id
}

/** Create one document per item whose key is not present yet; returns key → id for all of them. */
export async function ensureAll<T>(
  payload: Payload,
  collection: CollectionSlug,
  items: T[],
  keyOf: (item: T) => string,
  build: (item: T, index: number) => Promise<Record<string, unknown>>,
  report: Report,
  key = 'slug',
): Promise<Map<string, Id>> {
  const ids = await existingBy(payload, collection, key)
  for (const [i, item] of items.entries()) {
    // Keys are compared as stored, i.e. after French typography ("Couleurs ?" is saved as "Couleurs\u00a0?").
    const k = fr(keyOf(item))
    if (ids.has(k)) continue
    const doc = await payload.create({
      collection,
      data: frDeep(await build(item, i)) as never,
      overrideAccess: true,
      depth: 0,
      context: SEED_CONTEXT,
    })
    ids.set(k, doc.id as Id)
    report.add(collection)
  }
  return ids
}

/**
 * Writes grouped in one database transaction per `size` documents: SQLite then syncs once per batch
 * instead of once per document (the 10,000-product benchmark seed). Uploads must not run while a batch
 * is open (they write outside it): call flush() first.
 */
export class Batch {
  private req?: PayloadRequest
  private pending = 0

  constructor(
    private readonly payload: Payload,
    private readonly size = 250,
  ) {}

  async request(): Promise<PayloadRequest> {
    if (!this.req) {
      const req = await createLocalReq({ context: { ...SEED_CONTEXT } }, this.payload)
      const id = await this.payload.db.beginTransaction?.()
      if (id) req.transactionID = id
      this.req = req
    }
    return this.req
  }

  async written(): Promise<void> {
    if (++this.pending >= this.size) await this.flush()
  }

  async flush(): Promise<void> {
    const id = this.req?.transactionID
    this.req = undefined
    this.pending = 0
    if (id && !(id instanceof Promise)) await this.payload.db.commitTransaction(id)
  }

  async abort(): Promise<void> {
    const id = this.req?.transactionID
    this.req = undefined
    this.pending = 0
    if (id && !(id instanceof Promise)) await this.payload.db.rollbackTransaction(id)
  }
}
