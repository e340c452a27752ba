// Runs scripts/prepare.ts (migrations, seed of an empty database, planner statistics) in a child process,
// as `npm start` does, for the e2e server and the benchmark.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { exportCondition } from './conditions.mjs'

/** Where the test suites' seeds keep the catalogue's drawings (MC_SEED_RENDUS, src/seed/rendus.ts): the
 *  e2e, cluster and network-namespace suites seed the same catalogue, and drawing it is most of a seed. */
export const SEED_RENDERS_DIR = path.resolve('tmp/seed-rendus')

/** The image's preparation, bundled by deploy/build-image.mjs, under the image's project folder. */
export const IMAGE_PREPARE_BUNDLE = 'dist/prepare.mjs'

/**
 * @param {object} options
 * @param {NodeJS.ProcessEnv} options.env
 * @param {import('node:child_process').StdioOptions} [options.stdio]
 * @param {string} [options.bundle] scripts/prepare.ts already bundled (the image's, made by
 *   deploy/build-image.mjs: no esbuild there), run with the export condition scripts/run-ts.mjs gives
 * @returns {Promise<boolean>} whether the preparation succeeded
 */
export function prepareDatabase({ env, stdio = 'inherit', bundle }) {
  const args = bundle
    ? [`--conditions=${exportCondition(env)}`, bundle]
    : ['scripts/run-ts.mjs', 'scripts/prepare.ts']
  const child = spawn(process.execPath, args, { env, stdio })
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve(code === 0))
    child.on('error', () => resolve(false))
  })
}
