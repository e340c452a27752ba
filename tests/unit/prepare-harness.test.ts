// The database preparation run by the e2e server and the benchmark: a child that hangs is killed,
// asked first for a Node diagnostic report, and run again on a fresh start.
import type { StdioOptions } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { prepareDatabase } from '../../scripts/lib/prepare.mjs'

let dir: string
let logFd: number

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-prepare-'))
  logFd = fs.openSync(path.join(dir, 'server.log'), 'a')
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  fs.closeSync(logFd)
  fs.rmSync(dir, { recursive: true, force: true })
  vi.restoreAllMocks()
})

/** A child script written to the temporary directory. */
function script(name: string, source: string) {
  const file = path.join(dir, name)
  fs.writeFileSync(file, source)
  return [file]
}
const options = (command: string[], extra: Record<string, unknown> = {}) => ({
  command,
  env: process.env,
  stdio: ['ignore', logFd, logFd] as StdioOptions,
  timeoutMs: 20_000,
  firstLineMs: 1_500,
  reportDir: dir,
  ...extra,
})
const reports = () => fs.readdirSync(dir).filter((f) => f.startsWith('report.'))

describe('prepareDatabase', () => {
  it('resolves true when the run writes and ends with 0', async () => {
    const reset = vi.fn()
    const ok = await prepareDatabase(options(script('ok.mjs', "console.log('Base prête')"), { reset }))
    expect(ok).toBe(true)
    expect(reset).not.toHaveBeenCalled()
    expect(fs.readFileSync(path.join(dir, 'server.log'), 'utf8')).toContain('Base prête')
  })

  it('does not retry a run that fails on its own', async () => {
    const reset = vi.fn()
    const ok = await prepareDatabase(options(script('echec.mjs', "console.error('migration impossible'); process.exit(1)"), { reset }))
    expect(ok).toBe(false)
    expect(reset).not.toHaveBeenCalled()
  })

  it('kills a silent run after firstLineMs with a diagnostic report, three runs at most', async () => {
    const reset = vi.fn()
    const ok = await prepareDatabase(options(script('muet.mjs', 'setInterval(() => {}, 1000)'), { reset }))
    expect(ok).toBe(false)
    expect(reset).toHaveBeenCalledTimes(2)
    expect(reports()).toHaveLength(3)
    const report = JSON.parse(fs.readFileSync(path.join(dir, reports()[0]), 'utf8'))
    expect(report.header.trigger).toBe('Signal')
    expect(report.libuv.some((h: { type: string }) => h.type === 'timer')).toBe(true)
    expect(console.error).toHaveBeenLastCalledWith(`La préparation de la base n’a rien écrit en 1,5\u00a0s (rapport de diagnostic dans ${dir}).`)
  }, 30_000)

  it('lets a run that has written go on until timeoutMs, then starts it again', async () => {
    const marque = path.join(dir, 'essais')
    const source = `import fs from 'node:fs'
fs.appendFileSync(${JSON.stringify(marque)}, 'x')
console.log('Seed : réglages')
if (fs.readFileSync(${JSON.stringify(marque)}, 'utf8').length < 2) setInterval(() => {}, 1000)`
    const reset = vi.fn()
    const ok = await prepareDatabase(options(script('lent.mjs', source), { reset, timeoutMs: 3_000 }))
    expect(ok).toBe(true)
    expect(reset).toHaveBeenCalledTimes(1)
    expect(fs.readFileSync(marque, 'utf8')).toBe('xx')
  }, 30_000)
})
