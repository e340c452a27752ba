// Over 300 lines: one supervisor — checks, preparation, Redis, two instances, the front, the stop — read in the order it runs.
// `npm run cluster`: the production topology on one machine — two Redis (the cache, the rate-limit
// counters), two `next start` instances sharing
// the database, nginx in front (a cache, deploy/nginx/boutique.conf.template) — as compose.yaml describes it for several machines. Ctrl-C stops all.
//
// For a test driving it: PORT (nginx; instances on PORT+1 and PORT+2), REDIS_PORT (PORT+10, the cache),
// REDIS_LIMITS_PORT (PORT+11, the counters),
// CLUSTER_DIR (tmp/cluster: logs, nginx.conf and its cache, Redis's folder, pids.json), CLUSTER_SKIP_BUILD=1 (use the
// build in NEXT_DIST_DIR as it is). One line starting with « Boutique prête » on stdout once nginx
// serves the home page; pids.json is written just before it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { buildIfNeeded, markServing } from './lib/build.mjs'
import {
  assertDatabaseReachable,
  assertPortFree,
  ligneErreur,
  resolveSecret,
  StartError,
} from './lib/checks.mjs'
import { clusterPorts, findExecutable, writeFrontConfig } from './lib/cluster.mjs'
import { nextStartArgs, serverEnv } from './lib/next-start.mjs'
import { assertNodeVersion } from './lib/node-version.mjs'
import { prepareDatabase } from './lib/prepare.mjs'

/** How long a child gets to stop after SIGTERM before SIGKILL (the app forces its own stop at 10 s). */
const DELAI_ARRET_MS = 12_000

const dir = path.resolve(process.env.CLUSTER_DIR || 'tmp/cluster')
const pidsFile = path.join(dir, 'pids.json')

/** @type {{ nom: string, fichier: string, proc: import('node:child_process').ChildProcess, role: string }[]} */
const enfants = []
/** 'demarrage' until the ready line, then 'pret'; 'arret' once a stop began. */
let etat = 'demarrage'

const vivant = (e) => e.proc.exitCode === null && e.proc.signalCode === null

function dernieresLignes(fichier, n = 15) {
  try {
    return fs.readFileSync(fichier, 'utf8').trimEnd().split('\n').slice(-n).join('\n')
  } catch {
    return ''
  }
}

function lancer(role, nom, commande, args, env) {
  const fichier = path.join(dir, `${role}.log`)
  const fd = fs.openSync(fichier, 'a')
  // Its own process group: Ctrl-C reaches this script only, which stops the children in order (nginx,
  // then the instances, Redis last). Output goes to files: inherited pipes stalled under Playwright.
  const proc = spawn(commande, args, { env, stdio: ['ignore', fd, fd], detached: true })
  fs.closeSync(fd)
  const enfant = { nom, fichier, proc, role }
  enfants.push(enfant)
  proc.on('error', (err) => finEnfant(enfant, err.message))
  proc.on('exit', (code, signal) => finEnfant(enfant, signal ? `signal ${signal}` : `code ${code}`))
  return enfant
}

function finEnfant(enfant, raison) {
  if (etat === 'arret') return
  if (etat === 'demarrage' || enfant.role === 'front') {
    const fin = dernieresLignes(enfant.fichier)
    console.error(
      `Arrêt de ${enfant.nom} (${raison})${etat === 'pret' ? ' : la boutique n’est plus joignable' : ' pendant le démarrage'} ; journal : ${enfant.fichier}${fin ? `\n${fin}` : ''}`,
    )
    void arreter(1)
    return
  }
  // An instance or Redis lost while running: nginx sends the traffic to what is left (and the app
  // answers without Redis), so the cluster goes on; the cluster e2e suite does this on purpose.
  console.error(`Arrêt de ${enfant.nom} (${raison}) ; le reste continue.`)
}

function attendreFin(enfant, ms) {
  if (!vivant(enfant)) return Promise.resolve(true)
  return new Promise((resolve) => {
    const minuteur = setTimeout(() => resolve(false), ms)
    enfant.proc.once('exit', () => {
      clearTimeout(minuteur)
      resolve(true)
    })
  })
}

function signaler(enfant, signal) {
  if (!vivant(enfant)) return
  try {
    process.kill(-enfant.proc.pid, signal)
  } catch {
    enfant.proc.kill(signal)
  }
}

async function arreterGroupe(role) {
  const groupe = enfants.filter((e) => e.role.startsWith(role))
  for (const e of groupe) signaler(e, 'SIGTERM')
  await Promise.all(
    groupe.map(async (e) => {
      if (await attendreFin(e, DELAI_ARRET_MS)) return
      console.error(`Arrêt forcé de ${e.nom}, toujours là ${DELAI_ARRET_MS / 1000} s après SIGTERM.`)
      signaler(e, 'SIGKILL')
      await attendreFin(e, 2000)
    }),
  )
}

