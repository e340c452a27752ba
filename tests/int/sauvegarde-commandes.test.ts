// `npm run db:backup` and `npm run db:restore` as a shop's owner runs them (scripts/db-backup.ts,
// scripts/db-restore.ts, through scripts/run-ts.mjs): the archive's path printed last, a truncated
// archive refused with exit code 1 and nothing written, a good one restored. What they back up and
// restore, on both adapters: sauvegarde.test.ts. These are the commands' arguments, output and exit
// codes, the same whatever the database: outside the MongoDB pass (scripts/lib/mongo-suite.mjs).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { type Boutique, demarrerBoutique, VENDEUR } from './helpers/boutique'
import { lieuxVides, rienEcrit } from './helpers/sauvegarde'

let boutique: Boutique
let payload: Payload
let dir: string

beforeAll(async () => {
  boutique = await demarrerBoutique({ reglages: VENDEUR })
  payload = boutique.payload
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-drill-cli-'))
  // A shop with a paid order: an invoice and a print file to back up.
  await boutique.payee(['respirer'], 'client@example.fr')
})
afterAll(async () => {
  await boutique?.arreter()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

it('runs as commands: db:backup prints the archive last, db:restore refuses a truncated one with exit 1', async () => {
  /** A project script as npm runs it, on the places given (the shop's own otherwise). */
  const commande = (script: string, args: string[], env: Record<string, string>) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['scripts/run-ts.mjs', script, ...args], {
        env: { ...process.env, ...env },
      })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (d) => (stdout += d))
      child.stderr.on('data', (d) => (stderr += d))
      child.on('exit', (code) => resolve({ code, stdout, stderr }))
    })
  const dossier = path.join(dir, 'cli')
  const sauvegarde = await commande('scripts/db-backup.ts', ['--to', dossier], {})
  expect(sauvegarde.stderr).toBe('')
  expect(sauvegarde.code).toBe(0)
  const derniere = sauvegarde.stdout.trim().split('\n').at(-1)!
  expect(path.dirname(derniere)).toBe(dossier)
  expect(fs.existsSync(derniere)).toBe(true)

  const tronquee = path.join(dir, 'cli-tronquee.tar.gz')
  fs.writeFileSync(tronquee, fs.readFileSync(derniere).subarray(0, 2000))
  const cible = lieuxVides(dir)
  const lieux = {
    DATABASE_URI: cible.databaseUri,
    MEDIA_DIR: cible.mediaDir,
    PRIVATE_MEDIA_DIR: cible.privateDir,
  }
  const refus = await commande('scripts/db-restore.ts', ['--from', tronquee], lieux)
  expect(refus.code).toBe(1)
  expect(refus.stderr).toMatch(/^Archive tronquée ou altérée/)
  await rienEcrit(payload, cible)
  const restauration = await commande('scripts/db-restore.ts', ['--from', derniere], lieux)
  expect(restauration.code).toBe(0)
  expect(restauration.stdout).toMatch(/Restauration terminée\.\n$/)
}, 300_000) // three commands, each bundled by scripts/run-ts.mjs then loading the config
