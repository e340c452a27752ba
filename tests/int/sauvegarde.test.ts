// The restore drill (npm run db:backup / db:restore, src/lib/sauvegarde): a shop backed up while it takes
// orders, restored into empty places, gives the same orders and the same invoice bytes; a truncated,
// altered or wrongly decrypted archive is refused with nothing written. Runs on SQLite and, in the
// MongoDB pass of scripts/test.mjs, on the MongoDB-compatible server. The commands themselves:
// sauvegarde-commandes.test.ts.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import type { Payload } from 'payload'
import tar from 'tar-stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createBackup } from '@/lib/sauvegarde/create'
import { countCollections } from '@/lib/sauvegarde/database'
import { configuredPlaces, type Places } from '@/lib/sauvegarde/places'
import { restoreBackup, TargetNotEmptyError } from '@/lib/sauvegarde/restore'
import { dossierFactures } from '@/lib/documents/stockage'
import { installationId } from '@/lib/infra/database/installation'
import { closeDatabase, openDatabase } from '@/lib/transfert/instance'
import { parseDatabaseUri } from '@/lib/transfert/uri'
import type { Commande } from '@/payload-types'

import { api } from '../support/api'
import { type Boutique, demarrerBoutique, VENDEUR } from './helpers/boutique'
import { lieuxVides, rienEcrit } from './helpers/sauvegarde'

let boutique: Boutique
let payload: Payload
let dir: string
let live: Places
let archive: string
let chiffree: string
const avant: Commande[] = []
const PHRASE = 'phrase-secrete-de-test-42'

