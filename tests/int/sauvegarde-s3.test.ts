// Backups with S3 storage (src/lib/sauvegarde/places.ts, create.ts): images and print files read from their
// buckets into the archive, the archive sent to `s3://bucket/prefix`, and a restore that writes the
// files back into empty buckets — byte for byte. A real S3 server (s3rver) on loopback, as
// tests/int/stockage-s3.test.ts.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createBackup } from '@/lib/sauvegarde/create'
import { configuredPlaces } from '@/lib/sauvegarde/places'
import { restoreBackup, TargetNotEmptyError } from '@/lib/sauvegarde/restore'
import { storageConfig } from '@/lib/infra/storage/config'

import { createProduit } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

type S3rver = { run(): Promise<AddressInfo>; httpServer: import('node:http').Server }
const S3rverCtor = createRequire(import.meta.url)('s3rver') as new (o: Record<string, unknown>) => S3rver

const BUCKETS = ['mc-images', 'mc-impressions', 'mc-images-2', 'mc-impressions-2', 'mc-sauvegardes']
const CLES = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
const VARIABLES = [
  'S3_BUCKET',
  'S3_PRIVATE_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
]

let dossier: string
let serveur: S3rver
let s3: S3Client
let payload: Payload
let cleanup: () => Promise<void>

const cles = async (Bucket: string) =>
  ((await s3.send(new ListObjectsV2Command({ Bucket }))).Contents ?? []).map((o) => o.Key!).sort()
const octets = async (Bucket: string, Key: string) =>
  Buffer.from(await (await s3.send(new GetObjectCommand({ Bucket, Key }))).Body!.transformToByteArray())

beforeAll(async () => {
  dossier = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-sauvegarde-s3-'))
  serveur = new S3rverCtor({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dossier, 's3'),
    configureBuckets: BUCKETS.map((name) => ({ name })),
  })
  const endpoint = `http://127.0.0.1:${(await serveur.run()).port}`
  Object.assign(process.env, {
    S3_BUCKET: 'mc-images',
    S3_PRIVATE_BUCKET: 'mc-impressions',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: CLES.accessKeyId,
    S3_SECRET_ACCESS_KEY: CLES.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  })
  s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CLES })
  ;({ payload, cleanup } = await getTestPayload())
  await createProduit(payload, { slug: 'respirer' })
})
afterAll(async () => {
  await cleanup?.()
  serveur?.httpServer.closeAllConnections()
  await new Promise<void>((resolve) => serveur?.httpServer.close(() => resolve()))
  s3?.destroy()
  for (const v of VARIABLES) delete process.env[v]
  fs.rmSync(dossier, { recursive: true, force: true })
})

describe('backups with S3 storage', () => {
  it('archives the buckets’ files, sends the archive to s3://…, and restores them into empty buckets', async () => {
    const images = await cles('mc-images')
    const impressions = await cles('mc-impressions')
    expect(images.length).toBeGreaterThan(0)
    expect(impressions.length).toBe(1)

    const distante = await createBackup(payload.config, { to: 's3://mc-sauvegardes/boutique', payload })
    expect(distante.archive).toMatch(/^s3:\/\/mc-sauvegardes\/boutique\/sauvegarde-.*\.tar\.gz$/)
    const nom = path.posix.basename(distante.archive)
    expect(await cles('mc-sauvegardes')).toEqual([`boutique/${nom}`, `boutique/${nom}.json`])

    // The same archive, fetched back from the bucket, restored into two empty buckets.
    const fichier = path.join(dossier, nom)
    fs.writeFileSync(fichier, await octets('mc-sauvegardes', `boutique/${nom}`))
    const root = fs.mkdtempSync(path.join(dossier, 'cible-'))
    const live = configuredPlaces()
    const cible = {
      ...live,
      databaseUri: process.env.TEST_MONGO_URI
        ? live.databaseUri.replace(/\/mc_[a-z0-9]+/, '/mc_s3restauree')
        : `file:${path.join(root, 'boutique.db')}`,
      mediaDir: path.join(root, 'media'),
      privateDir: path.join(root, 'prive'),
      s3: { ...storageConfig()!, publicBucket: 'mc-images-2', privateBucket: 'mc-impressions-2' },
    }
    const report = await restoreBackup(payload.config, { from: fichier, places: cible })
    expect(report.files).toMatchObject({ media: images.length, 'private-bucket': 1 })
    expect(await cles('mc-images-2')).toEqual(images)
    expect(await cles('mc-impressions-2')).toEqual(impressions)
    for (const k of impressions)
      expect((await octets('mc-impressions-2', k)).equals(await octets('mc-impressions', k))).toBe(true)

    // The buckets now hold files: a second restore is refused, naming them.
    await expect(restoreBackup(payload.config, { from: fichier, places: cible })).rejects.toThrow(
      TargetNotEmptyError,
    )
    await expect(restoreBackup(payload.config, { from: fichier, places: cible })).rejects.toThrow(
      /s3:\/\/mc-images-2/,
    )
  })
})
