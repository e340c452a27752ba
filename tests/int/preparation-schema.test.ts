/**
 * The preparation of `npm start` (scripts/prepare.ts) on a local database that the committed migrations
 * cannot bring up to date: after `npm run migrate:reset` it exited with Payload's 57-line stack
 * (`table … already exists`); it must say in one line what to do, and exit with 1. Any other failure is
 * one line too. The preparation runs in a child process, as `npm start` runs it.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let dir: string
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-prepare-'))
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A database whose `payload_migrations` lists these rows, with Payload's columns, and one table of the shop. */
async function database(name: string, rows: { name: string; batch: number }[]): Promise<string> {
  const file = path.join(dir, `${name}.db`)
  const client = createClient({ url: `file:${file}` })
  await client.execute(`CREATE TABLE payload_migrations (
    id integer PRIMARY KEY NOT NULL, name text, batch numeric,
    updated_at text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    created_at text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL)`)
  await client.execute('CREATE TABLE produits_mockups (id integer PRIMARY KEY NOT NULL)')
  for (const row of rows) {
    await client.execute({
      sql: 'INSERT INTO payload_migrations (name, batch) VALUES (?, ?)',
      args: [row.name, row.batch],
    })
  }
  client.close()
  return file
}

function prepare(file: string): Promise<{ code: number | null; lines: string[] }> {
  const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'scripts/prepare.ts'], {
    env: {
      ...process.env,
      DATABASE_URI: file,
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'secret-de-test',
      MEDIA_DIR: path.join(dir, 'media'),
      PRIVATE_MEDIA_DIR: path.join(dir, 'telechargements'),
      DEBUG: '',
    },
  })
  let out = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  child.stderr.on('data', (chunk) => (out += chunk))
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve({ code, lines: out.split('\n').filter((l) => l.trim() !== '') }))
  })
}

describe('préparation de la base locale', () => {
  it('a database migrated by a migration that no longer exists: one line that says what to do, exit 1', async () => {
    const file = await database('ancienne', [{ name: '20250101_000000_initial', batch: 1 }])
    const { code, lines } = await prepare(file)
    expect(code).toBe(1)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('a été créée avec un autre schéma (migration 20250101_000000_initial')
    expect(lines[0]).toContain('`npm run db:reset`')
    expect(lines[0]).toContain('`npm run migrate:create`')
    expect(lines[0]).toContain(file)
  })

  it('a database pushed by `npm run dev`: one line, exit 1, instead of a question about data loss', async () => {
    const file = await database('poussee', [{ name: 'dev', batch: -1 }])
    const { code, lines } = await prepare(file)
    expect(code).toBe(1)
    expect(lines).toEqual([expect.stringContaining('a été créée par `npm run dev`')])
    expect(lines[0]).toContain('`npm run db:reset`')
  })

  it('any other failure of a migration is one line (its reason), not a stack', async () => {
    // Nothing recorded, but a table of the initial migration exists: Payload runs it and it fails.
    const file = await database('melangee', [])
    const { code, lines } = await prepare(file)
    expect(code).toBe(1)
    // Payload's progress lines (coloured `INFO`) stay as they were.
    const errors = lines.filter((l) => !l.includes('INFO'))
    expect(errors).toEqual([
      expect.stringMatching(
        /^Préparation de la base impossible : Error running migration \S+ \(table `produits_mockups` already exists\) \(DEBUG=1 affiche le détail\)$/,
      ),
    ])
  })
})
