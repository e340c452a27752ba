// Runs a TypeScript script of the project (`node scripts/run-ts.mjs scripts/prepare.ts`). The script and
// the sources it imports are bundled by esbuild into one ES module (packages stay external) and run by
// plain Node.
//
// Node runs it with the export condition `production` or `development` (after NODE_ENV), re-starting
// itself once when the caller did not pass one. Without a condition, Node resolves Lexical's packages
// (imported by Payload's rich-text editor) to their `*.node.mjs` entries, each of which picks its real
// build with a top-level `await import()`; those builds import the other Lexical packages, so loading
// Payload's config evaluated a dozen async modules that wait on each other through dynamic imports.
// Node 20 sometimes never settles such a graph: the import stayed pending with an empty event loop (exit
// code 13, or a silent hang while anything kept the loop alive), in about 1 run in 10 on a loaded machine.
// With the condition, Lexical resolves straight to its `.prod.mjs`/`.dev.mjs` builds, and the script is
// the only module of the graph with a top-level await (tests/unit-lent/run-ts.test.ts checks both).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { bundleScript } from './lib/bundle-ts.mjs'
import { exportCondition, hasExportCondition } from './lib/conditions.mjs'

if (!hasExportCondition(process.execArgv)) {
  const args = [
    `--conditions=${exportCondition()}`,
    ...process.execArgv,
    fileURLToPath(import.meta.url),
    ...process.argv.slice(2),
  ]
  const { status, signal } = spawnSync(process.execPath, args, { stdio: 'inherit' })
  process.exit(status ?? (signal ? 1 : 0))
}

const [script, ...rest] = process.argv.slice(2)
if (!script) {
  console.error('Usage : node scripts/run-ts.mjs <script.ts> [arguments…]')
  process.exit(2)
}
const root = process.cwd()
const entry = path.resolve(script)
const outfile = path.join(root, 'tmp', 'run-ts', `${path.basename(script, '.ts')}.mjs`)
fs.mkdirSync(path.dirname(outfile), { recursive: true })

await bundleScript({ entry, outfile, root })

process.argv = [process.argv[0], entry, ...rest]
await import(pathToFileURL(outfile).href)
