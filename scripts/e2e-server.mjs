// The production server the Playwright suite runs against: a fresh temporary SQLite database seeded
// with the demo catalogue, `next build` (skipped when E2E_REUSE_BUILD=1 and the sources are unchanged),
// `next start`, and the commerce fakes (Stripe-compatible server, SMTP capture) when they exist.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { buildIfNeeded } from './lib/build.mjs'
import { e2eDir, e2eDistDir, e2eEnv } from './lib/e2e-env.mjs'
import { nextStartArgs } from './lib/next-start.mjs'
import { prepareDatabase } from './lib/prepare.mjs'

const port = Number(process.env.E2E_PORT || 3300)
const distDir = e2eDistDir()
const dir = e2eDir(port)
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })

const env = {
  ...process.env,
  ...e2eEnv(dir, `http://127.0.0.1:${port}`),
  ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL || 'admin@mots-couleurs.example',
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD || 'motdepasse-e2e-2026',
  E2E: '1',
  // Scheduled publications run every 3 s rather than every minute (tests/e2e/planification.spec.ts).
  MC_PLANIFICATION_INTERVALLE: '3',
}
// Under Playwright with CI set, the bundled prepare script stalled; the children do not need CI.
delete env.CI

// Every child writes to a log file: under Playwright with CI=true, inherited pipes stalled the server.
const logFd = fs.openSync(path.join(dir, 'server.log'), 'a')
const stdio = ['ignore', logFd, logFd]
console.error(`Serveur e2e : journal dans ${path.join(dir, 'server.log')}`)

let fakes = null
const fakesModule = path.resolve('tests/support/fakes.mjs')
if (fs.existsSync(fakesModule)) {
  // Under Playwright this start-up was seen to end with Node's exit code 13 (an awaited promise left
  // with nothing in the event loop): a referenced timer keeps the loop alive, and a watchdog turns a
  // real stall into one clear error instead of a silent wait.
  const watchdog = setTimeout(() => {
    console.error('Les faux serveurs Stripe et SMTP ne démarrent pas (30 s).')
    process.exit(1)
  }, 30_000)
  try {
    const { startCommerceFakes, fakesPortFor } = await import(fakesModule)
    // A fixed port (E2E_PORT + 1000) lets the specs read captured mails and Stripe sessions over HTTP.
    fakes = await startCommerceFakes({ stripePort: fakesPortFor(port) })
    Object.assign(env, fakes.env)
    // Every request of the suite comes from 127.0.0.1: generous limits for the shop's actions rather
    // than none, so that the limiter itself runs (tests/e2e/securite.spec.ts counts on forgot-password's
    // real 5 per 10 minutes).
    delete env.RATE_LIMITS
    for (const action of ['LIKE', 'MESSAGE', 'ABONNEMENT', 'PAIEMENT', 'BATCH'])
      env[`RATE_LIMIT_${action}`] = '100000/60'
    // The withdrawal lookups of the whole suite, retries included, from that one address; the limits per
    // order and per e-mail stay as shipped (src/lib/espace/limites.ts).
    env.RATE_LIMIT_ESPACE_RETRACTATION = '100000/60'
  } catch (err) {
    console.error(`Faux serveurs Stripe et SMTP : ${err.message}`)
    process.exit(1)
  } finally {
    clearTimeout(watchdog)
  }
}

const prepared = await prepareDatabase({
  stdio,
  // The seed sends no mail: without SMTP it skips nodemailer's transport check.
  env: { ...env, NODE_ENV: 'production', SMTP_HOST: '' },
})
if (!prepared) process.exit(1)

const reuse = process.env.E2E_REUSE_BUILD === '1'
// Same for the build (spawnSync too): the server reads SMTP settings at run time, not build time.
buildIfNeeded({ distDir, env: { ...env, SMTP_HOST: '' }, force: !reuse, stdio })
// What an earlier server rendered into the build from its own database (src/lib/infra/cache/file-handler.mjs;
// `next build` keeps cache/ too): stale for this freshly seeded one, where a renamed product or changed
// settings of a previous run would show again.
for (const rendered of ['server/route-cache', 'cache/fetch-cache'])
  fs.rmSync(path.join(distDir, rendered), { recursive: true, force: true })

const server = spawn(process.execPath, nextStartArgs(port, 'localhost'), {
  stdio,
  env: { ...env, NODE_ENV: 'production', NEXT_DIST_DIR: distDir },
})
const stop = () => {
  server.kill('SIGTERM')
  fakes?.stop()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
server.on('exit', (code) => {
  fakes?.stop()
  process.exit(code ?? 0)
})
