// @vitest-environment node
// scripts/run-ts.mjs must load the project's scripts with no module of the graph but itself and the script
// holding a top-level await: Node 20 sometimes never settled the dozen async Lexical entries that Payload's
// config pulled in (the start-up hang of `npm start` and `npm run seed`).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { parse, type Node } from 'acorn'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { exportCondition, hasExportCondition } from '../../scripts/lib/conditions.mjs'

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'])

/** Whether a module's code awaits outside any function (a top-level await, `for await` included). */
function hasTopLevelAwait(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false
  if (Array.isArray(node)) return node.some(hasTopLevelAwait)
  const { type } = node as Node
  if (typeof type !== 'string' || FUNCTIONS.has(type)) return false
  if (type === 'AwaitExpression' || (type === 'ForOfStatement' && (node as { await?: boolean }).await))
    return true
  return Object.values(node).some((child) => typeof child === 'object' && hasTopLevelAwait(child))
}

let dir: string
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-run-ts-'))
  // Payload's config and the database adapters: the graph every script of scripts/ loads.
  fs.writeFileSync(
    path.join(dir, 'graphe.ts'),
    "import config from '@payload-config'\nimport { getPayload } from 'payload'\nawait Promise.resolve()\nconsole.log(typeof getPayload, typeof config)\n",
  )
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

function loadedModules(nodeEnv: string | undefined) {
  const log = path.join(dir, `modules-${nodeEnv ?? 'none'}.txt`)
  const env: Record<string, string | undefined> = {
    ...process.env,
    MODULE_LOG: log,
    PAYLOAD_SECRET: 'secret-de-test',
    NODE_ENV: nodeEnv,
  }
  const moduleLog = fileURLToPath(new URL('../support/module-log.mjs', import.meta.url))
  const run = spawnSync(
    process.execPath,
    ['--import', moduleLog, 'scripts/run-ts.mjs', path.join(dir, 'graphe.ts')],
    {
      env: env as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: 60_000,
    },
  )
  expect(run.stderr).not.toMatch(/Error/)
  expect(run.stdout.trim()).toBe('function object')
  return fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('module '))
    .map((line) => fileURLToPath(line.slice('module '.length)))
}

// Each case bundles and loads Payload's config in a child process: seconds on an idle machine, more under CI.
describe('scripts/run-ts.mjs', { timeout: 60_000 }, () => {
  it.each([undefined, 'production'])(
    'loads the graph with no async module but the runner and the script (NODE_ENV=%s)',
    (nodeEnv) => {
      const modules = [...new Set(loadedModules(nodeEnv))]
      expect(modules.length).toBeGreaterThan(500)
      expect(modules.some((file) => /[\\/]lexical[\\/]dist[\\/]Lexical\.(prod|dev)\.mjs$/.test(file))).toBe(
        true,
      )
      const asynchrones = modules.filter((file) =>
        hasTopLevelAwait(
          parse(fs.readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' }),
        ),
      )
      expect(asynchrones.map((file) => path.relative(process.cwd(), file))).toEqual([
        'scripts/run-ts.mjs',
        'tmp/run-ts/graphe.mjs',
      ])
    },
  )

  it('picks the export condition after NODE_ENV and sees one already given', () => {
    expect(exportCondition({ NODE_ENV: 'production' })).toBe('production')
    expect(exportCondition({ NODE_ENV: 'test' })).toBe('development')
    expect(exportCondition({})).toBe('development')
    expect(hasExportCondition(['--conditions=production'])).toBe(true)
    expect(hasExportCondition(['-C', 'development'])).toBe(true)
    expect(hasExportCondition(['--import', 'x.mjs'])).toBe(false)
  })
})
