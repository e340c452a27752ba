// @vitest-environment node
// `npm run db:reset` deletes the local SQLite database of `npm start` and nothing else: a database named by
// DATABASE_URI only after a yes, a MongoDB database never.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

const script = fileURLToPath(new URL('../../scripts/db-reset.mjs', import.meta.url))
let dir: string

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-db-reset-'))
  fs.mkdirSync(path.join(dir, 'data'))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

function reset(env: Record<string, string> = {}, args: string[] = []) {
  const { DATABASE_URI: _ignored, ...base } = process.env
  const run = spawnSync(process.execPath, [script, ...args], {
    cwd: dir,
    env: { ...base, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return { code: run.status, out: `${run.stdout}${run.stderr}`.trim() }
}

const touch = (...files: string[]) => files.forEach((f) => fs.writeFileSync(path.join(dir, f), 'x'))
const exists = (f: string) => fs.existsSync(path.join(dir, f))

describe('npm run db:reset', () => {
  it('deletes the default database with its -wal/-shm files, and keeps the secret and the dev database', () => {
    touch(
      'data/mots-couleurs.db',
      'data/mots-couleurs.db-wal',
      'data/mots-couleurs.db-shm',
      'data/.payload-secret',
      'data/mots-couleurs-dev.db',
    )
    const { code, out } = reset()
    expect(code).toBe(0)
    expect(out).toBe(
      'Base data/mots-couleurs.db supprimée : `npm start` la recrée avec le catalogue de démonstration.',
    )
    expect(
      ['data/mots-couleurs.db', 'data/mots-couleurs.db-wal', 'data/mots-couleurs.db-shm'].some(exists),
    ).toBe(false)
    expect(exists('data/.payload-secret')).toBe(true)
    expect(exists('data/mots-couleurs-dev.db')).toBe(true)
  })

  it('says so when there is nothing to delete', () => {
    expect(reset()).toEqual({ code: 0, out: expect.stringContaining('Aucune base à supprimer') })
  })

  it('asks before deleting the database that DATABASE_URI names (--oui without a terminal)', () => {
    touch('data/autre.db')
    const refused = reset({ DATABASE_URI: 'file:data/autre.db' })
    expect(refused.code).toBe(1)
    expect(refused.out).toContain('npm run db:reset -- --oui')
    expect(exists('data/autre.db')).toBe(true)

    const done = reset({ DATABASE_URI: 'file:data/autre.db' }, ['--oui'])
    expect(done.code).toBe(0)
    expect(exists('data/autre.db')).toBe(false)
  })

  it('never touches a MongoDB database', () => {
    touch('data/mots-couleurs.db')
    const { code, out } = reset({ DATABASE_URI: 'mongodb://127.0.0.1:1/boutique' }, ['--oui'])
    expect(code).toBe(1)
    expect(out).toContain('MongoDB')
    expect(exists('data/mots-couleurs.db')).toBe(true)
  })
})
