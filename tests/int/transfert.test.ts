// Over 300 lines: every check reads the one seeded SQLite shop copied to MongoDB and back in beforeAll.
// The database transfer (npm run db:transfer): a seeded SQLite shop copied to the MongoDB-compatible test
// server and back, compared document by document. Starts its own jongodb, so it runs in the SQLite
// suite only (scripts/test.mjs leaves it out of the MongoDB pass).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { moteurRecherche } from '@/lib/catalogue/recherche/indexation'
import { TargetNotEmptyError, transfer } from '@/lib/transfert'
import { closeDatabase, openDatabase } from '@/lib/transfert/instance'
import { parseDatabaseUri } from '@/lib/transfert/uri'
import { migrations } from '@/migrations'
import { seed } from '@/seed'

import { startJongodb } from '../../scripts/lib/jongodb.mjs'
import { getTestPayload } from './helpers/payload'

const MOT_DE_PASSE = 'transfert-mot-de-passe-9'
const ADMIN = 'transfert@test.example'

let payload: Payload
let cleanup: () => Promise<void>
let config: SanitizedConfig
let jongodb: { uri: string; stop: () => void }
let dir: string
let sqliteSource: string
let mongo: string
let sqliteRetour: string
let original: Instantane
let mongoApresConnexion: Instantane
let produitBrouillon: { slug: string; titre: string }
let produitRelie: { slug: string; audiences: string[] }
const sorties: string[] = []

type Instantane = Record<string, unknown[]>

/** The natural key of a document: what names it the same way on both databases. */
const cle = (doc: Record<string, unknown>) => doc.slug ?? doc.filename ?? doc.email ?? doc.numero ?? doc.cle

/** A document as the shop sees it, without its database ids: populated references (depth 1) become
 *  their target's natural key; null and absent are the same to Payload. */
function normaliser(valeur: unknown, racine = true): unknown {
  if (Array.isArray(valeur)) return valeur.map((v) => normaliser(v, false))
  if (valeur === null || typeof valeur !== 'object') return valeur
  const doc = valeur as Record<string, unknown>
  if (!racine && 'id' in doc && 'createdAt' in doc && cle(doc)) return `→ ${String(cle(doc))}`
  const sortie: Record<string, unknown> = {}
  // Keys in one order: each database returns them in its own.
  for (const [k, v] of Object.entries(doc).sort(([a], [b]) => a.localeCompare(b))) {
    if ((racine && k === 'id') || v === null || v === undefined) continue
    sortie[k] = normaliser(v, false)
  }
  return sortie
}

const trier = (docs: unknown[]) =>
  docs
    .map((d) => JSON.stringify(d))
    .sort()
    .map((d) => JSON.parse(d) as unknown)

/** Every collection (documents and versions) and global of a database, normalised. */
async function instantane(p: Payload): Promise<Instantane> {
  const resultat: Instantane = {}
  for (const c of p.config.collections) {
    if (c.slug === 'payload-locked-documents' || c.slug === 'payload-migrations') continue
    const { docs } = await p.find({
      collection: c.slug,
      pagination: false,
      depth: 1,
      overrideAccess: true,
      showHiddenFields: true,
    })
    resultat[c.slug] = trier(docs.map((d) => normaliser(d)))
    if (c.versions) {
      const cles = new Map(docs.map((d) => [String(d.id), cle(d as unknown as Record<string, unknown>)]))
      const versions = await p.findVersions({
        collection: c.slug as 'produits',
        pagination: false,
        depth: 1,
        overrideAccess: true,
        showHiddenFields: true,
      })
      resultat[`${c.slug} (versions)`] = trier(
        versions.docs.map((v) => {
          const parent = typeof v.parent === 'object' ? cle(v.parent as never) : cles.get(String(v.parent))
          return { ...(normaliser(v) as object), parent, latest: Boolean(v.latest) }
        }),
      )
    }
  }
  for (const g of p.config.globals)
    resultat[`${g.slug} (global)`] = [
      normaliser(await p.findGlobal({ slug: g.slug as 'reglages', depth: 1, overrideAccess: true })),
    ]
  return resultat
}

const publies = () =>
  original.produits.filter((p) => (p as { _status?: string })._status === 'published').length

function comparer(cible: Instantane, source: Instantane) {
  expect(Object.keys(cible).sort()).toEqual(Object.keys(source).sort())
  for (const nom of Object.keys(source)) expect(cible[nom], nom).toEqual(source[nom])
}

