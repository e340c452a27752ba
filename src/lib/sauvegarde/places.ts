import fs from 'node:fs'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'

import { sqliteUrl } from '../infra/database'
import { clientS3, type ConfigS3, storageConfig } from '../infra/storage'
import type { ArchiveEntry } from './archive'
import { FILES_DIR, type Manifest } from './format'

/** Where the shop keeps its data, as the server reads it from its environment. */
export type Places = { databaseUri: string; mediaDir: string; privateDir: string; s3: ConfigS3 | null }

export function configuredPlaces(env: NodeJS.ProcessEnv = process.env): Places {
  return {
    databaseUri: env.DATABASE_URI?.trim() || sqliteUrl(''),
    mediaDir: path.resolve(env.MEDIA_DIR ?? 'media'),
    privateDir: path.resolve(env.PRIVATE_MEDIA_DIR ?? 'data/telechargements'),
    s3: storageConfig(env),
  }
}

/**
 * The archive's file places: `media` (images: MEDIA_DIR or the public bucket), `private` (PRIVATE_MEDIA_DIR:
 * invoices and credit notes always, print files without S3) and `private-bucket` (print files with S3).
 */
type Place = 'media' | 'private' | 'private-bucket'
type Source = { place: Place; dir: string } | { place: Place; bucket: string }

function sources(places: Places): Source[] {
  const { s3 } = places
  return [
    s3 ? { place: 'media', bucket: s3.publicBucket } : { place: 'media', dir: places.mediaDir },
    { place: 'private', dir: places.privateDir },
    ...(s3 ? [{ place: 'private-bucket' as const, bucket: s3.privateBucket }] : []),
  ]
}

/** Files under `dir`, relative POSIX paths; the half-written `.tmp` files of a write in progress are not
 *  part of the shop (src/lib/documents/stockage.ts writes aside then links). */
async function* walk(dir: string, prefix = ''): AsyncGenerator<string> {
  const entries = await fs.promises.readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => [])
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${e.name}` : e.name
    if (e.isDirectory()) yield* walk(dir, relative)
    else if (e.isFile() && !e.name.endsWith('.tmp')) yield relative
  }
}

async function* bucketKeys(s3: ConfigS3, bucket: string): AsyncGenerator<string> {
  let token: string | undefined
  do {
    const page = await clientS3(s3).send(
      new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
    )
    for (const o of page.Contents ?? []) if (o.Key) yield o.Key
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
}

async function readObject(s3: ConfigS3, bucket: string, key: string): Promise<Buffer> {
  const object = await clientS3(s3).send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return Buffer.from(await object.Body!.transformToByteArray())
}

/** Every stored file as an archive entry `files/<place>/<key>`, read one at a time. */
export async function* fileEntries(places: Places): AsyncGenerator<ArchiveEntry> {
  for (const source of sources(places)) {
    if ('dir' in source)
      for await (const key of walk(source.dir)) {
        const data = await fs.promises.readFile(path.join(source.dir, key)).catch(() => null)
        // A file deleted between the listing and the read (an upload replaced) is not part of the snapshot.
        if (data) yield { path: `${FILES_DIR}/${source.place}/${key}`, data }
      }
    else
      for await (const key of bucketKeys(places.s3!, source.bucket))
        yield {
          path: `${FILES_DIR}/${source.place}/${key}`,
          data: await readObject(places.s3!, source.bucket, key),
        }
  }
}

/** The places that already hold files, named for the operator (empty when all are empty). */
export async function nonEmptyPlaces(places: Places): Promise<string[]> {
  const found: string[] = []
  for (const source of sources(places)) {
    const first = 'dir' in source ? walk(source.dir).next() : bucketKeys(places.s3!, source.bucket).next()
    if (!(await first).done) found.push('dir' in source ? source.dir : `s3://${source.bucket}`)
  }
  return found
}

/** Writes the archive's files into the configured places; returns how many went to each. Print files
 *  saved from a bucket go to PRIVATE_MEDIA_DIR on a shop without S3, and the other way round. */
export async function restoreFiles(
  staging: string,
  manifest: Manifest,
  places: Places,
): Promise<Record<string, number>> {
  const written: Record<string, number> = {}
  const { s3 } = places
  for (const f of manifest.files) {
    const match = /^files\/(media|private|private-bucket)\/(.+)$/.exec(f.path)
    if (!match) continue
    const [, place, key] = match as unknown as [string, Place, string]
    const file = path.join(staging, f.path)
    const bucket =
      place === 'media' ? s3?.publicBucket : place === 'private-bucket' ? s3?.privateBucket : undefined
    if (s3 && bucket) {
      await clientS3(s3).send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: await fs.promises.readFile(file) }),
      )
    } else {
      const target = path.join(place === 'media' ? places.mediaDir : places.privateDir, key)
      await fs.promises.mkdir(path.dirname(target), { recursive: true })
      await fs.promises.copyFile(file, target)
      if (place !== 'media') await fs.promises.chmod(target, 0o600)
    }
    written[place] = (written[place] ?? 0) + 1
  }
  return written
}
