// `npm run docker:test`: the image and the single-host compose, run for real on this machine. Starts the
// Docker engine when needed (scripts/docker-test/engine.mjs), makes the test-only stand-ins for the
// official base images (scripts/docker-test/standins.mjs), builds the project's Dockerfile from the e2e
// suite's production build as `npm run docker:build` does from `.next` (deploy/build-image.mjs; `next
// build` only when that build is missing or stale: docs/decisions/0121-image-depuis-le-build.md), then runs
// compose.vps.yaml with the Stripe-compatible server and the SMTP capture of tests/support beside it:
// pages, admin login, a paid checkout, a restart that keeps every order and file, healthchecks; and
// `compose config` of compose.yaml (its MongoDB and MinIO images cannot be had here). Closes with one
// line: the image's size and each step's time. Containers talk over the test's own compose network; the
// front is published on 127.0.0.1 only.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'

import { composeCommand, ensureEngine } from './docker-test/engine.mjs'
import { ensureStandins } from './docker-test/standins.mjs'
import { e2eDistDir } from './lib/e2e-env.mjs'
import { FAKE_MAIL_FROM, FAKE_STRIPE_SECRET_KEY, FAKE_WEBHOOK_SECRET } from '../tests/support/fakes.mjs'

const root = process.cwd()
const IMAGE = 'mots-couleurs:latest'
const PROJECT = 'mc-docker-test'
const port = Number(process.env.DOCKER_TEST_PORT || 3080)
const fakesPort = port + 1
const FRONT = `http://127.0.0.1:${port}`
const FAKES = `http://127.0.0.1:${fakesPort}`
const ADMIN = { email: 'admin@mots-couleurs.example', password: 'motdepasse-docker-2026' }
// The target: the bound keeps the image from growing back (1.78 GB with all of node_modules,
// 408 to 419 MB on the official node image). docs/decisions/0121-image-depuis-le-build.md, « Taille ».
const MAX_IMAGE_MB = 400

const timings = {}
let imageMb = 0
let compose = []

async function timed(name, work) {
  const started = Date.now()
  try {
    return await work()
  } finally {
    timings[name] = Math.round((Date.now() - started) / 1000)
  }
}

const dir = path.join(root, 'tmp/docker-test')
const overlay = path.join(dir, 'compose.test.yaml')
const env = {
  ...process.env,
  PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
  SITE_URL: FRONT,
  // The front answers this Host only (compose.vps.yaml, docs/decisions/0167).
  SITE_HOST: '127.0.0.1',
  REDIS_PASSWORD: crypto.randomBytes(12).toString('hex'),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  FRONT_ADDRESS: '127.0.0.1',
  PORT: String(port),
}

/** The test's additions: the fakes in a container of the compose network, the shop pointed at them. */
function writeOverlay() {
  const shop = {
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_API_HOST: 'fakes',
    STRIPE_API_PORT: '4242',
    STRIPE_API_PROTOCOL: 'http',
    SMTP_HOST: 'fakes',
    SMTP_PORT: '2525',
    SMTP_IGNORE_TLS: '1',
    MAIL_FROM: FAKE_MAIL_FROM,
    // Every request of the test comes from one address.
    RATE_LIMITS: 'off',
  }
  const lines = Object.entries(shop).map(([k, v]) => `      ${k}: '${v}'`)
  const service = (name) => [`  ${name}:`, '    environment:', ...lines]
  const start =
    "const m = await import('/projet/tests/support/fakes.mjs'); await m.startCommerceFakes({ stripePort: 4242, smtpPort: 2525, host: '0.0.0.0' })"
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(
    overlay,
    [
      'services:',
      ...['prepare', 'app1', 'app2'].flatMap(service),
      // The shop's own image, for its Node; not a shop, so not its healthcheck.
      '  fakes:',
      `    image: ${IMAGE}`,
      '    healthcheck: { disable: true }',
      `    volumes: ['${root}:/projet:ro']`,
      `    command: ['node', '--input-type=module', '-e', ${JSON.stringify(start)}]`,
      `    ports: ['127.0.0.1:${fakesPort}:4242']`,
      '',
    ].join('\n'),
  )
}

