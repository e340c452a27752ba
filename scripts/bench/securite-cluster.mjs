// The cluster part of scripts/bench/securite.mjs: `npm run cluster` (two Redis, two instances, nginx in
// front) on the bench's build and database; an address locked out by wrong passwords, then a flood of
// distinct URLs through the front from many loopback addresses; what the front and the instances kept,
// how many keys the cache's Redis evicted, and whether the address is still refused.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { createClient } from 'redis'

import { cinqCents, flood, floodUrls, mo, octets, rssMo, suivreRss } from './flood.mjs'

/** A wrong password for the administrator through the front, from `address` (its connection's own). */
function wrongLogin(port, address) {
  const body = JSON.stringify({ email: 'admin@bench.example', password: 'pas-le-bon-mot-de-passe' })
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/users/login',
        localAddress: address,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', () => resolve(0))
    req.end(body)
  })
}

/**
 * HOST_FLOOD requests with made-up Hosts through the front (issue 44: 3,500 of them added 65 MB to its
 * main zone in 17 s): how many it answered, and what its zones grew by.
 */
const HOST_FLOOD = Number(process.env.BENCH_HOTES || 3_500)
async function floodHotes(port, clusterDir, addresses) {
  const zones = () =>
    octets(path.join(clusterDir, 'nginx-cache')) + octets(path.join(clusterDir, 'nginx-cache-visiteurs'))
  const avant = zones()
  const debut = Date.now()
  const urls = Array.from({ length: HOST_FLOOD }, (_, i) => (i % 2 ? '/' : `/produits?n=${i}`))
  const statuts = await flood({
    port,
    urls,
    addresses,
    via: 'socket',
    host: (i) => `site-${i}.example`,
  })
  return {
    requetes: HOST_FLOOD,
    statuts,
    secondes: (Date.now() - debut) / 1000,
    croissanceMo: mo(zones() - avant),
  }
}

async function evicted(client) {
  return Number(/evicted_keys:(\d+)/.exec(await client.info('stats'))?.[1] ?? 0)
}

/** `npm run cluster` on the bench's build and database, and the promise of its « Boutique prête ». */
function lancerCluster({ env, clusterDir, distDir, port, log, redisMaxmemory }) {
  const script = spawn(process.execPath, ['scripts/cluster.mjs'], {
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      CLUSTER_DIR: clusterDir,
      CLUSTER_SKIP_BUILD: '1',
      NEXT_DIST_DIR: distDir,
      // Small enough that the flood makes it evict (256 MB in the script).
      REDIS_MAXMEMORY: redisMaxmemory,
      MC_ENTRETIEN: 'off',
    },
    stdio: ['ignore', 'pipe', log],
  })
  const pret = new Promise((resolve, reject) => {
    script.stdout.on('data', (d) => {
      fs.writeSync(log, d)
      if (String(d).includes('Boutique prête')) resolve()
    })
    script.once('exit', (code) => reject(new Error(`npm run cluster s'est arrêté (code ${code}).`)))
  })
  return { script, pret }
}

/** The address locked out, the flood through the front, what it left on disk, in memory and in Redis. */
async function flotSurLeCluster({ cache, pids, clusterDir, distDir, port, n, addresses }) {
  const disque = () =>
    octets(path.join(clusterDir, 'nginx-cache')) +
    octets(path.join(clusterDir, 'nginx-cache-visiteurs')) +
    octets(path.join(distDir, 'server', 'route-cache')) +
    octets(path.join(distDir, 'cache', 'fetch-cache'))
  const rss = () => pids.instances.map((pid) => rssMo(pid))

  const bloquee = '127.0.0.77'
  const avantFlot = []
  for (let i = 0; i < 6; i++) avantFlot.push(await wrongLogin(port, bloquee))
  const evictionsAvant = await evicted(cache)
  const disqueAvant = disque()
  const rssAvant = rss()
  const chargeAvant = os.loadavg()[0]
  const pic = suivreRss(pids.instances)
  const debut = Date.now()
  const statuts = await flood({ port, urls: floodUrls(n), addresses, via: 'socket' })
  const secondes = (Date.now() - debut) / 1000
  const rssPic = pic.arreter()
  const rssApres = rss()
  const chargeApres = os.loadavg()[0]
  const evictions = (await evicted(cache)) - evictionsAvant
  const apresFlot = []
  for (let i = 0; i < 4; i++) apresFlot.push(await wrongLogin(port, bloquee))
  await new Promise((r) => setTimeout(r, 20_000))
  const hotes = await floodHotes(port, clusterDir, addresses)
  return {
    requetes: n,
    adresses: addresses,
    statuts,
    cinqCents: cinqCents(statuts),
    secondes,
    croissanceMo: mo(disque() - disqueAvant),
    rssAvant,
    rssApres,
    rssRepos: rss(),
    rssPic,
    hotes,
    evictions,
    connexionAvant: avantFlot,
    connexionApres: apresFlot,
    charge: [chargeAvant, chargeApres],
  }
}

/**
 * @param {{ env: Record<string, string>, dir: string, distDir: string, port: number, n: number,
 *   addresses: number, log: number }} options
 */
export async function mesurerCluster({ env, dir, distDir, port, n, addresses, log }) {
  const redisMaxmemory = process.env.BENCH_REDIS_MAXMEMORY || '8mb'
  const clusterDir = path.join(dir, 'cluster')
  const { script, pret } = lancerCluster({ env, clusterDir, distDir, port, log, redisMaxmemory })
  let cache
  try {
    await pret
    const pids = JSON.parse(fs.readFileSync(path.join(clusterDir, 'pids.json'), 'utf8'))
    cache = createClient({ url: `redis://127.0.0.1:${pids.ports.redis}` })
    await cache.connect()
    return {
      ...(await flotSurLeCluster({ cache, pids, clusterDir, distDir, port, n, addresses })),
      redisMaxmemory,
    }
  } finally {
    // node-redis's destroy() is synchronous
    cache?.destroy()
    if (script.exitCode === null) {
      script.kill('SIGTERM')
      await new Promise((r) => script.once('exit', r))
    }
  }
}
