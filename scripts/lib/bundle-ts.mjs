// One TypeScript script of the project and the sources it imports, bundled by esbuild into one ES module
// whose packages stay external: what scripts/run-ts.mjs runs, and the preparation deploy/build-image.mjs
// ships ready-made so that the image does without esbuild (docs/decisions/0121-image-depuis-le-build.md).
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { build, stop } from 'esbuild'

/**
 * @param {object} options
 * @param {string} options.entry the script (absolute)
 * @param {string} options.outfile the bundle (absolute)
 * @param {string} options.root the project whose sources are bundled
 * @param {string} [options.runsIn] where the project lies when the bundle runs (the image's /app):
 *   payload.config.ts locates src/ from its own URL, which must be that project's file wherever the
 *   bundle lies
 * @param {boolean} [options.sourcemap] an inline map (stack traces that name the sources)
 */
export async function bundleScript({ entry, outfile, root, runsIn = root, sourcemap = true }) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: sourcemap ? 'inline' : false,
    logLevel: 'error',
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(path.join(runsIn, 'payload.config.ts')).href) },
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
  // The build is done: esbuild's service process has nothing more to do in this one.
  await stop()
}
