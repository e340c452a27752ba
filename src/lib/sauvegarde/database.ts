import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

import { createClient } from '@libsql/client'
import { BSON, type ClientSession, type Db, type MongoClient } from 'mongodb'
import type { Payload, SanitizedConfig } from 'payload'

import { schemaPush } from '../infra/database'
import { reconstruireIndexRecherche } from '../catalogue'
import {
  closeDatabase,
  type Contents,
  type Database,
  emptyMongo,
  mongoContents,
  mongoModels,
  openDatabase,
  parseDatabaseUri,
  removeSqlite,
  sqliteContents,
  transfer,
} from '../transfert'
import type { ArchiveEntry } from './archive'
import { BackupError, DATABASE_DIR, SQLITE_ENTRY, type Manifest } from './format'

export type DatabaseSnapshot = {
  engine: 'sqlite' | 'mongodb'
  entries: ArchiveEntry[]
  counts: Record<string, number>
  installation: string | null
  lastMigration: string | null
}

/** Documents of every collection and their versions, keyed `slug` and `slug (versions)`. */
export async function countCollections(payload: Payload): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const c of payload.config.collections) {
    if (c.slug === 'payload-locked-documents') continue
    counts[c.slug] = (await payload.db.count({ collection: c.slug })).totalDocs
    if (c.versions)
      counts[`${c.slug} (versions)`] = (await payload.db.countVersions({ collection: c.slug })).totalDocs
  }
  return counts
}

async function identity(payload: Payload): Promise<Pick<DatabaseSnapshot, 'installation' | 'lastMigration'>> {
  const installation = (await payload.db.findGlobal({ slug: 'installation' })) as {
    identifiant?: string
  } | null
  const { docs } = await payload.db.find<{ name: string }>({
    collection: 'payload-migrations',
    sort: '-createdAt',
    limit: 1,
    pagination: false,
  })
  return { installation: installation?.identifiant ?? null, lastMigration: docs[0]?.name ?? null }
}

/**
 * A consistent copy of the database, taken while the shop serves. SQLite: `VACUUM INTO` on a connection
 * of its own — one read transaction, so one point in time, while WAL lets the servers write meanwhile.
 * MongoDB: every collection of Payload's models (documents, versions, globals, migrations) read through
 * the driver into Extended JSON lines, ids and types kept, all at one instant through a snapshot session
 * where the server offers one (MongoDB 5.0+ as a replica set), else one collection after another
 * (docs/decisions/0110-sauvegardes.md).
 */
