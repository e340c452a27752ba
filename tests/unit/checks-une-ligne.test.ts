// @vitest-environment node
// A failure of `npm start` or of its preparation is one line (message and root cause); DEBUG=1 gives the stack.
import { afterEach, describe, expect, it, vi } from 'vitest'

import { journalPayload, ligneErreur } from '../../scripts/lib/checks.mjs'

afterEach(() => vi.restoreAllMocks())

const env = (vars: Record<string, string> = {}) => vars as NodeJS.ProcessEnv

describe('ligneErreur', () => {
  const err = new Error('Connexion refusée\nsuite', {
    cause: new Error('intermédiaire', { cause: new Error('racine') }),
  })

  it('gives the first line of the message and the deepest cause', () => {
    expect(ligneErreur(err, env())).toBe('Connexion refusée (racine) (DEBUG=1 affiche le détail)')
  })

  it('gives the whole stack under DEBUG=1', () => {
    expect(ligneErreur(err, env({ DEBUG: '1' }))).toBe(err.stack)
  })
})

describe('journalPayload', () => {
  const entree = (level: number, msg: string, err?: object) =>
    `${JSON.stringify({ level, name: 'payload', msg, err })}\n`
  const migration = entree(50, 'Error running migration 1_initial Failed query: CREATE TABLE `a` (\n id\n)', {
    message: 'Failed query: CREATE TABLE `a`',
    stack:
      'Error: Failed query\n    at x\ncaused by: LibsqlError: SQLITE_ERROR: table `a` already exists\n    at y\ncaused by: SqliteError: table `a` already exists\n    at z',
  })

  it('writes an error in one line, and passes the other entries to Payload’s output without its name', () => {
    const pretty = { write: vi.fn() }
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const { destination } = journalPayload(pretty, 'Préparation impossible : ', env()) as {
      destination: { write: (line: string) => void }
    }
    destination.write(entree(30, 'Migrating: 1_initial'))
    destination.write(migration)
    expect(pretty.write).toHaveBeenCalledExactlyOnceWith(
      `${JSON.stringify({ level: 30, msg: 'Migrating: 1_initial' })}\n`,
    )
    expect(stderr).toHaveBeenCalledExactlyOnceWith(
      'Préparation impossible : Error running migration 1_initial (table `a` already exists) (DEBUG=1 affiche le détail)\n',
    )
  })

  it('passes errors whole under DEBUG=1', () => {
    const pretty = { write: vi.fn() }
    const { destination } = journalPayload(pretty, 'x', env({ DEBUG: '1' })) as {
      destination: { write: (line: string) => void }
    }
    destination.write(migration)
    expect(pretty.write.mock.calls[0][0]).toContain('caused by: SqliteError')
  })
})
