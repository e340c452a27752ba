// The production topology on a real network (node:test, run by `npm test`, as root): network namespaces
// for the front (nginx, deploy/nginx/boutique.conf.template), two `next start` instances, Redis and
// three clients, each host with its own address (tests/netns/reseau.mjs). Per-address limits count each
// client apart through the front, a forged X-Forwarded-For changes nothing, cutting one instance's link
// loses no request, and the front serves its stored pages while both instances are unreachable.
// The namespaces are removed after the run, and before it (a killed run's leftovers).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'

import { buildIfNeeded } from '../../scripts/lib/build.mjs'
import { findExecutable, writeFrontConfig } from '../../scripts/lib/cluster.mjs'
import { nextStartArgs } from '../../scripts/lib/next-start.mjs'
import { prepareDatabase, SEED_RENDERS_DIR } from '../../scripts/lib/prepare.mjs'
import { construire, couper, hotes, lancerDans, nettoyer, requete } from './reseau.mjs'

const DIR = path.resolve(process.env.NETNS_DIR || 'tmp/netns')
const DIST = process.env.NEXT_DIST_DIR || process.env.E2E_DIST_DIR || '.next-e2e'
const PORT_FRONT = 8080
const PORT_APP = 3000
const LIMITE_MESSAGES = 3
const REDIS_SECRET = 'secret-redis-netns'
const FRONT = `http://${hotes.front.public}:${PORT_FRONT}`
const [c1, c2, c3] = hotes.clients.map((c) => c.ns)

const processus = []
let liens = {}

const pause = (ms) => new Promise((r) => setTimeout(r, ms))
async function attendre(essai, ms, quoi) {
  const limite = Date.now() + ms
  while (Date.now() < limite) {
    try {
      if (essai()) return
    } catch {
      // not yet
    }
    await pause(500)
  }
  throw new Error(`${quoi} : pas prêt en ${ms / 1000} s (journaux : ${DIR})`)
}

function lancer(nom, ns, commande, args, env) {
  const fd = fs.openSync(path.join(DIR, `${nom}.log`), 'a')
  const p = lancerDans(ns, commande, args, { env, fd })
  fs.closeSync(fd)
  processus.push(p)
  return p
}

function arreterTout() {
  for (const p of processus) {
    try {
      process.kill(-p.pid, 'SIGKILL')
    } catch {
      // already stopped
    }
  }
  nettoyer()
}
// Whatever ends the run, the namespaces go.
process.on('exit', arreterTout)
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => process.exit(1))

const message = (i) => ({
  nom: 'Camille',
  email: `camille${i}@example.fr`,
  message: 'Bonjour, une question sur vos affiches.',
})

before(
  async () => {
    assert.equal(process.getuid?.(), 0, 'la suite des namespaces doit tourner en root (ip netns)')
    for (const outil of ['ip', 'nginx', 'redis-server', 'curl'])
      assert.ok(findExecutable(outil), `${outil} introuvable (.ci/run l’installe)`)
    fs.rmSync(DIR, { recursive: true, force: true })
    fs.mkdirSync(path.join(DIR, 'base'), { recursive: true })
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: DIST,
      DATABASE_URI: `file:${path.join(DIR, 'base', 'boutique.db')}`,
      MEDIA_DIR: path.join(DIR, 'base', 'media'),
      PRIVATE_MEDIA_DIR: path.join(DIR, 'base', 'telechargements'),
      IMAGE_CACHE_DIR: path.join(DIR, 'base', 'cache'),
      PAYLOAD_SECRET: 'secret-netns-mots-couleurs-0123456789',
      SITE_URL: FRONT,
      SMTP_HOST: '',
      MC_ENTRETIEN: 'off',
      MC_SEED_RENDUS: SEED_RENDERS_DIR,
      LOG_FORMAT: 'json',
    }
    const journal = fs.openSync(path.join(DIR, 'prepare.log'), 'a')
    assert.ok(await prepareDatabase({ env, stdio: ['ignore', journal, journal] }), 'préparation de la base')
    fs.closeSync(journal)
    // The e2e suite's build, made just before in the same `npm test` (as the cluster suite does); one
    // build when there is none.
    if (!fs.existsSync(path.join(DIST, 'BUILD_ID'))) buildIfNeeded({ distDir: DIST, env, stdio: 'ignore' })

    liens = construire()
    const redis = `${hotes.front.prive}`
    lancer('redis', hotes.front.ns, findExecutable('redis-server'), [
      '--bind',
      redis,
      '--port',
      '6379',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      '64mb',
      '--maxmemory-policy',
      'allkeys-lru',
      // Reached over a network, as compose's: with a password (and without, Redis refuses it).
      '--requirepass',
      REDIS_SECRET,
    ])
    const envInstance = {
      ...env,
      REDIS_URL: `redis://:${REDIS_SECRET}@${redis}:6379`,
      TRUST_PROXY_HOPS: '1',
      RATE_LIMIT_MESSAGE: `${LIMITE_MESSAGES}/600`,
      PORT: String(PORT_APP),
    }
    for (const [nom, h] of [
      ['instance-1', hotes.instance1],
      ['instance-2', hotes.instance2],
    ]) {
      lancer(nom, h.ns, process.execPath, nextStartArgs(PORT_APP, h.prive), envInstance)
    }
    const conf = writeFrontConfig({
      dir: DIR,
      port: PORT_FRONT,
      instances: [PORT_APP, PORT_APP],
      hosts: [hotes.instance1.prive, hotes.instance2.prive],
      // The front answers the site's host only: the address clients call.
      siteUrl: FRONT,
    })
    lancer('front', hotes.front.ns, findExecutable('nginx'), ['-c', conf, '-p', DIR, '-g', 'daemon off;'])
    // Each instance answers the front's host, and the front answers a client.
    for (const h of [hotes.instance1, hotes.instance2])
      await attendre(
        () =>
          requete(hotes.front.ns, `http://${h.prive}:${PORT_APP}/api/health`, { timeout: 3 }).status === 200,
        180_000,
        h.ns,
      )
    await attendre(() => requete(c1, `${FRONT}/`, { timeout: 10 }).status === 200, 60_000, 'le front')
  },
  { timeout: 900_000 },
)

