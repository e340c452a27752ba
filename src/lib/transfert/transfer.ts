import fs from 'node:fs'

import type { Payload, SanitizedConfig } from 'payload'

import { reconstruireIndexRecherche } from '../catalogue'
import { countAll, countTable, mismatches, type CountRow } from './counts'
import { assignIds, copyCollection, copyGlobal, copyVersions } from './copy'
import { IdMap } from './ids'
import { closeDatabase, openDatabase } from './instance'
import { collectionsToCopy } from './order'
import {
  describeContents,
  emptyMongo,
  mongoContents,
  removeSqlite,
  sqliteContents,
  type Contents,
} from './target'
import { ArgumentError, describeDatabase, isSameDatabase, parseDatabaseUri } from './uri'

export { ArgumentError } from './uri'

/** The target holds documents and --force was not given: nothing has been written. */
export class TargetNotEmptyError extends Error {}

export type TransferOptions = {
  from: string
  to: string
  /** Empties a non-empty target before the copy. */
  force?: boolean
  log?: (line: string) => void
  logLevel?: 'silent' | 'info'
}

export type TransferReport = { rows: CountRow[]; mismatches: CountRow[]; orphans: number; seconds: number }

/**
 * Copies a whole shop from one database to another (SQLite ↔ MongoDB, or between two of the same
 * engine): every collection, version, global, preference; users keep their password hashes. The
 * source is only read. Media files stay on disk: the upload documents keep their file names.
 */
export async function transfer(config: SanitizedConfig, options: TransferOptions): Promise<TransferReport> {
  const { force = false, log = () => {}, logLevel = 'silent' } = options
  const start = Date.now()
  const from = parseDatabaseUri(options.from)
  const to = parseDatabaseUri(options.to)
  if (isSameDatabase(from, to)) throw new ArgumentError('La source et la cible sont la même base.')
  if (from.engine === 'sqlite' && !fs.existsSync(from.file))
    throw new ArgumentError(`Base source introuvable : ${describeDatabase(from)}.`)
  log(`Source : ${describeDatabase(from)}`)
  log(`Cible  : ${describeDatabase(to)}`)

  let source: Payload | undefined
  let target: Payload | undefined
  try {
    source = await openDatabase(config, from, { logLevel })

    // The target is looked at before anything is written to it.
    const refusal = (contents: Contents) =>
      new TargetNotEmptyError(
        `La base cible n’est pas vide (${describeContents(contents)}) : rien n’a été écrit. Relancez avec --force pour la vider avant la copie (tout son contenu sera supprimé).`,
      )
    const logEmptied = (contents: Contents) =>
      log(
        `--force : la cible n’était pas vide (${describeContents(contents)}), elle a été vidée avant la copie.`,
      )
    if (to.engine === 'sqlite') {
      const contents = await sqliteContents(to.file)
      if (contents.length && !force) throw refusal(contents)
      // A new file, built by the committed migrations as `npm start` would.
      removeSqlite(to.file)
      if (contents.length) logEmptied(contents)
      target = await openDatabase(config, to, { migrate: true, logLevel })
    } else {
      target = await openDatabase(config, to, { logLevel })
      const contents = await mongoContents(target)
      if (contents.length && !force) throw refusal(contents)
      if (contents.length) {
        await emptyMongo(target)
        logEmptied(contents)
      }
    }

    const collections = collectionsToCopy(config)
    const ids = new IdMap()
    for (const c of collections) await assignIds(source, target, c, ids)
    for (const c of collections) {
      const n = await copyCollection(source, target, c, ids)
      const v = await copyVersions(source, target, { collection: c }, ids)
      log(
        `  ${c.slug} : ${n} document${n > 1 ? 's' : ''}${c.versions ? `, ${v} version${v > 1 ? 's' : ''}` : ''}`,
      )
    }
    for (const g of config.globals) {
      const n = await copyGlobal(source, target, g, ids)
      const v = await copyVersions(source, target, { global: g }, ids)
      log(
        `  ${g.slug} (global) : ${n ? 'copié' : 'jamais enregistré'}${g.versions ? `, ${v} version${v > 1 ? 's' : ''}` : ''}`,
      )
    }
    // The search index is derived data, rebuilt on the target's own engine (FTS5 table or collection).
    const indexes = await reconstruireIndexRecherche(target)
    log(
      `Index de recherche reconstruit sur la cible : ${indexes} produit${indexes > 1 ? 's' : ''} publié${indexes > 1 ? 's' : ''}.`,
    )
    if (ids.orphans)
      log(
        `${ids.orphans} référence${ids.orphans > 1 ? 's' : ''} vers des documents supprimés de la source, laissée${ids.orphans > 1 ? 's' : ''} vide${ids.orphans > 1 ? 's' : ''}.`,
      )

    const rows = await countAll(source, target)
    for (const line of countTable(rows)) log(line)
    log(
      'Fichiers des médias : non copiés, ils restent sur le disque (MEDIA_DIR et PRIVATE_MEDIA_DIR) ; les documents copiés gardent leurs noms de fichiers.',
    )
    return { rows, mismatches: mismatches(rows), orphans: ids.orphans, seconds: (Date.now() - start) / 1000 }
  } finally {
    await closeDatabase(target)
    await closeDatabase(source)
  }
}
