// Runs a TypeScript script of the project (`node scripts/run-ts.mjs scripts/prepare.ts`). The script and
// the sources it imports are bundled by esbuild into one ES module (packages stay external) and run by
// plain Node. Loading them through tsx's module hooks instead stalled now and then on Node 20 under load
// (the import never settled: exit code 13, or a hang).
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { build, stop } from 'esbuild'

// esbuild's service process is unreferenced while idle; under CI (no stdin, piped output) Node then
// found its event loop empty mid-run and exited with code 13. A referenced timer keeps it alive.
const keepAlive = setInterval(() => {}, 1 << 30)

const [script, ...rest] = process.argv.slice(2)
const root = process.cwd()
const entry = path.resolve(script)
const outfile = path.join(root, 'tmp', 'run-ts', `${path.basename(script, '.ts')}.mjs`)
fs.mkdirSync(path.dirname(outfile), { recursive: true })

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: path.join(root, 'tsconfig.json'),
  sourcemap: 'inline',
  logLevel: 'error',
  // payload.config.ts locates src/ from its own URL: keep it pointing at the real file.
  define: { 'import.meta.url': JSON.stringify(pathToFileURL(path.join(root, 'payload.config.ts')).href) },
  plugins: [
    {
      // next has no exports map: Node's ESM resolver needs the file name (next/cache → next/cache.js).
      name: 'next-subpaths',
      setup(b) {
        b.onResolve({ filter: /^next\/[\w/-]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }))
      },
    },
  ],
})

// esbuild's service process must not outlive the build: with it still attached, importing the bundle
// (sharp, libsql) hung before the script's first line on a 10,000-product database.
await stop()

process.argv = [process.argv[0], entry, ...rest]
try {
  await import(pathToFileURL(outfile).href)
} finally {
  clearInterval(keepAlive)
}
