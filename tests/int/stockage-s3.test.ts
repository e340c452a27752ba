// Media on S3-compatible storage: a real S3 server (s3rver) on loopback, the real AWS SDK
// on both sides. Images in the public bucket, print files in the private one, scenes drawn from the stored
// artwork, print files reachable only through the signed download link, deletes reaching the bucket, and
// /api/ready naming the storage while it is down.
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import type { Server } from 'node:http'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Commande, Media, Produit, Telechargement } from '@/payload-types'
import { refCommande } from '@/lib/commande/reference'
import { jetonTelechargement } from '@/lib/commande/jeton'
import { readiness, readinessMessage } from '@/lib/sauvegarde/readiness'
import { produitMockup } from '@/lib/images/derivatives'

import { api } from '../support/api'
import { createProduit, createStaff, pngFile } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

// s3rver ships no types: the little of it the test uses.
type S3rver = { run(): Promise<AddressInfo>; httpServer: Server }
type S3rverClass = new (options: Record<string, unknown>) => S3rver
const S3rverCtor = createRequire(import.meta.url)('s3rver') as S3rverClass

const PUBLIC = 'mc-images'
const PRIVE = 'mc-impressions'
// s3rver checks signatures against its one built-in key pair.
const CLES = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

let dossier: string
let port: number
let serveur: S3rver | null = null
let s3: S3Client
let payload: Payload
let cleanup: () => Promise<void>
let staffToken: string

async function demarrerS3(p = 0): Promise<number> {
  serveur = new S3rverCtor({
    address: '127.0.0.1',
    port: p,
    silent: true,
    directory: dossier,
    configureBuckets: [{ name: PUBLIC }, { name: PRIVE }],
  })
  return (await serveur.run()).port
}

async function arreterS3(): Promise<void> {
  const http = serveur?.httpServer
  serveur = null
  if (!http) return
  // Keep-alive sockets of the SDK clients too: a stopped server must be unreachable at once.
  http.closeAllConnections()
  await new Promise<void>((resolve) => http.close(() => resolve()))
}

const cles = async (Bucket: string) =>
  ((await s3.send(new ListObjectsV2Command({ Bucket }))).Contents ?? []).map((o) => o.Key)

beforeAll(async () => {
  dossier = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-s3rver-'))
  port = await demarrerS3()
  const endpoint = `http://127.0.0.1:${port}`
  // Before the config is loaded (getTestPayload imports it): the plugins are chosen from these.
  Object.assign(process.env, {
    S3_BUCKET: PUBLIC,
    S3_PRIVATE_BUCKET: PRIVE,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: CLES.accessKeyId,
    S3_SECRET_ACCESS_KEY: CLES.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    IMAGE_CACHE_DIR: path.join(dossier, 'cache-images'),
  })
  s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CLES })
  ;({ payload, cleanup } = await getTestPayload())
  await createStaff(payload)
  staffToken = (
    await payload.login({
      collection: 'users',
      data: { email: 'editeur@test.example', password: 'motdepasse-test-1' },
    })
  ).token!
})

afterAll(async () => {
  await cleanup?.()
  await arreterS3()
  s3?.destroy()
  for (const cle of [
    'S3_BUCKET',
    'S3_PRIVATE_BUCKET',
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
    'IMAGE_CACHE_DIR',
  ])
    delete process.env[cle]
  fs.rmSync(dossier, { recursive: true, force: true })
})

