import { spawn } from 'node:child_process'

import { expect, test } from '@playwright/test'

import { e2eDir, e2eDistDir, e2eEnv } from '../../scripts/lib/e2e-env.mjs'
import { nextStartArgs } from '../../scripts/lib/next-start.mjs'
import { BASE_URL, E2E_PORT } from './constants'

/**
 * A production server without SITE_URL would build links (password resets among them) from what
 * clients send: `next start` of the suite's build refuses to start, with a French error
 * (src/instrumentation.ts, src/lib/courriel/site.ts).
 */
test('next start in production without SITE_URL stops at once with a French error', async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...e2eEnv(e2eDir(E2E_PORT), BASE_URL),
    NODE_ENV: 'production',
    NEXT_DIST_DIR: e2eDistDir(),
    MC_ENTRETIEN: 'off',
  }
  delete env.SITE_URL
  const serveur = spawn(process.execPath, nextStartArgs(E2E_PORT + 3, '127.0.0.1'), {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let sortie = ''
  serveur.stdout.on('data', (d) => (sortie += d))
  serveur.stderr.on('data', (d) => (sortie += d))
  const code = await new Promise<number | null>((resolve) => {
    const minuterie = setTimeout(() => (serveur.kill('SIGKILL'), resolve(null)), 30_000)
    serveur.on('exit', (c) => (clearTimeout(minuterie), resolve(c)))
  })
  expect(code).toBe(1)
  expect(sortie).toContain('SITE_URL manquant\u00a0: définissez l’adresse publique de la boutique')
})