beforeAll(async () => {
  delete process.env.ADMIN_EMAIL
  delete process.env.ADMIN_PASSWORD
  ;({ payload, cleanup } = await getTestPayload())
  config = payload.config
  sqliteSource = process.env.DATABASE_URI!
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-transfert-'))
  sqliteRetour = `file:${path.join(dir, 'retour.db')}`

  await seed(payload, { produits: 6, log: () => {} })
  await payload.create({
    collection: 'users',
    data: { email: ADMIN, password: MOT_DE_PASSE, roles: ['admin'], nom: 'Camille' },
  })
  const { docs: produits } = await payload.find({
    collection: 'produits',
    where: { _status: { equals: 'published' } },
    sort: 'slug',
    depth: 1,
    overrideAccess: true,
  })
  const [p1, p2] = produits
  produitRelie = {
    slug: p1.slug!,
    audiences: (p1.audiences ?? []).map((a) => (a as { slug: string }).slug).sort(),
  }
  expect(produitRelie.audiences.length).toBeGreaterThan(0)
  await payload.create({
    collection: 'likes',
    data: { produit: p1.id, visiteur: 'empreinte-du-visiteur' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'commandes',
    overrideAccess: true,
    data: {
      numero: 'MC-2026-000042',
      email: 'client@test.example',
      lignes: [p1, p2].map((p) => ({
        slug: p.slug!,
        titre: p.titre,
        prix: p.prix,
        livraison: p.livraison,
        produit: p.id,
      })),
      sousTotal: p1.prix + p2.prix,
      fraisDePort: 0,
      total: p1.prix + p2.prix,
      devise: 'eur',
      statut: 'payee',
      stripeSessionId: 'cs_test_transfert',
      payeeLe: '2026-11-20T10:00:00.000Z',
    },
  })
  await payload.create({
    collection: 'abonnes',
    overrideAccess: true,
    data: { email: 'abonne@test.example', statut: 'confirme', consentementLe: '2026-11-19T09:00:00.000Z' },
  })
  await payload.update({
    collection: 'produits',
    id: p2.id,
    draft: true,
    data: { titre: 'Titre du brouillon' },
    overrideAccess: true,
  })
  produitBrouillon = { slug: p2.slug!, titre: p2.titre }
  await payload.updateGlobal({
    slug: 'reglages',
    data: { itemsPerPage: 12, fraisDePort: 450 },
    overrideAccess: true,
  })
  original = await instantane(payload)

  jongodb = await startJongodb()
  process.env.MONGO_COMPAT = '1'
  const url = new URL(jongodb.uri)
  url.pathname = '/mc_transfert'
  mongo = url.toString()
}, 300_000)

afterAll(async () => {
  jongodb?.stop()
  await cleanup?.()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe('npm run db:transfer: SQLite to MongoDB', () => {
  it('copies SQLite to MongoDB: every collection, version and global the same, passwords kept', async () => {
    const report = await transfer(config, { from: sqliteSource, to: mongo, log: (l) => sorties.push(l) })
    expect(report.mismatches).toEqual([])
    expect(report.orphans).toBe(0)
    const produits = report.rows.find((r) => r.name === 'produits')!
    expect(produits).toMatchObject({ source: original.produits.length, target: original.produits.length })
    expect(sorties.join('\n')).toMatch(/produits \(versions\)\s+\d+ → +\d+/)
    expect(sorties.join('\n')).toContain('non copiés, ils restent sur le disque')
    expect(sorties.join('\n')).not.toMatch(/@test\.example|@mots-couleurs/)

    const cible = await openDatabase(config, parseDatabaseUri(mongo))
    try {
      expect(cible.db.name).toBe('mongoose')
      comparer(await instantane(cible), original)

      const login = await cible.login({ collection: 'users', data: { email: ADMIN, password: MOT_DE_PASSE } })
      expect(login.token).toBeTruthy()
      const [relie] = (
        await cible.find({ collection: 'produits', where: { slug: { equals: produitRelie.slug } }, depth: 1 })
      ).docs
      expect(typeof relie.id).toBe('string')
      expect((relie.audiences ?? []).map((a) => (a as { slug: string }).slug).sort()).toEqual(
        produitRelie.audiences,
      )
      const lire = async (draft: boolean) =>
        (
          await cible.find({
            collection: 'produits',
            where: { slug: { equals: produitBrouillon.slug } },
            draft,
            overrideAccess: true,
          })
        ).docs[0]
      expect((await lire(false)).titre).toBe(produitBrouillon.titre)
      expect((await lire(true)).titre).toBe('Titre du brouillon')
      expect((await cible.findGlobal({ slug: 'reglages' })).itemsPerPage).toBe(12)
      expect((await moteurRecherche(cible).preparer()).entrees).toBe(publies())
      // The login wrote a session on the target: the way back is compared with this state.
      mongoApresConnexion = await instantane(cible)
    } finally {
      await closeDatabase(cible)
    }
  })
})

describe('npm run db:transfer: back to SQLite, and a non-empty target', () => {
  it('copies MongoDB back to a new SQLite file, equal to the original', async () => {
    const report = await transfer(config, { from: mongo, to: sqliteRetour })
    expect(report.mismatches).toEqual([])
    const cible = await openDatabase(config, parseDatabaseUri(sqliteRetour))
    try {
      expect(cible.db.name).toBe('sqlite')
      comparer(await instantane(cible), mongoApresConnexion)
      expect(mongoApresConnexion.users).not.toEqual(original.users) // the session, copied too
      const login = await cible.login({ collection: 'users', data: { email: ADMIN, password: MOT_DE_PASSE } })
      expect(login.user?.email).toBe(ADMIN)
      const { docs } = await cible.find({ collection: 'payload-migrations', pagination: false })
      expect(docs.map((m) => m.name).sort()).toEqual(migrations.map((m) => m.name).sort())
      expect((await moteurRecherche(cible).preparer()).entrees).toBe(publies())
    } finally {
      await closeDatabase(cible)
    }
  })

  it('refuses a non-empty target without --force and writes nothing; --force empties it first', async () => {
    await expect(transfer(config, { from: sqliteSource, to: mongo })).rejects.toThrow(TargetNotEmptyError)
    await expect(transfer(config, { from: sqliteSource, to: mongo })).rejects.toThrow(
      /n’est pas vide .*rien n’a été écrit.*--force/,
    )
    const lignes: string[] = []
    const report = await transfer(config, {
      from: sqliteSource,
      to: mongo,
      force: true,
      log: (l) => lignes.push(l),
    })
    expect(report.mismatches).toEqual([])
    expect(lignes.join('\n')).toMatch(
      /--force : la cible n’était pas vide \(.*produits : \d+.*\), elle a été vidée/,
    )
    const cible = await openDatabase(config, parseDatabaseUri(mongo))
    try {
      comparer(await instantane(cible), original)
    } finally {
      await closeDatabase(cible)
    }
  })
})

describe('the command', () => {
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/db-transfer.ts', ...args], {
      encoding: 'utf8',
      env: { ...process.env, DEBUG: '' },
      timeout: 120_000,
    })

  it('refuses a non-empty SQLite target in one French line, exit code 1, and leaves it as it was', () => {
    const fichier = sqliteRetour.replace(/^file:/, '')
    const avant = fs.readFileSync(fichier)
    const r = cli('--from', mongo, '--to', sqliteRetour)
    expect(r.status).toBe(1)
    expect(r.stderr.trim().split('\n')).toHaveLength(1)
    expect(r.stderr).toMatch(
      /^Transfert impossible : La base cible n’est pas vide \(.*\) : rien n’a été écrit/,
    )
    expect(r.stderr).not.toMatch(/@test\.example|\bat /)
    expect(fs.readFileSync(fichier).equals(avant)).toBe(true)
  })

  it.each([
    [['--to', 'x.db', '--inconnue'], /^Option inconnue : --inconnue\./],
    [['--from', sqliteSource], /^--to <URI> est obligatoire/],
    [
      ['--to', 'postgres://moi:secret@hote/base'],
      /^URI non prise en charge : postgres:\/\/\*\*\*@hote\/base/,
    ],
    [
      ['--from', 'file:/introuvable/base.db', '--to', 'x.db'],
      /^Base source introuvable : SQLite \/introuvable/,
    ],
  ])('answers %j with a French error and the usage, exit code 2', (args, erreur) => {
    const r = cli(...args)
    expect(r.status).toBe(2)
    expect(r.stderr).toMatch(erreur)
    expect(r.stderr).toContain('Usage : npm run db:transfer -- --to <URI>')
    expect(r.stderr).not.toContain('secret')
    expect(r.stdout).toBe('')
  })
})
