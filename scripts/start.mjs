// `npm start`: the whole shop on one machine. Checks, migrates and seeds the database, builds when the
// sources changed, then serves the production build on http://localhost:$PORT (3000).
import { spawn, spawnSync } from 'node:child_process'

import { buildIfNeeded, markServing } from './lib/build.mjs'
import {
  assertDatabaseReachable,
  assertPortFree,
  ligneErreur,
  resolveSecret,
  StartError,
} from './lib/checks.mjs'
import { assertNodeVersion } from './lib/node-version.mjs'
import { nextStartArgs, serverEnv } from './lib/next-start.mjs'

const SITE_URL_MANQUANT =
  'SITE_URL manquant\u00a0: définissez l’adresse publique de la boutique (par exemple SITE_URL=https://mots-couleurs.fr) pour la production.'

const port = Number(process.env.PORT || 3000)

async function main() {
  assertNodeVersion()
  await assertPortFree(port)
  const env = { ...process.env, PAYLOAD_SECRET: resolveSecret(), NEXT_TELEMETRY_DISABLED: '1' }
  // In production the public address is required (src/lib/courriel/site.ts): links in e-mails depend on it.
  if (env.NODE_ENV === 'production' && !env.SITE_URL) throw new StartError(SITE_URL_MANQUANT)
  env.SITE_URL ||= `http://localhost:${port}`
  await assertDatabaseReachable(env.DATABASE_URI)

  const prepared = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/prepare.ts'], {
    stdio: 'inherit',
    // The preparation talks to a person at a terminal: readable lines; the server logs JSON.
    env: { ...env, NODE_ENV: 'production', LOG_FORMAT: env.LOG_FORMAT || 'pretty' },
  })
  if (prepared.status !== 0) process.exit(prepared.status ?? 1)

  const distDir = env.NEXT_DIST_DIR || '.next'
  buildIfNeeded({ distDir, env })

  const server = spawn(process.execPath, nextStartArgs(port), {
    stdio: 'inherit',
    env: serverEnv({ ...env, NODE_ENV: 'production' }),
  })
  markServing(distDir, [server.pid])
  const stop = (signal) => server.kill(signal)
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  server.on('exit', (code) => process.exit(code ?? 0))
}

main().catch((err) => {
  console.error(err instanceof StartError ? err.message : `Démarrage impossible : ${ligneErreur(err)}`)
  process.exit(1)
})
