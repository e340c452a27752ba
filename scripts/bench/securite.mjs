// `node scripts/bench/securite.mjs` (or BENCH_SECTIONS=securite npm run bench): what strangers can make
// the server keep, and how the login throttle holds, on the production build.
// - BENCH_URLS (10,000) distinct not-found, search, page-number and facet URLs from BENCH_ADRESSES (1,000)
//   addresses against `next start` (file cache, no Redis): growth of the page cache on disk (distDir/server
//   and distDir/cache/fetch-cache), the server's resident memory before, right after and 20 s after, then
//   after a second flood of fresh URLs and 20 s after it (a plateau, under BORNE_MO), its peak sampled
//   during the floods, 5xx; then BENCH_API_URLS (3,500) distinct queries of GET /api/produits and the
//   disk they add;
// - the same through the front of `npm run cluster` (scripts/bench/securite-cluster.mjs): the front's and
//   the instances' disk, their memory, the keys the cache's Redis evicted, and an address locked out by
//   wrong passwords before the flood, tried again after it, and a flood of made-up Hosts (BENCH_CLUSTER=off
//   skips it);
// - 50 parallel failed logins from one address, from one IPv6 /64, and under other spellings of the
//   route: how many reach Payload (401) and how many are refused (429).
// X-Forwarded-For plays many clients against `next start` (TRUST_PROXY_HOPS=1, as behind the front); through
// the front each client is its own loopback address (127.200.x.y), the one nginx sees.
// Figures go to tmp/bench-securite/figures.json and to docs/BENCHMARKS.md, in the section between the
// `<!-- securite -->` markers (replaced, or appended after the report of `npm run bench`).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { buildIfNeeded } from '../lib/build.mjs'
import { assertPortFree } from '../lib/checks.mjs'
import { nextStartArgs, serverEnv } from '../lib/next-start.mjs'
import { prepareDatabase } from '../lib/prepare.mjs'

import { benchEnv } from './charges.mjs'
import {
  apiUrls,
  cinqCents,
  flood,
  floodUrls,
  mo,
  octets,
  pagesEcrites,
  PARALLELE,
  rssMo,
  suivreRss,
} from './flood.mjs'
import { mesurerCluster } from './securite-cluster.mjs'
import { ecrireSection } from './securite-rapport.mjs'

const port = Number(process.env.BENCH_SECURITE_PORT || process.env.E2E_PORT || 3410)
const base = `http://127.0.0.1:${port}`
const dir = path.resolve(process.env.BENCH_SECURITE_DIR || 'tmp/bench-securite')
// The e2e build when its sources match (same SITE_URL), copied: the bench's cache entries stay out of it.
const buildDir = process.env.E2E_DIST_DIR || '.next-e2e'
const distDir = '.next-bench-securite'
const N = Number(process.env.BENCH_URLS || 10_000)
const ADRESSES = Number(process.env.BENCH_ADRESSES || 1_000)
// Distinct queries of GET /api/produits (issue 44's sweep: 700 added 52.6 MB to the disk).
const N_API = Number(process.env.BENCH_API_URLS || 3_500)
const clusterPort = Number(process.env.BENCH_CLUSTER_PORT || port + 100)
// The bound the README states (« Exploitation », mémoire) for one instance, during the floods and at rest
// after them (docs/decisions/0143-memoire-bornee.md, 0168); the report says whether this run kept it.
const BORNE_MO = 950

const env = {
  ...benchEnv(dir, { secret: 'secret-bench-securite', siteUrl: `http://127.0.0.1:${port}` }),
  TRUST_PROXY_HOPS: '1',
  SMTP_HOST: '',
}
delete env.RATE_LIMITS
delete env.REDIS_URL

// Pages rendered at run time go to server/route-cache (this build's layout), data to cache/fetch-cache.
const cacheDisque = () =>
  octets(path.join(distDir, 'server')) + octets(path.join(distDir, 'cache', 'fetch-cache'))
const pause = (ms) => new Promise((r) => setTimeout(r, ms))

