// Runs scripts/prepare.ts (migrations, seed of an empty database, planner statistics) in a child process,
// as `npm start` does, for the e2e server and the benchmark.
import { spawn } from 'node:child_process'

/**
 * @param {object} options
 * @param {NodeJS.ProcessEnv} options.env
 * @param {import('node:child_process').StdioOptions} [options.stdio]
 * @returns {Promise<boolean>} whether the preparation succeeded
 */
export function prepareDatabase({ env, stdio = 'inherit' }) {
  const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'scripts/prepare.ts'], { env, stdio })
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve(code === 0))
    child.on('error', () => resolve(false))
  })
}
