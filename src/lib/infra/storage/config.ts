import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { z } from 'zod'

/** Where uploads live: local folders (default) or two S3-compatible buckets, public images and private print files. */
export type ConfigS3 = { publicBucket: string; privateBucket: string; client: S3ClientConfig }

const nonEmpty = (message: string) => z.string({ error: message }).trim().min(1, message)

const schema = z
  .object({
    S3_BUCKET: nonEmpty('S3_BUCKET est vide.'),
    S3_PRIVATE_BUCKET: nonEmpty(
      'S3_PRIVATE_BUCKET est requis avec S3_BUCKET\u00a0: les fichiers d’impression vont dans un bucket privé.',
    ),
    S3_ACCESS_KEY_ID: nonEmpty('S3_ACCESS_KEY_ID est requis avec S3_BUCKET.'),
    S3_SECRET_ACCESS_KEY: nonEmpty('S3_SECRET_ACCESS_KEY est requis avec S3_BUCKET.'),
    S3_REGION: z.string().trim().optional(),
    S3_ENDPOINT: z
      .url({
        protocol: /^https?$/,
        error: 'S3_ENDPOINT doit être une adresse http(s) complète, par exemple https://s3.example.fr.',
      })
      .optional()
      .or(z.literal('')),
    S3_FORCE_PATH_STYLE: z
      .enum(['', 'true', 'false', '1', '0'], {
        error: 'S3_FORCE_PATH_STYLE vaut true ou false.',
      })
      .optional(),
  })
  .refine((e) => e.S3_BUCKET !== e.S3_PRIVATE_BUCKET, {
    error:
      'S3_PRIVATE_BUCKET doit différer de S3_BUCKET\u00a0: les fichiers d’impression ne sont jamais publics.',
  })

/**
 * The S3 settings, or null when S3_BUCKET is unset (files on local disk). A half-configured storage
 * throws at start-up with the French reason, rather than losing uploads later.
 */
export function storageConfig(env: Record<string, string | undefined> = process.env): ConfigS3 | null {
  if (!env.S3_BUCKET?.trim()) return null
  const r = schema.safeParse(env)
  if (!r.success)
    throw new Error(`Stockage S3 mal configuré\u00a0: ${r.error.issues.map((i) => i.message).join(' ')}`)
  const e = r.data
  return {
    publicBucket: e.S3_BUCKET,
    privateBucket: e.S3_PRIVATE_BUCKET,
    client: {
      // Most S3-compatible services ignore the region but the SDK requires one.
      region: e.S3_REGION || 'us-east-1',
      ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
      // MinIO, Garage, s3rver… address buckets by path, not by sub-domain.
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
      credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY },
    },
  }
}

/** The two upload collections and their bucket. */
export type StoredCollection = 'media' | 'telechargements'

export const bucketOf = (config: ConfigS3, collection: StoredCollection): string =>
  collection === 'media' ? config.publicBucket : config.privateBucket
