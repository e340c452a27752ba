import path from 'node:path'

import { isMongoUri, sqliteUrl } from '../database'

/** A database named by a DATABASE_URI: the embedded SQLite file or a MongoDB database. */
export type Base =
  { moteur: 'sqlite'; uri: string; fichier: string } | { moteur: 'mongodb'; uri: string; nom: string }

/** A wrong argument of the command (exit code 2), as opposed to a failure while copying. */
export class ErreurArgument extends Error {}

/** `file:…`, a plain path (as DATABASE_URI accepts) or `mongodb://…`; any other scheme is refused
 *  rather than read as a file name. */
export function lireBase(uri: string): Base {
  const brute = uri.trim()
  if (!brute) throw new ErreurArgument('URI de base vide.')
  const mongo: boolean = isMongoUri(brute)
  if (mongo) {
    let url: URL
    try {
      url = new URL(brute)
    } catch {
      throw new ErreurArgument(`URI MongoDB illisible : ${masquerUri(brute)}.`)
    }
    const nom = decodeURIComponent(url.pathname.replace(/^\//, ''))
    // Without a database name the driver writes to `test`: too easy to copy a shop there unnoticed.
    if (!nom) throw new ErreurArgument(`URI MongoDB sans nom de base : ${masquerUri(brute)}.`)
    return { moteur: 'mongodb', uri: brute, nom }
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(brute) && !brute.startsWith('file:'))
    throw new ErreurArgument(
      `URI non prise en charge : ${masquerUri(brute)} (attendu : mongodb://… ou un fichier SQLite, file:… ou un chemin).`,
    )
  const url = sqliteUrl(brute.startsWith('file:') ? brute : path.resolve(brute))
  const fichier = path.resolve(url.replace(/^file:(\/\/)?/, '').replace(/\?.*$/, ''))
  return { moteur: 'sqlite', uri: `file:${fichier}`, fichier }
}

/** Two URIs naming the same database (the same file, or the same MongoDB host and database). */
export function memeBase(a: Base, b: Base): boolean {
  if (a.moteur === 'sqlite' && b.moteur === 'sqlite') return a.fichier === b.fichier
  if (a.moteur === 'mongodb' && b.moteur === 'mongodb') {
    const [ua, ub] = [new URL(a.uri), new URL(b.uri)]
    return ua.host === ub.host && a.nom === b.nom
  }
  return false
}

/** A MongoDB URI without its credentials and options (passwords, TLS key passphrases). */
export function masquerUri(uri: string): string {
  return uri.replace(/\/\/[^/@\s]*@/, '//***@').replace(/\?.*$/, '')
}

/** How a base is named in the output: never a password. */
export function decrireBase(base: Base): string {
  if (base.moteur === 'mongodb') return `MongoDB ${masquerUri(base.uri)}`
  const relatif = path.relative(process.cwd(), base.fichier)
  return `SQLite ${relatif && !relatif.startsWith('..') ? relatif : base.fichier}`
}

/** An error's message without what must never be printed: credentials in URIs, e-mail addresses
 *  (a duplicate-key error quotes the value). */
export function masquerMessage(message: string): string {
  return message
    .replace(/(mongodb(?:\+srv)?:\/\/)[^\s/@]*@/g, '$1***@')
    .replace(/[^\s"'@<>()]+@[^\s"'@<>()]+\.[a-z]{2,}/gi, '***@***')
}
