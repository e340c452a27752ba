// The door of transfert: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { parseArguments, USAGE } from './arguments'
export { closeDatabase, openDatabase } from './instance'
export { ArgumentError, TargetNotEmptyError, transfer } from './transfer'
export {
  describeContents,
  emptyMongo,
  mongoContents,
  mongoModels,
  removeSqlite,
  sqliteContents,
} from './target'
export type { Contents } from './target'
export { describeDatabase, maskMessage, parseDatabaseUri } from './uri'
export type { Database } from './uri'
