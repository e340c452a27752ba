import { spawn } from 'node:child_process'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { E2E_PORT } from './constants'

/**
 * A production server without SITE_URL would build links (password resets among them) from what
 * clients send: `next start` of the suite's build refuses to start, with a French error
 * (src/instrumentation.ts, src/lib/mail/site.ts).
 */
test('next start in production without SITE_URL stops at once with a French error', async () => {
  const dir = path.resolve(`tmp/e2e-${E2E_PORT}`)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-e2e',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URI: `file:${path.join(dir, 'e2e.db')}`,
    PAYLOAD_SECRET: 'secret-e2e-mots-couleurs',
    MC_ENTRETIEN: 'off',
  }
  delete env.SITE_URL
  const serveur = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(E2E_PORT + 3), '-H', '127.0.0.1'],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
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
