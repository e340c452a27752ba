import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'

import { clientS3 } from './bucketClient'
import { bucketOf, storageConfig, type StoredCollection } from './config'

export type OpenedFile = { flux: Readable; size: number }

// Runtime paths: called indirectly so Turbopack's file tracing does not sweep the upload folders.
const resolve = path.resolve.bind(path)

/** The folder of a collection's uploads on local disk (its staticDir, MEDIA_DIR / PRIVATE_MEDIA_DIR). */
function localDir(payload: Payload, collection: StoredCollection): string {
  const fallback =
    collection === 'media'
      ? (process.env.MEDIA_DIR ?? 'media')
      : (process.env.PRIVATE_MEDIA_DIR ?? 'data/telechargements')
  return resolve(payload.collections[collection].config.upload.staticDir ?? fallback)
}

/**
 * Opens a stored upload wherever it lives: the collection's bucket when S3 is configured, else its local
 * folder. null when it does not exist. `filename` comes from the document, never from the request.
 */
export async function openFile(
  payload: Payload,
  collection: StoredCollection,
  filename: string,
): Promise<OpenedFile | null> {
  // Only a bare name: anything else is refused, so no path can leave the folder or the bucket's top level.
  const fileName = path.basename(filename)
  if (fileName !== filename || fileName === '.' || fileName === '..') return null
  const s3 = storageConfig()
  if (s3) {
    try {
      const s3Object = await clientS3(s3).send(
        new GetObjectCommand({ Bucket: bucketOf(s3, collection), Key: fileName }),
      )
      if (!(s3Object.Body instanceof Readable)) return null
      return { flux: s3Object.Body, size: s3Object.ContentLength ?? 0 }
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NotFound') return null
      throw err
    }
  }
  const filePath = resolve(localDir(payload, collection), fileName)
  const stat = await fs.promises.stat(filePath).catch(() => null)
  if (!stat?.isFile()) return null
  return { flux: fs.createReadStream(filePath), size: stat.size }
}

/** The whole content of a stored upload (artwork for the image derivatives), or null. */
export async function readStoredFile(
  payload: Payload,
  collection: StoredCollection,
  filename: string,
): Promise<Buffer | null> {
  const opened = await openFile(payload, collection, filename)
  if (!opened) return null
  const chunks: Buffer[] = []
  for await (const chunk of opened.flux) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
