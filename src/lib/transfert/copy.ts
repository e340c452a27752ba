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

/** Whose versions to copy: a collection's (each tied to its document) or a global's. */
export type VersionOwner = { collection: SanitizedCollectionConfig } | { global: SanitizedGlobalConfig }

/**
 * Copies the versions (drafts, autosaves, history) of a collection or a global with their dates and
 * flags. The adapters mark each new version `latest` and unmark its parent's older ones: written oldest
 * first, the newest of each document ends up `latest`, as in the source. Version ids are the target's
 * own (nothing points at them).
 */
export async function copyVersions(
  source: Payload,
  target: Payload,
  owner: VersionOwner,
  ids: IdMap,
): Promise<number> {
  const config = 'collection' in owner ? owner.collection : owner.global
  if (!config.versions) return 0
  const query = { sort: ['updatedAt', 'id'], limit: PAGE, pagination: true as const }
  const read = (page: number) =>
    'collection' in owner
      ? source.db.findVersions({ collection: owner.collection.slug, page, ...query })
      : source.db.findGlobalVersions({ global: owner.global.slug, page, ...query })
  const versions = byPages((page) => read(page) as Promise<PaginatedDocs<Version>>)
  let n = 0
  for await (const v of versions) {
    const versionData = rewriteDocument(config.flattenedFields, v.version, ids, target.config.blocks)
    delete versionData.id
    const written = {
      versionData,
      autosave: Boolean(v.autosave),
      createdAt: v.createdAt,
      updatedAt: v.updatedAt,
      ...(v.publishedLocale ? { publishedLocale: v.publishedLocale } : {}),
      ...(v.snapshot ? { snapshot: v.snapshot } : {}),
      returning: false,
    }
    if ('collection' in owner) {
      const parent = ids.target(owner.collection.slug, v.parent)
      if (parent === undefined) continue // the version of a deleted document
      await target.db.createVersion({ collectionSlug: owner.collection.slug, parent, ...written })
    } else await target.db.createGlobalVersion({ globalSlug: owner.global.slug, ...written })
    n++
  }
  return n
}

/** A global's document; returns the documents written (0 when it was never saved). */
export async function copyGlobal(
  source: Payload,
  target: Payload,
  global: SanitizedGlobalConfig,
  ids: IdMap,
): Promise<number> {
  const doc = (await source.db.findGlobal({ slug: global.slug })) as Record<string, unknown> | null
  if (!exists(doc)) return 0
  const data = rewriteDocument(global.flattenedFields, doc, ids, target.config.blocks)
  delete data.id
  delete data.globalType
  const { createdAt, updatedAt } = data
  await target.db.createGlobal({ slug: global.slug, data, returning: false })
  // SQLite's adapter stamps a global's createdAt on creation (in `data` too): the source's put back.
  if (createdAt)
    await target.db.updateGlobal({ slug: global.slug, data: { createdAt, updatedAt }, returning: false })
  return 1
}

/** A global never saved reads as nothing, or as its bare type on some adapters. */
export const exists = (doc: Record<string, unknown> | null | undefined): doc is Record<string, unknown> =>
  Boolean(doc) && Object.keys(doc!).some((k) => !['id', 'globalType'].includes(k))