function dc(args, options = {}) {
  const files = ['-p', PROJECT, '-f', 'compose.vps.yaml', '-f', overlay]
  return execFileSync(compose[0], [...compose.slice(1), ...files, ...args], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    ...options,
  })
}

const containerOf = (service) => dc(['ps', '-q', service]).trim()
const health = (service) =>
  execFileSync('docker', ['inspect', '-f', '{{.State.Health.Status}}', containerOf(service)], {
    encoding: 'utf8',
  }).trim()

async function until(check, seconds, what) {
  const end = Date.now() + seconds * 1000
  let last
  while (Date.now() < end) {
    try {
      if ((last = await check())) return last
    } catch (err) {
      last = err.message
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`${what} : toujours pas après ${seconds} s (${last})`)
}

const allHealthy = () =>
  until(() => ['redis', 'redis-limites', 'app1', 'app2'].every((s) => health(s) === 'healthy'), 180, 'santé')

async function json(url, init) {
  const res = await fetch(url, init)
  return { status: res.status, body: await res.json() }
}

async function login() {
  const { status, body } = await json(`${FRONT}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  assert.equal(status, 200)
  return { authorization: `JWT ${body.token}` }
}

const orderCount = async () =>
  (await json(`${FRONT}/api/commandes?limit=1&depth=0`, { headers: await login() })).body.totalDocs

const mediaFiles = () =>
  dc(['exec', '-T', 'app1', 'sh', '-c', 'cd /app && find media data/telechargements -type f | sort'])

before(async () => {
  await timed('engine', ensureEngine)
  compose = composeCommand()
  // The image's files (deploy/build-image.mjs) while the stand-ins are made: one mostly reads and
  // copies the e2e build, the other mostly waits on Debian's mirror.
  const filesStarted = Date.now()
  const files = spawn(process.execPath, ['deploy/build-image.mjs', '--dist', e2eDistDir(), 'tmp/image'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const filesDone = new Promise((resolve, reject) =>
    files.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build-image : code ${code}`)))),
  )
  try {
    const standins = await timed('stand-ins', () => ensureStandins(root))
    for (const [k, v] of Object.entries(standins.seconds)) timings[`  ${k}`] = v
  } catch (err) {
    files.kill()
    throw err
  }
  await filesDone
  timings.files = Math.round((Date.now() - filesStarted) / 1000)
  await timed('image', () =>
    execFileSync('docker', ['build', '-q', '-t', IMAGE, '.'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DOCKER_BUILDKIT: '0' },
    }),
  )
  fs.rmSync('tmp/image', { recursive: true, force: true })
  imageMb = Math.round(Number(execFileSync('docker', ['image', 'inspect', '-f', '{{.Size}}', IMAGE])) / 1e6)
  writeOverlay()
  dc(['down', '-v', '--remove-orphans'], { stdio: 'ignore' })
  await timed('up', async () => {
    try {
      dc(['up', '-d', '--no-build'])
      await until(async () => (await fetch(`${FRONT}/api/health`)).ok, 240, 'la boutique derrière nginx')
    } catch (err) {
      // What the containers said, before `down` removes them.
      dc(['logs', '--no-color', '--tail', '40'], { stdio: ['ignore', 'inherit', 'inherit'] })
      throw err
    }
  })
})

after(() => {
  if (compose.length > 0 && !process.env.DOCKER_TEST_KEEP)
    dc(['down', '-v', '--remove-orphans'], { stdio: 'ignore' })
  const steps = Object.entries(timings)
    .filter(([k]) => !k.startsWith(' '))
    .map(([k, v]) => `${k} ${v} s`)
  const standins = Object.entries(timings)
    .filter(([k]) => k.startsWith(' '))
    .map(([k, v]) => `${k.trim()} ${v} s`)
  console.log(`docker: image ${imageMb} MB; ${steps.join(', ')} (stand-ins: ${standins.join(', ')})`)
})

