// Runs a TypeScript script (`node scripts/run-ts.mjs scripts/prepare.ts`). Node 20 runs tsx's module
// hooks on a separate thread; on a busy machine the main thread can find its event loop empty while a
// module is still being transformed and exit with code 13 ("unsettled top-level await"). A referenced
// timer keeps the loop alive until the script is loaded.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { register } from 'tsx/esm/api'

const keepAlive = setInterval(() => {}, 1 << 30)
register()
const [script, ...rest] = process.argv.slice(2)
process.argv = [process.argv[0], path.resolve(script), ...rest]
try {
  await import(pathToFileURL(path.resolve(script)).href)
} finally {
  clearInterval(keepAlive)
}
