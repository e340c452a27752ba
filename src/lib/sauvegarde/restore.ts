import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { SanitizedConfig } from 'payload'

import { describeContents, describeDatabase } from '../transfert'
import { readArchive } from './archive'
import { databaseContents, restoreDatabase } from './database'
import { BackupError, type Manifest } from './format'
import { configuredPlaces, nonEmptyPlaces, restoreFiles, type Places } from './places'

/** The target holds data and --force was not given: nothing has been written. */
export class TargetNotEmptyError extends BackupError {}

export type RestoreOptions = {
  from: string
  force?: boolean
  passphrase?: string
  places?: Places
  log?: (line: string) => void
  logLevel?: 'silent' | 'info'
}

export type RestoreReport = {
  manifest: Manifest
  counts: Record<string, number>
  files: Record<string, number>
  /** Collections whose count differs from the manifest's (an incomplete restore). */
  mismatches: string[]
}

/** Not compared: editing locks are never saved, migrations are each database's own. */
const UNCOMPARED = new Set(['payload-locked-documents', 'payload-migrations'])

/**
 * Restores an archive: the whole archive is read and checked first (passphrase, format, every sha256),
 * then the targets (database, media and private folders or buckets) are looked at; only then is anything
 * written. A non-empty target is refused without `force`; with it the database is replaced and the
 * archive's files written over the folders' (files the archive lacks are left where they are).
 */
export async function restoreBackup(
  config: SanitizedConfig,
  options: RestoreOptions,
): Promise<RestoreReport> {
  const { force = false, log = () => {}, logLevel = 'silent' } = options
  const places = options.places ?? configuredPlaces()
  const staging = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'mc-restauration-'))
  try {
    const manifest = await readArchive(path.resolve(options.from), staging, options.passphrase)
    log(
      `Archive vérifiée : ${manifest.files.length} fichiers, base ${manifest.database.engine}, du ${manifest.createdAt} (version ${manifest.app.version}, installation ${manifest.database.installation ?? 'inconnue'}).`,
    )
    const { target, contents } = await databaseContents(config, manifest, places.databaseUri)
    const filled = await nonEmptyPlaces(places)
    if ((contents.length || filled.length) && !force) {
      const what = [
        ...(contents.length ? [`la base (${describeContents(contents)})`] : []),
        ...filled.map((p) => `le dossier ${p}`),
      ]
      throw new TargetNotEmptyError(
        `Restauration refusée : ${what.join(', ')} n’est pas vide. Rien n’a été écrit. Relancez avec --force pour remplacer la base et écrire les fichiers de l’archive par-dessus.`,
      )
    }
    const counts = await restoreDatabase(config, manifest, staging, target, logLevel)
    log(`Base restaurée : ${describeDatabase(target)}.`)
    const files = await restoreFiles(staging, manifest, places)
    log(
      `Fichiers restaurés : ${files.media ?? 0} média(s) dans ${places.s3 ? `s3://${places.s3.publicBucket}` : places.mediaDir}, ${(files.private ?? 0) + (files['private-bucket'] ?? 0)} fichier(s) privé(s) (factures, avoirs, téléchargements).`,
    )
    const sameEngine = manifest.database.engine === target.engine
    const mismatches = Object.entries(manifest.counts)
      .filter(([name, n]) => sameEngine && !UNCOMPARED.has(name) && counts[name] !== n)
      .map(([name]) => name)
    for (const [name, n] of Object.entries(counts))
      if (!UNCOMPARED.has(name) && n > 0)
        log(
          `  ${name} : ${n}${mismatches.includes(name) ? ` ≠ ${manifest.counts[name]} dans l’archive` : ''}`,
        )
    return { manifest, counts, files, mismatches }
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true })
  }
}