export async function snapshotDatabase(
  config: SanitizedConfig,
  databaseUri: string,
  staging: string,
  live?: Payload,
): Promise<DatabaseSnapshot> {
  const database = parseDatabaseUri(databaseUri)
  if (database.engine === 'sqlite') {
    if (!fs.existsSync(database.file)) throw new BackupError(`Base introuvable : ${database.file}.`)
    const file = path.join(staging, SQLITE_ENTRY)
    await fs.promises.mkdir(path.dirname(file), { recursive: true })
    const client = createClient({ url: `file:${database.file}` })
    try {
      await client.execute('PRAGMA busy_timeout = 5000')
      await client.execute({ sql: 'VACUUM INTO ?', args: [file] })
    } finally {
      client.close()
    }
    const copy = await openDatabase(config, { engine: 'sqlite', uri: `file:${file}`, file })
    try {
      const counts = await countCollections(copy)
      return { engine: 'sqlite', entries: [{ path: SQLITE_ENTRY, file }], counts, ...(await identity(copy)) }
    } finally {
      await closeDatabase(copy)
      for (const suffix of ['-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true })
    }
  }
  const payload = live ?? (await openDatabase(config, database))
  const connection = (payload.db as unknown as { connection: { db: Db; getClient: () => MongoClient } })
    .connection
  const db = connection.db
  const session = await snapshotSession(connection.getClient(), db)
  try {
    type Models = Record<string, { collection: { collectionName: string } }>
    const adapter = payload.db as unknown as { collections: Models; versions?: Models }
    // Counted from what is archived, versions included: the manifest's counts are of the same instant.
    const slugs = new Map([
      ...Object.entries(adapter.collections).map(([slug, m]) => [m.collection.collectionName, slug] as const),
      ...Object.entries(adapter.versions ?? {})
        .filter(([slug]) => payload.config.collections.some((c) => c.slug === slug && c.versions))
        .map(([slug, m]) => [m.collection.collectionName, `${slug} (versions)`] as const),
    ])
    const entries: ArchiveEntry[] = []
    const counts: Record<string, number> = {}
    for (const model of mongoModels(payload)) {
      const name = model.collection.collectionName
      if (name === 'payload-locked-documents' || name === 'produits_recherche') continue
      const file = path.join(staging, DATABASE_DIR, `${name}.jsonl`)
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      const out = fs.createWriteStream(file)
      let n = 0
      for await (const doc of db.collection(name).find({}, session ? { session } : {})) {
        if (!out.write(`${BSON.EJSON.stringify(doc, { relaxed: false })}\n`))
          await new Promise<void>((resolve) => out.once('drain', () => resolve()))
        n++
      }
      await new Promise<void>((resolve, reject) =>
        out.end((err?: Error | null) => (err ? reject(err) : resolve())),
      )
      entries.push({ path: `${DATABASE_DIR}/${name}.jsonl`, file })
      const slug = slugs.get(name)
      if (slug) counts[slug] = n
    }
    return { engine: 'mongodb', entries, counts, ...(await identity(payload)) }
  } finally {
    await session?.endSession()
    if (!live) await closeDatabase(payload)
  }
}

/** A session whose reads all see one instant, or null when the server has no snapshot reads (before
 *  MongoDB 5.0, a standalone server, the MongoDB-compatible test server): the first read says. */
async function snapshotSession(client: MongoClient, db: Db): Promise<ClientSession | null> {
  const session = client.startSession({ snapshot: true })
  try {
    await db.collection('payload-migrations').findOne({}, { session })
    return session
  } catch {
    await session.endSession()
    return null
  }
}

/** What the target database holds (nothing written to it, even to look). */
export async function databaseContents(
  config: SanitizedConfig,
  manifest: Manifest,
  databaseUri: string,
): Promise<{ target: Database; contents: Contents }> {
  const target = parseDatabaseUri(databaseUri)
  if (manifest.database.engine === 'mongodb' && target.engine === 'sqlite')
    throw new BackupError(
      'Cette archive vient d’une base MongoDB : restaurez-la dans MongoDB (DATABASE_URI=mongodb://…), puis copiez-la vers SQLite avec npm run db:transfer si besoin.',
    )
  if (target.engine === 'sqlite') return { target, contents: await sqliteContents(target.file) }
  const payload = await openDatabase(config, target)
  try {
    return { target, contents: await mongoContents(payload) }
  } finally {
    await closeDatabase(payload)
  }
}

const BATCH = 500

async function insertLines(db: Db, name: string, file: string): Promise<void> {
  let batch: BSON.Document[] = []
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity })
  for await (const line of lines) {
    if (!line.trim()) continue
    batch.push(BSON.EJSON.parse(line, { relaxed: false }) as BSON.Document)
    if (batch.length === BATCH) {
      await db.collection(name).insertMany(batch, { ordered: true })
      batch = []
    }
  }
  if (batch.length) await db.collection(name).insertMany(batch, { ordered: true })
}

/**
 * Writes the archive's database into the target, emptied first (the caller has checked it was empty or
 * that --force was given), then migrates it as `npm start` would. A SQLite archive restored into MongoDB
 * goes through the database transfer (src/lib/transfert). Returns the counts read back from the target.
 */
export async function restoreDatabase(
  config: SanitizedConfig,
  manifest: Manifest,
  staging: string,
  target: Database,
  logLevel: 'silent' | 'info' = 'silent',
): Promise<Record<string, number>> {
  const snapshot = path.join(staging, SQLITE_ENTRY)
  if (manifest.database.engine === 'sqlite' && target.engine === 'mongodb') {
    await transfer(config, { from: `file:${snapshot}`, to: target.uri, force: true, logLevel })
  } else if (target.engine === 'sqlite') {
    removeSqlite(target.file)
    const partial = `${target.file}.restauration`
    await fs.promises.copyFile(snapshot, partial)
    await fs.promises.rename(partial, target.file)
  }
  const payload = await openDatabase(config, target, {
    migrate: target.engine === 'sqlite' && !schemaPush(),
    logLevel,
  })
  try {
    if (manifest.database.engine === 'mongodb') {
      await emptyMongo(payload)
      const db = (payload.db as unknown as { connection: { db: Db } }).connection.db
      for (const f of manifest.files) {
        const match = new RegExp(`^${DATABASE_DIR}/(.+)\\.jsonl$`).exec(f.path)
        if (match) await insertLines(db, match[1], path.join(staging, f.path))
      }
      await reconstruireIndexRecherche(payload)
    }
    return await countCollections(payload)
  } finally {
    await closeDatabase(payload)
  }
}
