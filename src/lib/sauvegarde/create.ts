import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload, SanitizedConfig } from 'payload'

import { storageConfig } from '../infra/storage'
import { type ArchiveEntry, writeArchive } from './archive'
import { snapshotDatabase } from './database'
import { BackupError, FORMAT, FORMAT_VERSION, type Summary } from './format'
import { configuredPlaces, fileEntries, type Places } from './places'

/** Where archives go by default, and where the admin lists them (BACKUP_DIR overrides it). */
export const DEFAULT_BACKUP_DIR = 'data/sauvegardes'
export const backupDir = (env: NodeJS.ProcessEnv = process.env): string =>
  path.resolve(env.BACKUP_DIR?.trim() || DEFAULT_BACKUP_DIR)

/** The passphrase that encrypts archives, when one is set. */
export const backupPassphrase = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.BACKUP_PASSPHRASE || undefined

export type BackupOptions = {
  /** A folder, or `s3://bucket/prefix`; the default folder otherwise. */
  to?: string
  passphrase?: string
  places?: Places
  /** The server's own Payload (MongoDB is read through its connection). */
  payload?: Payload
  now?: Date
}

export type BackupResult = { archive: string; summary: Summary; seconds: number }

/** `sauvegarde-2026-11-27T03-00-00-000Z.tar.gz`: sorted by name is sorted by date. */
export const archiveName = (date: Date, encrypted: boolean): string =>
  `sauvegarde-${date.toISOString().replace(/[:.]/g, '-')}.tar.gz${encrypted ? '.age' : ''}`

export const ARCHIVE_NAME = /^sauvegarde-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)\.tar\.gz(\.age)?$/

function appVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { version: string }).version
  } catch {
    return 'inconnue'
  }
}

function parseS3(to: string): { bucket: string; prefix: string } | null {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(to)
  if (!match) return null
  return { bucket: match[1], prefix: match[2].replace(/\/?$/, match[2] ? '/' : '') }
}

/** The S3 client for an archive destination: the shop's S3 settings (S3_ENDPOINT, keys, region). */
function destinationClient(): S3Client {
  const s3 = storageConfig()
  if (!s3)
    throw new BackupError(
      'Une destination s3:// demande les réglages S3 de la boutique (S3_BUCKET, S3_PRIVATE_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_ENDPOINT).',
    )
  // No checksum trailer on the streamed upload: several S3-compatible servers store it inside the object.
  return new S3Client({ ...s3.client, requestChecksumCalculation: 'WHEN_REQUIRED' })
}

/**
 * One archive of the whole shop: a consistent snapshot of the database, the private files (invoices,
 * credit notes, print files) and the media, with a manifest (app version, last migration, installation,
 * counts, sha256 of every file); encrypted with age when a passphrase is given. A summary is written
 * beside it (`<archive>.json`) for the admin's list.
 */
export async function createBackup(
  config: SanitizedConfig,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const start = Date.now()
  const places = options.places ?? configuredPlaces()
  const passphrase = options.passphrase
  const now = options.now ?? new Date()
  const s3 = options.to ? parseS3(options.to) : null
  const client = s3 ? destinationClient() : null
  const staging = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'mc-sauvegarde-'))
  try {
    const snapshot = await snapshotDatabase(config, places.databaseUri, staging, options.payload)
    const name = archiveName(now, Boolean(passphrase))
    const dir = s3 ? staging : path.resolve(options.to || backupDir())
    const file = path.join(dir, name)
    async function* entries(): AsyncGenerator<ArchiveEntry> {
      yield* snapshot.entries
      yield* fileEntries(places)
    }
    const manifest = await writeArchive(
      file,
      entries(),
      (files) => ({
        format: FORMAT,
        version: FORMAT_VERSION,
        createdAt: now.toISOString(),
        app: { version: appVersion() },
        database: {
          engine: snapshot.engine,
          lastMigration: snapshot.lastMigration,
          installation: snapshot.installation,
        },
        counts: snapshot.counts,
        files,
      }),
      passphrase,
    )
    const summary: Summary = {
      archive: name,
      createdAt: manifest.createdAt,
      size: (await fs.promises.stat(file)).size,
      encrypted: Boolean(passphrase),
      installation: manifest.database.installation,
      counts: manifest.counts,
      files: manifest.files.filter((f) => f.path.startsWith('files/')).length,
    }
    const summaryText = JSON.stringify(summary, null, 2)
    if (s3 && client) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: `${s3.prefix}${name}`,
          Body: fs.createReadStream(file),
          ContentLength: summary.size,
        }),
      )
      await client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: `${s3.prefix}${name}.json`, Body: summaryText }),
      )
      return {
        archive: `s3://${s3.bucket}/${s3.prefix}${name}`,
        summary,
        seconds: (Date.now() - start) / 1000,
      }
    }
    await fs.promises.writeFile(`${file}.json`, summaryText, { mode: 0o600 })
    return { archive: file, summary, seconds: (Date.now() - start) / 1000 }
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true })
  }
}
