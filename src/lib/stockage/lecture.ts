import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'

import { clientS3 } from './client'
import { bucketDe, configStockage, type CollectionStockee } from './config'

export type FichierOuvert = { flux: Readable; taille: number }

// Runtime paths: called indirectly so Turbopack's file tracing does not sweep the upload folders.
const resolve = path.resolve.bind(path)

/** The folder of a collection's uploads on local disk (its staticDir, MEDIA_DIR / PRIVATE_MEDIA_DIR). */
function dossierLocal(payload: Payload, collection: CollectionStockee): string {
  const defaut =
    collection === 'media'
      ? (process.env.MEDIA_DIR ?? 'media')
      : (process.env.PRIVATE_MEDIA_DIR ?? 'data/telechargements')
  return resolve(payload.collections[collection].config.upload.staticDir ?? defaut)
}

/**
 * Opens a stored upload wherever it lives: the collection's bucket when S3 is configured, else its local
 * folder. null when it does not exist. `filename` comes from the document, never from the request.
 */
export async function ouvrirFichier(
  payload: Payload,
  collection: CollectionStockee,
  filename: string,
): Promise<FichierOuvert | null> {
  // Only a bare name: anything else is refused, so no path can leave the folder or the bucket's top level.
  const nom = path.basename(filename)
  if (nom !== filename || nom === '.' || nom === '..') return null
  const s3 = configStockage()
  if (s3) {
    try {
      const objet = await clientS3(s3).send(
        new GetObjectCommand({ Bucket: bucketDe(s3, collection), Key: nom }),
      )
      if (!(objet.Body instanceof Readable)) return null
      return { flux: objet.Body, taille: objet.ContentLength ?? 0 }
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NotFound') return null
      throw err
    }
  }
  const chemin = resolve(dossierLocal(payload, collection), nom)
  const stat = await fs.promises.stat(chemin).catch(() => null)
  if (!stat?.isFile()) return null
  return { flux: fs.createReadStream(chemin), taille: stat.size }
}

/** The whole content of a stored upload (artwork for the image derivatives), or null. */
export async function lireFichier(
  payload: Payload,
  collection: CollectionStockee,
  filename: string,
): Promise<Buffer | null> {
  const ouvert = await ouvrirFichier(payload, collection, filename)
  if (!ouvert) return null
  const morceaux: Buffer[] = []
  for await (const morceau of ouvert.flux) morceaux.push(morceau as Buffer)
  return Buffer.concat(morceaux)
}