test(`the image weighs at most ${MAX_IMAGE_MB} MB and runs as a user, not root`, () => {
  assert.ok(imageMb > 0 && imageMb <= MAX_IMAGE_MB, `${imageMb} MB`)
  const user = execFileSync('docker', ['image', 'inspect', '-f', '{{.Config.User}}', IMAGE], {
    encoding: 'utf8',
  })
  assert.equal(user.trim(), 'boutique')
  assert.equal(dc(['exec', '-T', 'app1', 'id', '-u']).trim() === '0', false)
  // Its Node is the one package.json pins (deploy/node-binary.mjs), and npm is not there.
  const pinned = JSON.parse(fs.readFileSync('package.json', 'utf8')).dependencies.node
  assert.equal(dc(['exec', '-T', 'app1', 'node', '--version']).trim(), `v${pinned}`)
  // Debian's sh (dash) answers 127 for a command it cannot find, bash 1: neither is 0, and nothing printed.
  const npm = spawnSync('docker', ['exec', containerOf('app1'), 'sh', '-c', 'command -v npm'], {
    encoding: 'utf8',
  })
  assert.equal(npm.stdout.trim(), '')
  assert.notEqual(npm.status, 0)
})

test('every healthcheck turns healthy', async () => {
  await allHealthy()
})

test('pages come through nginx, with the seeded catalogue', async () => {
  const { body } = await json(`${FRONT}/api/produits?limit=100`)
  assert.ok(body.docs.length > 0)
  for (const page of ['/', '/produits', `/produits/affiches/${body.docs[0].slug}`]) {
    const res = await fetch(`${FRONT}${page}`)
    assert.equal(res.status, 200, page)
    assert.match(await res.text(), /Mots (&amp;|&) Couleurs/)
  }
})

test('the administrator logs in', async () => {
  assert.match((await login()).authorization, /^JWT \S+/)
  assert.equal((await fetch(`${FRONT}/admin/login`)).status, 200)
})

test('a checkout is paid through the Stripe-compatible server, and restart keeps every order and file', async () => {
  const before = await orderCount()
  const { body } = await json(`${FRONT}/api/produits?limit=100`)
  const produit = body.docs.find((p) => p.livraison === 'numerique') ?? body.docs[0]
  const paiement = await json(`${FRONT}/api/commande/paiement`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      slugs: [produit.slug],
      email: 'client@example.test',
      consentementNumerique: true,
      renonciationRetractation: true,
    }),
  })
  assert.equal(paiement.status, 201, JSON.stringify(paiement.body))
  const sessionId = /cs_test_\w+/.exec(paiement.body.url)[0]
  const signed = (
    await json(`${FAKES}/__test/event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, type: 'checkout.session.completed' }),
    })
  ).body
  const webhook = await json(`${FRONT}/api/commande/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
    body: signed.payload,
  })
  assert.equal(webhook.body.applied, true)
  const orders = await orderCount()
  assert.equal(orders, before + 1)
  const files = mediaFiles()
  assert.ok(files.split('\n').filter(Boolean).length > 0)

  await timed('restart', async () => {
    dc(['restart'])
    await until(async () => (await fetch(`${FRONT}/api/health`)).ok, 180, 'la boutique après redémarrage')
    await allHealthy()
  })
  assert.equal(await orderCount(), orders)
  assert.equal(mediaFiles(), files)
})

test('compose.yaml (MongoDB, MinIO) is a valid compose file', () => {
  const required = {
    PAYLOAD_SECRET: 'x'.repeat(32),
    REDIS_PASSWORD: 'x',
    MONGO_PASSWORD: 'x',
    MINIO_ROOT_PASSWORD: 'x'.repeat(8),
    S3_SECRET_ACCESS_KEY: 'x'.repeat(8),
  }
  const config = (extra) =>
    spawnSync(compose[0], [...compose.slice(1), '-f', 'compose.yaml', 'config', '-q'], {
      env: { ...process.env, ...extra },
      encoding: 'utf8',
    })
  assert.equal(config(required).status, 0, config(required).stderr)
  // and it refuses to start without its secrets
  assert.notEqual(config({}).status, 0)
})
