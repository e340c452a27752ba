import { spawn, type ChildProcess } from 'node:child_process'

import { e2eDir, e2eDistDir, e2eEnv } from '../../scripts/lib/e2e-env.mjs'
import { nextStartArgs } from '../../scripts/lib/next-start.mjs'
import { BASE_URL, E2E_PORT } from './constants'

/**
 * A second `next start` of the suite's build and database on `port`, so that the suite's server keeps
 * running and its own counts; `env` holds what the test changes. Started as every server is
 * (nextStartArgs: client address and security headers from the first request on). Resolves once
 * /api/ready answers.
 */
export async function demarrerSecondServeur(
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const serveur = spawn(process.execPath, nextStartArgs(port, '127.0.0.1'), {
    stdio: 'ignore',
    env: {
      ...process.env,
      ...e2eEnv(e2eDir(E2E_PORT), BASE_URL),
      NODE_ENV: 'production',
      NEXT_DIST_DIR: e2eDistDir(),
      MC_ENTRETIEN: 'off',
      ...env,
    },
  })
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return serveur
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  serveur.kill('SIGKILL')
  throw new Error('le second serveur ne démarre pas')
}
