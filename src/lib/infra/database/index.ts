// The door of infra/database: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { databaseAdapter, isMongoUri, schemaPush, sqliteUrl } from './database'
export { installationId } from './installation'
export { analyzeSqlite, migrateSqlite, schemaSqliteIncompatible } from './migrate'