async function connexions(libelle, requetes) {
  const debut = Date.now()
  const statuts = await Promise.all(
    requetes.map(async ({ chemin, ip, email }) => {
      const res = await fetch(`${base}${chemin}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email, password: 'mauvais-mot-de-passe' }),
      })
      await res.arrayBuffer()
      return res.status
    }),
  )
  const compte = {}
  for (const s of statuts) compte[s] = (compte[s] ?? 0) + 1
  return { libelle, tentatives: requetes.length, statuts: compte, secondes: (Date.now() - debut) / 1000 }
}

fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
await assertPortFree(port)
const log = fs.openSync(path.join(dir, 'server.log'), 'a')
if (!(await prepareDatabase({ env: { ...env, NODE_ENV: 'production' }, stdio: ['ignore', log, log] })))
  throw new Error('Préparation de la base impossible.')
buildIfNeeded({ distDir: buildDir, env, stdio: ['ignore', log, log] })
fs.rmSync(distDir, { recursive: true, force: true })
fs.cpSync(buildDir, distDir, { recursive: true })

let figures
// `localhost`, not 127.0.0.1: Next's proxy writes a loopback host as `localhost` in its rewrites and
// would send a search's rewrite to 127.0.0.1 as an external URL (docs/decisions/0091-sans-fork-de-next.md).
const server = spawn(process.execPath, nextStartArgs(port, 'localhost'), {
  env: serverEnv({ ...env, NODE_ENV: 'production', NEXT_DIST_DIR: distDir }),
  stdio: ['ignore', log, log],
})
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break
    } catch {}
    if (i > 600) throw new Error('Le serveur ne démarre pas.')
    await new Promise((r) => setTimeout(r, 200))
  }
  // The pages every render reads (settings, menus) are written once, before measuring.
  await flood({ port, urls: ['/', '/produits', '/articles/inconnu', '/produits?q=calme'], addresses: 1 })
  await pause(2_000)
  const disqueAvant = cacheDisque()
  const rssAvant = rssMo(server.pid)
  const chargeAvant = os.loadavg()[0]
  // The peak during both floods and the API sweep, sampled (the bound holds during a flood too).
  const pic = suivreRss([server.pid])
  const debut = Date.now()
  const statutsFlot = await flood({ port, urls: floodUrls(N), addresses: ADRESSES })
  const secondes = (Date.now() - debut) / 1000
  const rssApres = rssMo(server.pid)
  const chargeApres = os.loadavg()[0]
  await pause(20_000)
  const rssRepos = rssMo(server.pid)
  // The same flood again, on fresh URLs of the same kinds: memory that is bounded plateaus, and this one
  // grows it by a few % at most; memory that leaks grows again by as much.
  const debutSecond = Date.now()
  const statutsSecond = await flood({ port, urls: floodUrls(N), addresses: ADRESSES })
  const second = {
    statuts: statutsSecond,
    cinqCents: cinqCents(statutsSecond),
    secondes: (Date.now() - debutSecond) / 1000,
    rssApres: rssMo(server.pid),
  }
  await pause(20_000)
  second.rssRepos = rssMo(server.pid)
  // The public API's queries: each distinct one was written to Next's data cache on disk (issue 44).
  const disqueAvantApi = cacheDisque()
  const debutApi = Date.now()
  const statutsApi = await flood({ port, urls: apiUrls(N_API), addresses: ADRESSES })
  const api = {
    requetes: N_API,
    statuts: statutsApi,
    cinqCents: cinqCents(statutsApi),
    secondes: (Date.now() - debutApi) / 1000,
    croissanceMo: mo(cacheDisque() - disqueAvantApi),
    rssApres: rssMo(server.pid),
  }
  const [rssPic] = pic.arreter()
  const seul = {
    requetes: N,
    adresses: ADRESSES,
    statuts: statutsFlot,
    cinqCents: cinqCents(statutsFlot),
    secondes,
    croissanceMo: mo(cacheDisque() - disqueAvant),
    pagesEcrites: pagesEcrites(path.join(distDir, 'server', 'route-cache'), debut),
    rssAvant,
    rssApres,
    rssRepos,
    charge: [chargeAvant, chargeApres],
    second,
    api,
    rssPic,
    borneMo: BORNE_MO,
  }
  console.log(JSON.stringify(seul))
  const orthographes = [
    '/api/users/login',
    '/api/users/%6Cogin',
    '/api/%75sers/LOGIN',
    '/api/users/login/',
    '/api/users/./login',
  ]
  const login = [
    await connexions(
      '50 connexions parallèles, une adresse',
      Array.from({ length: 50 }, () => ({
        chemin: '/api/users/login',
        ip: '10.201.0.1',
        email: 'personne@bench.example',
      })),
    ),
    await connexions(
      '50 connexions parallèles, 50 adresses d’un même /64 IPv6',
      Array.from({ length: 50 }, (_, i) => ({
        chemin: '/api/users/login',
        ip: `2001:db8:42:7::${(i + 1).toString(16)}`,
        email: `personne${i}@bench.example`,
      })),
    ),
    await connexions(
      '50 connexions parallèles, une adresse, cinq orthographes de la route',
      Array.from({ length: 50 }, (_, i) => ({
        chemin: orthographes[i % 5],
        ip: '10.201.0.2',
        email: `autre${i}@bench.example`,
      })),
    ),
  ]
  figures = { date: new Date().toISOString(), node: process.version, parallele: PARALLELE, seul, login }
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()))
}
// Kept before the cluster runs: `node scripts/bench/securite-rapport.mjs` writes the section from it.
fs.writeFileSync(path.join(dir, 'figures.json'), JSON.stringify(figures, null, 2))
if (process.env.BENCH_CLUSTER !== 'off')
  figures.cluster = await mesurerCluster({
    env,
    dir,
    distDir,
    port: clusterPort,
    n: Number(process.env.BENCH_CLUSTER_URLS || N),
    addresses: ADRESSES,
    log,
  })
fs.writeFileSync(path.join(dir, 'figures.json'), JSON.stringify(figures, null, 2))
console.log(JSON.stringify(figures, null, 2))
ecrireSection(figures)
