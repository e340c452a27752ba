import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { migrations } from '../migrations'

export const isMongoUri = (uri: string | undefined): uri is string =>
  typeof uri === 'string' && /^mongodb(\+srv)?:\/\//.test(uri)

/** Default embedded database file, created on first start. */
export const DEFAULT_SQLITE_FILE = 'data/mots-couleurs.db'

export function sqliteUrl(uri = process.env.DATABASE_URI): string {
  if (uri && uri.startsWith('file:')) return uri
  return `file:${path.resolve(process.cwd(), uri || DEFAULT_SQLITE_FILE)}`
}

/** MongoDB when DATABASE_URI is a mongodb URI (the production engine), else the embedded SQLite file. */
export function databaseAdapter(uri = process.env.DATABASE_URI): DatabaseAdapterObj {
  if (isMongoUri(uri)) {
    // MONGO_COMPAT=1 switches off the features the test-only MongoDB-compatible server lacks (STACK.md).
    const compat = process.env.MONGO_COMPAT === '1'
    return mongooseAdapter({
      url: uri,
      ...(compat
        ? { connectOptions: { autoCreate: false }, useJoinAggregations: false, usePipelineInSortLookup: false }
        : {}),
    })
  }
  return sqliteAdapter({
    client: { url: sqliteUrl(uri) },
    migrationDir: path.resolve(process.cwd(), 'src/migrations'),
    prodMigrations: migrations,
    wal: true,
    busyTimeout: 5000,
  })
}
