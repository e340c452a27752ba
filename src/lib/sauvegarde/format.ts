import { z } from 'zod'

/** What identifies an archive of this shop, and the version of its layout. */
export const FORMAT = 'mots-couleurs-sauvegarde'
export const FORMAT_VERSION = 1

/** The manifest, last entry of the archive: written once every file's digest is known. */
export const MANIFEST_ENTRY = 'manifest.json'

/** A failure with a French message for the operator (refusals, unreadable archives). */
export class BackupError extends Error {}

const file = z.object({ path: z.string().min(1), size: z.number().int().min(0), sha256: z.string() })

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  app: z.object({ version: z.string() }),
  database: z.object({
    engine: z.enum(['sqlite', 'mongodb']),
    lastMigration: z.string().nullable(),
    installation: z.string().nullable(),
  }),
  counts: z.record(z.string(), z.number().int().min(0)),
  files: z.array(file),
})

export type Manifest = z.infer<typeof manifestSchema>
export type ManifestFile = z.infer<typeof file>

/** What the list of archives shows without opening them (written beside each archive). */
export type Summary = {
  archive: string
  createdAt: string
  size: number
  encrypted: boolean
  installation: string | null
  counts: Record<string, number>
  files: number
  /** Listed with the summary written at the end of a successful backup (src/lib/sauvegarde/catalog.ts). */
  complete?: boolean
}

/** Entries of the archive: the database under database/, each place's files under files/<place>/. */
export const DATABASE_DIR = 'database'
export const SQLITE_ENTRY = `${DATABASE_DIR}/shop.sqlite`
export const FILES_DIR = 'files'