beforeAll(async () => {
  boutique = await demarrerBoutique({ reglages: VENDEUR })
  payload = boutique.payload
  process.env.RATE_LIMITS = 'off'
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-drill-'))
  live = configuredPlaces()
  for (let i = 0; i < 3; i++) avant.push(await boutique.payee(['respirer'], `avant${i}@example.fr`))
  // The shop serves while the backup runs: payments and catalogue reads at the same time.
  const charge = (async () => {
    const faites: Commande[] = []
    for (let i = 0; i < 4; i++) {
      const [commande] = await Promise.all([
        boutique.payee(['respirer'], `pendant${i}@example.fr`),
        api(payload, 'GET', '/produits?limit=10'),
        api(payload, 'GET', '/commandes?limit=1'),
      ])
      faites.push(commande)
    }
    return faites
  })()
  const [result] = await Promise.all([
    createBackup(payload.config, { to: path.join(dir, 'archives'), places: live, payload }),
    charge,
  ])
  archive = result.archive
  chiffree = (
    await createBackup(payload.config, {
      to: path.join(dir, 'archives'),
      places: live,
      payload,
      passphrase: PHRASE,
    })
  ).archive
})
afterAll(async () => {
  await boutique?.arreter()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe('restore drill: same orders, same invoices, encrypted or not', () => {
  it('restores into empty places the same orders and the same invoice bytes', async () => {
    const cible = lieuxVides(dir)
    const lignes: string[] = []
    const report = await restoreBackup(payload.config, {
      from: archive,
      places: cible,
      log: (l) => lignes.push(l),
    })
    expect(report.mismatches).toEqual([])
    expect(lignes.join('\n')).toMatch(/Archive vérifiée.*\n.*Base restaurée/)

    const restauree = await openDatabase(payload.config, parseDatabaseUri(cible.databaseUri))
    try {
      const { docs } = await restauree.find({
        collection: 'commandes',
        pagination: false,
        depth: 0,
        sort: 'numero',
      })
      const commandes = docs as Commande[]
      // The three paid before the backup are there, and whatever it caught of the four paid meanwhile.
      expect(commandes.length).toBeGreaterThanOrEqual(3)
      expect(commandes.length).toBe(report.manifest.counts.commandes)
      for (const c of avant) expect(commandes.map((r) => r.numero)).toContain(c.numero)
      const installation = await installationId(payload)
      for (const c of commandes) {
        const origine = (await boutique.lire(c.id)) as Commande
        // An order paid while the backup ran may be caught before its payment: as it was then.
        const payeeAvant = avant.some((a) => a.numero === c.numero)
        const vue = (o: Commande) => ({
          numero: o.numero,
          email: o.email,
          total: o.total,
          ...(payeeAvant ? { statut: o.statut, facture: o.numeroFacture } : {}),
        })
        expect(vue(c)).toEqual(vue(origine))
        if (payeeAvant) expect(c.statut).toBe('payee')
        const nom = `${c.numeroFacture}_${c.numero}.pdf`
        const copie = path.join(cible.privateDir, 'factures', installation, nom)
        const original = path.join(dossierFactures(payload), installation, nom)
        if (payeeAvant || fs.existsSync(copie))
          expect(fs.readFileSync(copie).equals(fs.readFileSync(original))).toBe(true)
      }
      expect(await countCollections(restauree)).toMatchObject({ produits: 2, media: 2, telechargements: 2 })
    } finally {
      await closeDatabase(restauree)
    }
    // The product's artwork and print file are back in their folders.
    expect(fs.readdirSync(cible.mediaDir).length).toBeGreaterThanOrEqual(2)
    expect(fs.readdirSync(cible.privateDir)).toContain('factures')
  })

  it('restores an encrypted archive with its passphrase, and refuses it without or with another', async () => {
    const head = fs.readFileSync(chiffree).subarray(0, 22).toString()
    expect(head).toBe('age-encryption.org/v1\n')
    for (const [passphrase, message] of [
      [undefined, /Archive chiffrée : définissez BACKUP_PASSPHRASE/],
      ['une-autre-phrase', /la phrase secrète \(BACKUP_PASSPHRASE\) ne la déchiffre pas/],
    ] as const) {
      const cible = lieuxVides(dir)
      await expect(
        restoreBackup(payload.config, { from: chiffree, places: cible, passphrase }),
      ).rejects.toThrow(message)
      await rienEcrit(payload, cible)
    }
    const cible = lieuxVides(dir)
    const report = await restoreBackup(payload.config, { from: chiffree, places: cible, passphrase: PHRASE })
    expect(report.counts.commandes).toBe(report.manifest.counts.commandes)
  })
})

describe('restore drill: what it refuses', () => {
  it('refuses a truncated archive, a flipped byte and a file changed behind its manifest, writing nothing', async () => {
    const octets = fs.readFileSync(archive)
    const tronquee = path.join(dir, 'tronquee.tar.gz')
    fs.writeFileSync(tronquee, octets.subarray(0, Math.floor(octets.length * 0.7)))
    const alteree = path.join(dir, 'alteree.tar.gz')
    const flip = Buffer.from(octets)
    flip[Math.floor(flip.length / 2)] ^= 0xff
    fs.writeFileSync(alteree, flip)
    const chiffreeTronquee = path.join(dir, 'chiffree-tronquee.tar.gz.age')
    const c = fs.readFileSync(chiffree)
    fs.writeFileSync(chiffreeTronquee, c.subarray(0, c.length - 100))

    // A well-formed archive whose invoice was replaced: only the manifest's sha256 tells.
    const refaite = path.join(dir, 'refaite.tar.gz')
    const extract = tar.extract()
    const pack = tar.pack()
    const ecrit = new Promise<void>((resolve) =>
      pack
        .pipe(zlib.createGzip())
        .pipe(fs.createWriteStream(refaite))
        .on('finish', () => resolve()),
    )
    zlib.gunzip(octets, (err, tarball) => extract.end(tarball))
    let remplacee = ''
    for await (const entry of extract as unknown as AsyncIterable<
      { header: tar.Header } & NodeJS.ReadableStream
    >) {
      const morceaux: Buffer[] = []
      for await (const m of entry) morceaux.push(m as Buffer)
      let data = Buffer.concat(morceaux)
      if (!remplacee && entry.header.name.includes('/factures/')) {
        remplacee = entry.header.name
        data = Buffer.from('%PDF-1.7 facture de quelqu’un d’autre')
      }
      pack.entry({ name: entry.header.name, size: data.length }, data)
    }
    pack.finalize()
    await ecrit
    expect(remplacee).not.toBe('')

    for (const [fichier, message, passphrase] of [
      [tronquee, /^Archive tronquée ou altérée/, undefined],
      [alteree, /^Archive (tronquée ou )?altérée/, undefined],
      [chiffreeTronquee, /^Archive tronquée ou altérée/, PHRASE],
      [refaite, new RegExp(`^Archive altérée : l’empreinte de « ${remplacee} »`), undefined],
    ] as const) {
      const cible = lieuxVides(dir)
      await expect(
        restoreBackup(payload.config, { from: fichier, places: cible, passphrase }),
      ).rejects.toThrow(message)
      await rienEcrit(payload, cible)
    }
  })

  it('refuses a target that holds data without --force, and replaces it with', async () => {
    const cible = lieuxVides(dir)
    await restoreBackup(payload.config, { from: archive, places: cible })
    fs.writeFileSync(path.join(cible.mediaDir, 'a-garder.txt'), 'x')
    const encore = () => restoreBackup(payload.config, { from: archive, places: cible })
    await expect(encore()).rejects.toThrow(TargetNotEmptyError)
    await expect(encore()).rejects.toThrow(
      /Restauration refusée : la base \(.*commandes.*\).*Relancez avec --force/,
    )
    const report = await restoreBackup(payload.config, { from: archive, places: cible, force: true })
    expect(report.counts.commandes).toBe(report.manifest.counts.commandes)
    expect(fs.existsSync(path.join(cible.mediaDir, 'a-garder.txt'))).toBe(true)
  })
})