after(arreterTout)

describe('a cluster on a real network', { concurrency: false }, () => {
  it('cannot be reached from a client except through the front', () => {
    assert.throws(() => requete(c1, `http://${hotes.instance1.prive}:${PORT_APP}/api/health`, { timeout: 2 }))
  })

  it('counts the limit of each client address apart, through the front', () => {
    const statuts = []
    for (let i = 0; i <= LIMITE_MESSAGES; i++)
      statuts.push(requete(c1, `${FRONT}/api/message`, { method: 'POST', body: message(i) }).status)
    assert.deepEqual(statuts, [...Array(LIMITE_MESSAGES).fill(201), 429])
    assert.equal(requete(c2, `${FRONT}/api/message`, { method: 'POST', body: message(9) }).status, 201)
  })

  it('ignores a forged X-Forwarded-For: neither a fresh bucket nor another client’s', () => {
    const statuts = []
    for (let i = 0; i <= LIMITE_MESSAGES; i++) {
      // Each request claims another address, the second client's among them.
      const forge = i % 2 ? hotes.clients[1].public : `203.0.113.${i + 1}`
      statuts.push(
        requete(c3, `${FRONT}/api/message`, {
          method: 'POST',
          body: message(20 + i),
          headers: { 'X-Forwarded-For': forge, 'X-Real-IP': forge },
        }).status,
      )
    }
    assert.deepEqual(statuts, [...Array(LIMITE_MESSAGES).fill(201), 429])
    // The second client used one request of its own: it still has some.
    assert.equal(requete(c2, `${FRONT}/api/message`, { method: 'POST', body: message(30) }).status, 201)
  })

  it('loses no request while one instance’s link is cut', async () => {
    const statuts = []
    try {
      for (let i = 0; i < 30; i++) {
        if (i === 5) couper(liens.instance1, 'down')
        const url = i % 2 ? `${FRONT}/api/health` : `${FRONT}/produits`
        statuts.push(requete(hotes.clients[i % 3].ns, url).status)
        await pause(100)
      }
    } finally {
      couper(liens.instance1, 'up')
    }
    assert.deepEqual(
      statuts.filter((s) => s !== 200),
      [],
    )
  })

  it('serves its stored pages while both instances are unreachable', () => {
    const pages = ['/', '/produits', '/faq']
    for (const page of pages) {
      requete(c1, `${FRONT}${page}`)
      assert.equal(requete(c1, `${FRONT}${page}`).status, 200)
    }
    couper(liens.instance1, 'down')
    couper(liens.instance2, 'down')
    try {
      for (const page of pages) {
        const r = requete(c2, `${FRONT}${page}`)
        assert.equal(r.status, 200, page)
        assert.match(r.headers['x-cache'] ?? '', /^(HIT|STALE|UPDATING)$/, page)
      }
      assert.ok(requete(c2, `${FRONT}/api/health`).status >= 502)
    } finally {
      couper(liens.instance1, 'up')
      couper(liens.instance2, 'up')
    }
  })
})
