import type {
  CollectionSlug,
  Payload,
  PaginatedDocs,
  SanitizedCollectionConfig,
  SanitizedGlobalConfig,
} from 'payload'

import type { Attribution, Identifiants } from './identifiants'
import { reecrireDocument } from './references'

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

/** Every document `lire` returns, page after page, in a stable order (by id). */
async function* parPages<T>(lire: (page: number) => Promise<PaginatedDocs<T>>): AsyncGenerator<T> {
  for (let page = 1; ; page++) {
    const resultat = await lire(page)
    yield* resultat.docs
    if (!resultat.hasNextPage) return
  }
}

export function attribution(source: Payload, cible: Payload, slug: string): Attribution {
  if (cible.collections[slug as CollectionSlug]?.customIDType) return 'garder'
  if (source.db.defaultIDType === cible.db.defaultIDType) return 'garder'
  return cible.db.defaultIDType === 'number' ? 'entier' : 'objectId'
}

/** First pass: the target id of every source document, before any write. */
export async function attribuerIdentifiants(
  source: Payload,
  cible: Payload,
  collection: SanitizedCollectionConfig,
  ids: Identifiants,
): Promise<void> {
  const mode = attribution(source, cible, collection.slug)
  const docs = parPages((page) =>
    source.db.find<Doc>({
      collection: collection.slug,
      select: { createdAt: true },
      sort: 'id',
      limit: PAGE,
      page,
      pagination: true,
    }),
  )
  for await (const doc of docs) ids.attribuer(collection.slug, doc.id, mode, doc.createdAt)
}

/**
 * Copies a collection through the adapters: no hooks, no validation, no access control, no password
 * hashing, no dates stamped — the rows as they are, with the target's ids. Returns the documents written.
 */
export async function copierCollection(
  source: Payload,
  cible: Payload,
  collection: SanitizedCollectionConfig,
  ids: Identifiants,
): Promise<number> {
  let n = 0
  const docs = parPages((page) =>
    source.db.find<Doc>({ collection: collection.slug, sort: 'id', limit: PAGE, page, pagination: true }),
  )
  for await (const doc of docs) {
    const id = ids.cible(collection.slug, doc.id)!
    const data = reecrireDocument(collection.flattenedFields, doc, ids, cible.config.blocks)
    delete data.id
    // A custom id is a field of its own (the outbox's key); otherwise the adapter takes `customID`.
    if (cible.collections[collection.slug]?.customIDType) data.id = id
    await cible.db.create({ collection: collection.slug, data, customID: id, returning: false })
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
export async function copierVersions(
  source: Payload,
  cible: Payload,
  collection: SanitizedCollectionConfig,
  ids: Identifiants,
): Promise<number> {
  if (!collection.versions) return 0
  let n = 0
  const versions = parPages(
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
    const parent = ids.cible(collection.slug, v.parent)
    if (parent === undefined) continue // the version of a deleted document
    const versionData = reecrireDocument(collection.flattenedFields, v.version, ids, cible.config.blocks)
    delete versionData.id
    await cible.db.createVersion({
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
export async function copierGlobal(
  source: Payload,
  cible: Payload,
  global: SanitizedGlobalConfig,
  ids: Identifiants,
): Promise<[number, number]> {
  const doc = (await source.db.findGlobal({ slug: global.slug })) as Record<string, unknown> | null
  let documents = 0
  if (existe(doc)) {
    const data = reecrireDocument(global.flattenedFields, doc, ids, cible.config.blocks)
    delete data.id
    delete data.globalType
    const { createdAt, updatedAt } = data
    await cible.db.createGlobal({ slug: global.slug, data, returning: false })
    // SQLite's adapter stamps a global's createdAt on creation (in `data` too): the source's put back.
    if (createdAt)
      await cible.db.updateGlobal({ slug: global.slug, data: { createdAt, updatedAt }, returning: false })
    documents = 1
  }
  let versions = 0
  if (global.versions) {
    const liste = parPages(
      (page) =>
        source.db.findGlobalVersions<Record<string, unknown>>({
          global: global.slug,
          sort: ['updatedAt', 'id'],
          limit: PAGE,
          page,
          pagination: true,
        }) as Promise<PaginatedDocs<Version>>,
    )
    for await (const v of liste) {
      const versionData = reecrireDocument(global.flattenedFields, v.version, ids, cible.config.blocks)
      delete versionData.id
      await cible.db.createGlobalVersion({
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
export const existe = (doc: Record<string, unknown> | null | undefined): doc is Record<string, unknown> =>
  Boolean(doc) && Object.keys(doc!).some((k) => !['id', 'globalType'].includes(k))