async function arreter(code) {
  if (etat === 'arret') return
  etat = 'arret'
  // nginx first so nothing new comes in, the instances finish their requests, Redis last as they use it
  // until the end.
  await arreterGroupe('front')
  await arreterGroupe('instance')
  await arreterGroupe('redis')
  fs.rmSync(pidsFile, { force: true })
  process.exit(code)
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `essai` until it is true; false when the cluster began to stop or after `ms`. */
async function attendre(essai, ms) {
  const limite = Date.now() + ms
  while (Date.now() < limite) {
    if (etat === 'arret') return false
    if (await essai().catch(() => false)) return true
    await pause(250)
  }
  return false
}

const repondOk = (url) =>
  fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' }).then((r) => r.status === 200)

function redisRepond(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.setTimeout(1000, () => socket.destroy())
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (d) => {
      resolve(d.toString().startsWith('+PONG'))
      socket.destroy()
    })
    socket.once('error', () => resolve(false))
    socket.once('close', () => resolve(false))
  })
}

/** The ports free, redis-server and nginx installed, the database reachable: the environment to run with. */
async function verifier({ port, instances, redis, redisLimits }) {
  for (const p of [port, ...instances, redis, redisLimits]) await assertPortFree(p)
  const redisServer = findExecutable('redis-server')
  const nginx = findExecutable('nginx')
  const manquants = [!redisServer && 'redis-server', !nginx && 'nginx'].filter(Boolean)
  if (manquants.length > 0) {
    throw new StartError(
      `${manquants.join(' et ')} introuvable${manquants.length > 1 ? 's' : ''} : installez-les avec sudo apt-get install -y redis-server nginx`,
    )
  }
  const env = { ...process.env, PAYLOAD_SECRET: resolveSecret(), NEXT_TELEMETRY_DISABLED: '1' }
  env.SITE_URL ||= `http://localhost:${port}`
  // A mongodb URI is shared as is; a SQLite file too, both instances being on this machine.
  await assertDatabaseReachable(env.DATABASE_URI)
  return { env, redisServer, nginx }
}

/** The database migrated, once, and the build: false when stopped meanwhile. */
async function preparer(env) {
  fs.mkdirSync(dir, { recursive: true })
  for (const nom of fs.readdirSync(dir)) {
    if (nom.endsWith('.log') || /^nginx/.test(nom) || nom === 'pids.json' || /^redis/.test(nom))
      fs.rmSync(path.join(dir, nom), { recursive: true, force: true })
  }
  // Once, before any instance starts: two preparations at once would race on the migrations.
  const journalPrepare = process.stdout.isTTY ? null : fs.openSync(path.join(dir, 'prepare.log'), 'a')
  const sortiePrepare = journalPrepare === null ? 'inherit' : ['ignore', journalPrepare, journalPrepare]
  const prete = await prepareDatabase({
    stdio: sortiePrepare,
    env: { ...env, NODE_ENV: 'production', LOG_FORMAT: env.LOG_FORMAT || 'pretty' },
  })
  if (journalPrepare !== null) fs.closeSync(journalPrepare)
  if (!prete)
    throw new StartError(`Préparation de la base échouée (journal : ${path.join(dir, 'prepare.log')}).`)
  if (etat === 'arret') return false

  // Its own build folder: `npm start` from the same checkout keeps serving .next while this one builds.
  const distDir = env.NEXT_DIST_DIR || '.next-cluster'
  env.NEXT_DIST_DIR = distDir
  if (env.CLUSTER_SKIP_BUILD === '1') {
    if (!fs.existsSync(path.join(distDir, 'BUILD_ID')))
      throw new StartError(`CLUSTER_SKIP_BUILD=1 mais aucun build dans ${distDir} : lancez sans.`)
  } else {
    buildIfNeeded({ distDir, env })
  }
  return true
}

// Nothing written to disk: the cache and the rate-limit counters are disposable. Two servers, because
// one eviction policy cannot suit both (docs/decisions/0102-compteurs-hors-du-cache.md): the cache's
// memory is bounded, past REDIS_MAXMEMORY its least recently used keys go (whatever strangers made it
// keep); the counters' server evicts nothing, so a flood of cached pages never frees a locked-out
// address. Its keys all expire with their window, which bounds it.
function redisArgs(nom, p, memoire, politique) {
  const redisDir = path.join(dir, nom)
  fs.mkdirSync(redisDir, { recursive: true })
  return [
    '--port',
    String(p),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    redisDir,
    '--logfile',
    '',
    '--maxmemory',
    memoire,
    '--maxmemory-policy',
    politique,
  ]
}

