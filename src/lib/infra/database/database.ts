import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { migrations } from '../../../migrations'

export const isMongoUri = (uri: string | undefined): uri is string =>
  typeof uri === 'string' && /^mongodb(\+srv)?:\/\//.test(uri)

/** The committed migrations are the schema of `npm start` and `npm run seed`; `next dev` and the test
 *  suites push the schema of the config instead (Payload's dev workflow), on files of their own. */
export const schemaPush = (env = process.env.NODE_ENV): boolean =>
  env === 'test' || env === 'development' || process.env.PAYLOAD_DB_PUSH === '1'

/** Default embedded database files, created on first start. A pushed (dev) schema never touches the
 *  migrated one: Payload refuses to migrate a database it has pushed to. */
export const DEFAULT_SQLITE_FILE = 'data/mots-couleurs.db'
export const DEV_SQLITE_FILE = 'data/mots-couleurs-dev.db'

export function sqliteUrl(uri = process.env.DATABASE_URI): string {
  if (uri && uri.startsWith('file:')) return uri
  const fallback = process.env.NODE_ENV === 'development' ? DEV_SQLITE_FILE : DEFAULT_SQLITE_FILE
  return `file:${path.resolve(process.cwd(), uri || fallback)}`
}

/** MongoDB when DATABASE_URI is a mongodb URI (the production engine), else the embedded SQLite file. */
export function databaseAdapter(uri = process.env.DATABASE_URI): DatabaseAdapterObj {
  if (isMongoUri(uri)) {
    // MONGO_COMPAT=1 switches off the features the test-only MongoDB-compatible server lacks
    // (docs/SPECIFICATION.md §14).
    const compat = process.env.MONGO_COMPAT === '1'
    return mongooseAdapter({
      url: uri,
      ...(compat
        ? {
            connectOptions: { autoCreate: false, serverMonitoringMode: 'poll' },
            useJoinAggregations: false,
            usePipelineInSortLookup: false,
          }
        : {}),
    })
  }
  return sqliteAdapter({
    client: { url: sqliteUrl(uri) },
    migrationDir: path.resolve(process.cwd(), 'src/migrations'),
    prodMigrations: migrations,
    push: schemaPush(),
    wal: true,
    busyTimeout: 5000,
  })
}
