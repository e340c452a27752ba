import fs from 'node:fs'
import path from 'node:path'

// The client of @payloadcms/db-sqlite (a dependency of it), to read the database before Payload opens it.
import { createClient } from '@libsql/client'
import type { Migration, Payload } from 'payload'

import { migrations } from '../../../migrations'
import { isMongoUri, schemaPush, sqliteUrl } from './database'

/** Applies the committed SQLite migrations (a no-op when already applied). MongoDB needs
 *  none; pushed dev and test databases must not be migrated. */
export async function migrateSqlite(payload: Payload): Promise<void> {
  if (payload.db.name !== 'sqlite' || schemaPush()) return
  // The imported list, not the folder: scripts run bundled (scripts/run-ts.mjs) and cannot import .ts files.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}

/** Refreshes SQLite's planner statistics (ANALYZE: 0.13 s on 10,000 products). Without them a
 *  facet filter on 10,000 products scans the whole catalogue: 21 ms instead of 3 ms. */
export async function analyzeSqlite(payload: Payload): Promise<void> {
  if (payload.db.name !== 'sqlite') return
  const client = (payload.db as unknown as { client: { execute: (sql: string) => Promise<unknown> } }).client
  await client.execute('ANALYZE')
}

/** Payload's mark of a schema pushed by `next dev` in `payload_migrations` (its `batch`). */
const DEV_PUSH_BATCH = -1

/**
 * Why the SQLite database of `npm start` cannot take the committed migrations, in one French line; null
 * when it can (or for MongoDB and the pushed dev and test databases). Payload runs every migration whose
 * name `payload_migrations` does not list: after `npm run migrate:reset`, the new initial migration
 * re-created the existing tables and Payload exited with a 57-line stack (`table … already exists`).
 * Read before Payload connects, since it migrates while connecting when NODE_ENV=production.
 */
export async function schemaSqliteIncompatible(uri = process.env.DATABASE_URI): Promise<string | null> {
  if (isMongoUri(uri) || schemaPush()) return null
  const file = path.resolve(
    sqliteUrl(uri)
      .replace(/^file:/, '')
      .replace(/\?.*$/, ''),
  )
  if (!fs.existsSync(file)) return null
  const client = createClient({ url: `file:${file}` })
  let rows: { name: string; batch: number }[]
  try {
    const table = await client.execute(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'",
    )
    if (table.rows.length === 0) return null
    const result = await client.execute('SELECT name, batch FROM payload_migrations')
    rows = result.rows.map((row) => ({ name: String(row.name), batch: Number(row.batch) }))
  } finally {
    client.close()
  }
  const relative = path.relative(process.cwd(), file)
  const shownName = relative.startsWith('..') || path.isAbsolute(relative) ? file : relative
  const reset = `lancez \`npm run db:reset\` puis \`npm start\` pour la recréer avec le catalogue de démonstration (ses données seront perdues)`
  if (rows.some((row) => row.batch === DEV_PUSH_BATCH)) {
    return `La base locale ${shownName} a été créée par \`npm run dev\` (schéma poussé, sans migrations) et ne peut pas être migrée : ${reset}, ou choisissez une autre base avec DATABASE_URI.`
  }
  const known = new Set(migrations.map((m) => m.name))
  const unknown = rows.map((row) => row.name).filter((name) => !known.has(name))
  if (unknown.length === 0) return null
  const s = unknown.length > 1 ? 's' : ''
  return `La base locale ${shownName} a été créée avec un autre schéma (migration${s} ${unknown.join(', ')}, absente${s} de src/migrations) : ${reset}, ou restaurez ${s ? 'ces migrations' : 'cette migration'} et ajoutez la vôtre avec \`npm run migrate:create\`.`
}
