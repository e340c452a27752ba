import type {
  CollectionSlug,
  Payload,
  PaginatedDocs,
  SanitizedCollectionConfig,
  SanitizedGlobalConfig,
} from 'payload'

import type { IdAssignment, IdMap } from './ids'
import { rewriteDocument } from './references'

type Doc = Record<string, unknown> & { id: number | string }
type Version = Doc & {
  parent?: unknown
  version: Record<string, unknown>
  autosave?: boolean
  createdAt: string
  updatedAt: string
  publishedLocale?: string
  snapshot?: true
}

/** Documents read by pages of this size: a 10,000-product catalogue never sits whole in memory. */
const PAGE = 250

/** Every document `read` returns, page after page, in a stable order (by id). */
async function* byPages<T>(read: (page: number) => Promise<PaginatedDocs<T>>): AsyncGenerator<T> {
  for (let page = 1; ; page++) {
    const result = await read(page)
    yield* result.docs
    if (!result.hasNextPage) return
  }
}

export function idAssignment(source: Payload, target: Payload, slug: string): IdAssignment {
  if (target.collections[slug as CollectionSlug]?.customIDType) return 'keep'
  if (source.db.defaultIDType === target.db.defaultIDType) return 'keep'
  return target.db.defaultIDType === 'number' ? 'integer' : 'objectId'
}

/** First pass: the target id of every source document, before any write. */
export async function assignIds(
  source: Payload,
  target: Payload,
  collection: SanitizedCollectionConfig,
  ids: IdMap,
): Promise<void> {
  const mode = idAssignment(source, target, collection.slug)
  const docs = byPages((page) =>
    source.db.find<Doc>({
      collection: collection.slug,
      select: { createdAt: true },
      sort: 'id',
      limit: PAGE,
      page,
      pagination: true,
    }),
  )
  for await (const doc of docs) ids.assign(collection.slug, doc.id, mode, doc.createdAt)
}

/**
 * Copies a collection through the adapters: no hooks, no validation, no access control, no password
 * hashing, no dates stamped — the rows as they are, with the target's ids. Returns the documents written.
 */
export async function copyCollection(
  source: Payload,
  target: Payload,
  collection: SanitizedCollectionConfig,
  ids: IdMap,
): Promise<number> {
  let n = 0
  const docs = byPages((page) =>
    source.db.find<Doc>({ collection: collection.slug, sort: 'id', limit: PAGE, page, pagination: true }),
  )
  for await (const doc of docs) {
    const id = ids.target(collection.slug, doc.id)!
    const data = rewriteDocument(collection.flattenedFields, doc, ids, target.config.blocks)
    delete data.id
    // A custom id is a field of its own (the outbox's key); otherwise the adapter takes `customID`.
    if (target.collections[collection.slug]?.customIDType) data.id = id
    await target.db.create({ collection: collection.slug, data, customID: id, returning: false })
    n++
  }
  return n
}

/**
 * Copies a collection's versions (drafts, autosaves, history) with their dates and flags. The adapters
 * mark each new version `latest` and unmark its parent's older ones: written oldest first, the newest
 * of each document ends up `latest`, as in the source. Version ids are the target's own (nothing points
 * at them).
 */
export async function copyVersions(
  source: Payload,
  target: Payload,
  collection: SanitizedCollectionConfig,
  ids: IdMap,
): Promise<number> {
  if (!collection.versions) return 0
  let n = 0
  const versions = byPages(
    (page) =>
      source.db.findVersions<Record<string, unknown>>({
        collection: collection.slug,
        sort: ['updatedAt', 'id'],
        limit: PAGE,
        page,
        pagination: true,
      }) as Promise<PaginatedDocs<Version>>,
  )
  for await (const v of versions) {
    const parent = ids.target(collection.slug, v.parent)
    if (parent === undefined) continue // the version of a deleted document
    const versionData = rewriteDocument(collection.flattenedFields, v.version, ids, target.config.blocks)
    delete versionData.id
    await target.db.createVersion({
      collectionSlug: collection.slug,
      parent,
      versionData,
      autosave: Boolean(v.autosave),
      createdAt: v.createdAt,
      updatedAt: v.updatedAt,
      ...(v.publishedLocale ? { publishedLocale: v.publishedLocale } : {}),
      ...(v.snapshot ? { snapshot: v.snapshot } : {}),
      returning: false,
    })
    n++
  }
  return n
}

/** A global's document and its versions; returns [documents, versions] written. */
export async function copyGlobal(
  source: Payload,
  target: Payload,
  global: SanitizedGlobalConfig,
  ids: IdMap,
): Promise<[number, number]> {
  const doc = (await source.db.findGlobal({ slug: global.slug })) as Record<string, unknown> | null
  let documents = 0
  if (exists(doc)) {
    const data = rewriteDocument(global.flattenedFields, doc, ids, target.config.blocks)
    delete data.id
    delete data.globalType
    const { createdAt, updatedAt } = data
    await target.db.createGlobal({ slug: global.slug, data, returning: false })
    // SQLite's adapter stamps a global's createdAt on creation (in `data` too): the source's put back.
    if (createdAt)
      await target.db.updateGlobal({ slug: global.slug, data: { createdAt, updatedAt }, returning: false })
    documents = 1
  }
  let versions = 0
  if (global.versions) {
    const globalVersions = byPages(
      (page) =>
        source.db.findGlobalVersions<Record<string, unknown>>({
          global: global.slug,
          sort: ['updatedAt', 'id'],
          limit: PAGE,
          page,
          pagination: true,
        }) as Promise<PaginatedDocs<Version>>,
    )
    for await (const v of globalVersions) {
      const versionData = rewriteDocument(global.flattenedFields, v.version, ids, target.config.blocks)
      delete versionData.id
      await target.db.createGlobalVersion({
        globalSlug: global.slug,
        versionData,
        autosave: Boolean(v.autosave),
        createdAt: v.createdAt,
        updatedAt: v.updatedAt,
        ...(v.publishedLocale ? { publishedLocale: v.publishedLocale } : {}),
        ...(v.snapshot ? { snapshot: v.snapshot } : {}),
        returning: false,
      })
      versions++
    }
  }
  return [documents, versions]
}

/** A global never saved reads as nothing, or as its bare type on some adapters. */
export const exists = (doc: Record<string, unknown> | null | undefined): doc is Record<string, unknown> =>
  Boolean(doc) && Object.keys(doc!).some((k) => !['id', 'globalType'].includes(k))
