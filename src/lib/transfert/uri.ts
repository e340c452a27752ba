import path from 'node:path'

import { isMongoUri, sqliteUrl } from '../infra/database'

/** A database named by a DATABASE_URI: the embedded SQLite file or a MongoDB database. */
export type Database =
  { engine: 'sqlite'; uri: string; file: string } | { engine: 'mongodb'; uri: string; name: string }

/** A wrong argument of the command (exit code 2), as opposed to a failure while copying. */
export class ArgumentError extends Error {}

/** `file:…`, a plain path (as DATABASE_URI accepts) or `mongodb://…`; any other scheme is refused
 *  rather than read as a file name. */
export function parseDatabaseUri(uri: string): Database {
  const raw = uri.trim()
  if (!raw) throw new ArgumentError('URI de base vide.')
  const mongo: boolean = isMongoUri(raw)
  if (mongo) {
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      throw new ArgumentError(`URI MongoDB illisible : ${maskUri(raw)}.`)
    }
    const name = decodeURIComponent(url.pathname.replace(/^\//, ''))
    // Without a database name the driver writes to `test`: too easy to copy a shop there unnoticed.
    if (!name) throw new ArgumentError(`URI MongoDB sans nom de base : ${maskUri(raw)}.`)
    return { engine: 'mongodb', uri: raw, name }
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) && !raw.startsWith('file:'))
    throw new ArgumentError(
      `URI non prise en charge : ${maskUri(raw)} (attendu : mongodb://… ou un fichier SQLite, file:… ou un chemin).`,
    )
  const url = sqliteUrl(raw.startsWith('file:') ? raw : path.resolve(raw))
  const file = path.resolve(url.replace(/^file:(\/\/)?/, '').replace(/\?.*$/, ''))
  return { engine: 'sqlite', uri: `file:${file}`, file }
}

/** Two URIs naming the same database (the same file, or the same MongoDB host and database). */
export function isSameDatabase(a: Database, b: Database): boolean {
  if (a.engine === 'sqlite' && b.engine === 'sqlite') return a.file === b.file
  if (a.engine === 'mongodb' && b.engine === 'mongodb') {
    return new URL(a.uri).host === new URL(b.uri).host && a.name === b.name
  }
  return false
}

/** A MongoDB URI without its credentials and options (passwords, TLS key passphrases). */
export function maskUri(uri: string): string {
  return uri.replace(/\/\/[^/@\s]*@/, '//***@').replace(/\?.*$/, '')
}

/** How a database is named in the output: never a password. */
export function describeDatabase(database: Database): string {
  if (database.engine === 'mongodb') return `MongoDB ${maskUri(database.uri)}`
  const relative = path.relative(process.cwd(), database.file)
  return `SQLite ${relative && !relative.startsWith('..') ? relative : database.file}`
}

/** An error's message without what must never be printed: credentials in URIs, e-mail addresses
 *  (a duplicate-key error quotes the value). */
export function maskMessage(message: string): string {
  return message
    .replace(/(mongodb(?:\+srv)?:\/\/)[^\s/@]*@/g, '$1***@')
    .replace(/[^\s"'@<>()]+@[^\s"'@<>()]+\.[a-z]{2,}/gi, '***@***')
}