/** The two Redis, answering: null when stopped meanwhile. */
async function demarrerRedis(redisServer, env, { redis, redisLimits }) {
  const r = lancer(
    'redis',
    `Redis du cache (port ${redis})`,
    redisServer,
    redisArgs('redis', redis, env.REDIS_MAXMEMORY || '256mb', 'allkeys-lru'),
    env,
  )
  const rl = lancer(
    'redis-limites',
    `Redis des limites (port ${redisLimits})`,
    redisServer,
    redisArgs('redis-limites', redisLimits, env.REDIS_LIMITS_MAXMEMORY || '64mb', 'noeviction'),
    env,
  )
  for (const [serveur, p] of [
    [r, redis],
    [rl, redisLimits],
  ]) {
    if (!(await attendre(() => redisRepond(p), 10_000))) {
      if (etat !== 'arret')
        throw new StartError(`${serveur.nom} ne répond pas (journal : ${serveur.fichier}).`)
      return null
    }
  }
  return { r, rl }
}

/** The two `next start` instances, healthy: null when stopped meanwhile. */
async function demarrerInstances(env, { instances, redis, redisLimits }) {
  const envInstance = {
    ...env,
    NODE_ENV: 'production',
    REDIS_URL: `redis://127.0.0.1:${redis}`,
    REDIS_LIMITS_URL: `redis://127.0.0.1:${redisLimits}`,
    // nginx sends the address it saw as X-Forwarded-For; the instance appends its peer, nginx.
    TRUST_PROXY_HOPS: '1',
  }
  const lancees = instances.map((p, i) =>
    lancer(
      `instance-${i + 1}`,
      `l'instance ${i + 1} (port ${p})`,
      process.execPath,
      // Reachable through the front only, which is what makes TRUST_PROXY_HOPS=1 true. `localhost`, not
      // 127.0.0.1: Next's proxy writes a loopback host as `localhost` in its rewrites, and takes one to
      // another host for an external URL (docs/decisions/0091-sans-fork-de-next.md).
      nextStartArgs(p, 'localhost'),
      serverEnv({ ...envInstance, PORT: String(p) }),
    ),
  )
  const pretes = await Promise.all(
    instances.map((p) => attendre(() => repondOk(`http://127.0.0.1:${p}/api/health`), 120_000)),
  )
  if (etat === 'arret') return null
  const lente = pretes.findIndex((ok) => !ok)
  if (lente >= 0)
    throw new StartError(
      `Pas de réponse de ${lancees[lente].nom} en 120 s (journal : ${lancees[lente].fichier}).`,
    )
  markServing(
    env.NEXT_DIST_DIR,
    lancees.map((e) => e.proc.pid),
  )
  return lancees
}

/** nginx in front, serving the home page: null when stopped meanwhile. */
async function demarrerFront(nginx, env, { port, instances }) {
  const config = writeFrontConfig({ dir, port, instances, siteUrl: env.SITE_URL })
  const h = lancer(
    'front',
    `nginx (port ${port})`,
    nginx,
    ['-c', config, '-p', dir, '-g', 'daemon off;'],
    env,
  )
  if (!(await attendre(() => repondOk(`http://127.0.0.1:${port}/`), 60_000))) {
    if (etat !== 'arret')
      throw new StartError(`nginx ne sert pas la boutique sur le port ${port} (journal : ${h.fichier}).`)
    return null
  }
  return h
}

async function main() {
  assertNodeVersion()
  const ports = clusterPorts()
  const { port, instances, redis, redisLimits } = ports
  const { env, redisServer, nginx } = await verifier(ports)

  process.on('SIGINT', () => void arreter(0))
  process.on('SIGTERM', () => void arreter(0))

  if (!(await preparer(env))) return
  const serveursRedis = await demarrerRedis(redisServer, env, ports)
  if (!serveursRedis) return
  const lancees = await demarrerInstances(env, ports)
  if (!lancees) return
  const h = await demarrerFront(nginx, env, ports)
  if (!h) return

  fs.writeFileSync(
    pidsFile,
    `${JSON.stringify(
      {
        script: process.pid,
        redis: serveursRedis.r.proc.pid,
        redisLimites: serveursRedis.rl.proc.pid,
        front: h.proc.pid,
        instances: lancees.map((e) => e.proc.pid),
        ports: { front: port, redis, redisLimites: redisLimits, instances },
      },
      null,
      2,
    )}\n`,
  )
  etat = 'pret'
  console.log(`Journaux : ${dir}/*.log ; Ctrl-C arrête tout.`)
  console.log(
    `Boutique prête : http://localhost:${port} (2 instances, Redis du cache et des limites, nginx en cache devant)`,
  )
}

main().catch((err) => {
  console.error(err instanceof StartError ? err.message : `Démarrage impossible : ${ligneErreur(err)}`)
  void arreter(1)
})
