import fs from 'node:fs'
import path from 'node:path'

// The client of @payloadcms/db-sqlite: the file is read before Payload opens (and migrates) it.
import { createClient } from '@libsql/client'
import type { Db } from 'mongodb'
import type { Payload } from 'payload'

import { COLLECTION_RECHERCHE } from '../catalogue'

/** What a target holds before the copy: its non-empty tables or collections and their rows. */
export type Contents = { name: string; rows: number }[]

/** Left out: the migrations' bookkeeping and the search index (rebuilt), which a new database has too. */
const IGNORED = /^(sqlite_|libsql_|payload_migrations$|payload-migrations$|produits_recherche$|system\.)/

/** The rows of an existing SQLite file, read with its own client: nothing is written, not even the
 *  schema, when the target is refused. */
export async function sqliteContents(file: string): Promise<Contents> {
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return []
  const client = createClient({ url: `file:${file}` })
  try {
    const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    const contents: Contents = []
    for (const row of tables.rows) {
      const name = String(row.name)
      if (IGNORED.test(name)) continue
      const { rows } = await client.execute(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`)
      const count = Number(rows[0]?.n ?? 0)
      if (count > 0) contents.push({ name, rows: count })
    }
    return contents
  } finally {
    client.close()
  }
}

/** A SQLite target is re-created: the file and its WAL companions go, the migrations build it again. */
export function removeSqlite(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true })
  fs.mkdirSync(path.dirname(file), { recursive: true })
}

export type Model = {
  collection: { collectionName: string }
  countDocuments(filter: object): Promise<number>
  deleteMany(filter: object): Promise<unknown>
}

/** The target's MongoDB collections: Payload's models (documents, versions, globals) and the search
 *  index. Named from the config rather than listed: the test server has no listCollections. */
export function mongoModels(payload: Payload): Model[] {
  const db = payload.db as unknown as {
    collections?: Record<string, Model>
    versions?: Record<string, Model>
    globals?: Model
    connection?: { db?: Db }
  }
  const models = [...Object.values(db.collections ?? {}), ...Object.values(db.versions ?? {})]
  if (db.globals) models.push(db.globals)
  const recherche = db.connection?.db?.collection(COLLECTION_RECHERCHE)
  if (recherche)
    models.push({
      collection: { collectionName: COLLECTION_RECHERCHE },
      countDocuments: (f) => recherche.countDocuments(f),
      deleteMany: (f) => recherche.deleteMany(f),
    })
  return models
}

export async function mongoContents(payload: Payload): Promise<Contents> {
  const contents: Contents = []
  for (const model of mongoModels(payload)) {
    const name = model.collection.collectionName
    if (IGNORED.test(name)) continue
    const rows = await model.countDocuments({})
    if (rows > 0) contents.push({ name, rows })
  }
  return contents.sort((a, b) => a.name.localeCompare(b.name))
}

/** Every document deleted, indexes kept (the test server has no dropDatabase). */
export async function emptyMongo(payload: Payload): Promise<void> {
  for (const model of mongoModels(payload)) await model.deleteMany({})
}

export const describeContents = (contents: Contents): string =>
  contents.map((c) => `${c.name} : ${c.rows}`).join(', ')