/** Large enough for the 400×400 thumbnail (Payload never enlarges a smaller image). */
async function grandPng(name: string) {
  const data = await sharp({ create: { width: 500, height: 600, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}

const fichiersSurDisque = (dir: string | undefined) => (dir && fs.existsSync(dir) ? fs.readdirSync(dir) : [])

describe('S3 storage (S3_BUCKET set): images in the public bucket', () => {
  it('stores an uploaded image and its thumbnail in the public bucket, not on disk, served by Payload’s route', async () => {
    const png = await grandPng('affiche-s3.png')
    const media = (await payload.create({
      collection: 'media',
      data: { alt: 'Affiche' },
      file: png,
    })) as Media
    const objets = await cles(PUBLIC)
    expect(objets).toContain(media.filename)
    expect(objets).toContain(media.sizes?.thumbnail?.filename)
    expect(await cles(PRIVE)).not.toContain(media.filename)
    expect(fichiersSurDisque(process.env.MEDIA_DIR)).toEqual([])
    // The app's own route, never the bucket's address; an image no published document shows yet is
    // staff's (src/access/mediaPublishedOrStaff.ts).
    expect(media.url).toBe(`/api/media/file/${media.filename}`)
    expect((await api(payload, 'GET', `/media/file/${media.filename}`)).status).toBe(403)
    const servi = await api(payload, 'GET', `/media/file/${media.filename}`, {
      headers: { authorization: `JWT ${staffToken}` },
    })
    expect(servi.status).toBe(200)
    expect(servi.headers.get('content-type')).toBe('image/png')
    expect(Number(servi.headers.get('content-length'))).toBe(png.data.length)
  })

  it('draws a scene from the artwork stored in the bucket', async () => {
    const produit = (await createProduit(payload, {
      titre: 'Depuis le bucket',
      slug: 'depuis-bucket',
    })) as Produit
    const illustration = produit.illustration as Media
    expect(await cles(PUBLIC)).toContain(illustration.filename)
    expect(fichiersSurDisque(process.env.MEDIA_DIR)).toEqual([])
    const scene = await produitMockup(payload, 'depuis-bucket', 'cadre-bois')
    expect(scene?.generated).toBe(true)
    const meta = await sharp(scene!.body).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1000, 1000])
    // The artwork's colour (#c8553d, pngFile's default) is in the scene: it was really read.
    const { data, info } = await sharp(scene!.body).raw().toBuffer({ resolveWithObject: true })
    let proches = 0
    for (let i = 0; i < data.length; i += info.channels)
      if (
        Math.abs(data[i] - 0xc8) < 24 &&
        Math.abs(data[i + 1] - 0x55) < 24 &&
        Math.abs(data[i + 2] - 0x3d) < 24
      )
        proches++
    expect(proches).toBeGreaterThan(1000)
  })
})

describe('S3 storage (S3_BUCKET set): print files in the private bucket', () => {
  it('keeps print files in the private bucket, reachable only through the signed link of a paid order', async () => {
    const produit = (await createProduit(payload, {
      titre: 'Fichier privé',
      slug: 'fichier-prive',
    })) as Produit
    const fichier = produit.fichierNumerique as Telechargement
    const original = (await pngFile('impression.png')).data
    expect(await cles(PRIVE)).toContain(fichier.filename)
    expect(await cles(PUBLIC)).not.toContain(fichier.filename)
    expect(fichiersSurDisque(process.env.PRIVATE_MEDIA_DIR)).toEqual([])

    // No address of the bucket is ever handed out: the document's url is the app's route…
    const doc = await payload.findByID({ collection: 'telechargements', id: fichier.id })
    expect(doc.url).toBe(`/api/telechargements/file/${fichier.filename}`)
    expect(JSON.stringify(doc)).not.toContain(String(port))
    expect(JSON.stringify(doc)).not.toContain(PRIVE)
    // …and that route refuses visitors (staff only).
    expect((await api(payload, 'GET', `/telechargements/file/${fichier.filename}`)).status).toBe(403)
    const staff = await api(payload, 'GET', `/telechargements/file/${fichier.filename}`, {
      headers: { authorization: `JWT ${staffToken}` },
    })
    expect(staff.status).toBe(200)

    const creerCommande = (statut: Commande['statut']) =>
      payload.create({
        collection: 'commandes',
        data: {
          numero: `MC-2026-8${statut === 'payee' ? '00001' : '00002'}`,
          email: 'client@example.fr',
          lignes: [
            {
              slug: produit.slug!,
              titre: produit.titre,
              prix: produit.prix,
              livraison: 'numerique',
              produit: produit.id,
            },
          ],
          sousTotal: 1200,
          fraisDePort: 0,
          total: 1200,
          devise: 'eur',
          statut,
        },
      })
    const { handleEndpoints } = await import('payload')
    const telecharger = async (c: Commande) =>
      handleEndpoints({
        config: payload.config,
        request: new Request(
          `http://localhost/api/commande/telechargement/${jetonTelechargement(await refCommande(payload, c), 'fichier-prive')}`,
        ),
      })
    const payee = await telecharger(await creerCommande('payee'))
    expect(payee.status).toBe(200)
    expect(payee.headers.get('content-type')).toBe('image/png')
    expect(Number(payee.headers.get('content-length'))).toBe(original.length)
    expect(Buffer.from(await payee.arrayBuffer()).equals(original)).toBe(true)
    const impayee = await telecharger(await creerCommande('en_attente'))
    expect(impayee.status).toBe(403)
  })
})

describe('S3 storage (S3_BUCKET set): deletion, and the bucket down', () => {
  it('deletes the image and its thumbnail from the bucket with the document', async () => {
    const media = (await payload.create({
      collection: 'media',
      data: { alt: 'À supprimer' },
      file: await grandPng('a-supprimer.png'),
    })) as Media
    expect(await cles(PUBLIC)).toEqual(
      expect.arrayContaining([media.filename, media.sizes?.thumbnail?.filename]),
    )
    // The MongoDB-compatible test server rejects the findOneAndDelete of a delete by id
    // (docs/SPECIFICATION.md §14): there the bulk form, which runs the same hooks per document.
    const chemin =
      process.env.MONGO_COMPAT === '1' ? `/media?where[id][equals]=${media.id}` : `/media/${media.id}`
    const res = await api(payload, 'DELETE', chemin, {
      headers: { authorization: `JWT ${staffToken}` },
    })
    expect(res.status).toBe(200)
    const restants = await cles(PUBLIC)
    expect(restants).not.toContain(media.filename)
    expect(restants).not.toContain(media.sizes?.thumbnail?.filename)
  })

  it('/api/ready names the storage while the S3 server is down, and is ready again once it returns', async () => {
    expect(await readiness(payload)).toEqual({ ready: true, parts: { base: 'ok', stockage: 'ok' } })
    await arreterS3()
    const t = performance.now()
    const sans = await readiness(payload)
    expect(sans).toEqual({ ready: false, parts: { base: 'ok', stockage: 'injoignable' } })
    expect(performance.now() - t).toBeLessThan(2_500)
    expect(readinessMessage(sans)).toBe('Service indisponible\u00a0: le stockage des fichiers (S3).')
    // The route itself: 503 with the French message naming the storage.
    const { GET } = await import('@/app/(payload)/api/ready/route')
    const reponse = await GET()
    expect(reponse.status).toBe(503)
    expect(await reponse.json()).toEqual({
      error: 'Service indisponible\u00a0: le stockage des fichiers (S3).',
      parties: { base: 'ok', stockage: 'injoignable' },
      // No backup made yet on this database: its age is unknown and flagged (docs/decisions/0111).
      sauvegarde: { ageHeures: null, alerte: true },
    })
    await demarrerS3(port)
    expect(await readiness(payload)).toEqual({ ready: true, parts: { base: 'ok', stockage: 'ok' } })
    expect((await GET()).status).toBe(200)
  })
})
