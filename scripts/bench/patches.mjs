// Each remaining patch of Next, measured on `next start` alone (no front): the same build, database and
// routes with every patch, then with one patch taken out (reverse-applied in node_modules, the server
// restarted), alternated twice. A throughput patch stays only if the server loses more than 25 % on a
// row without it (docs/decisions/0091-sans-fork-de-next.md).
//   node scripts/bench/patches.mjs <sqlite file of a seeded shop> [dist dir, .next-e2e]
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { nextStartArgs } from '../lib/next-start.mjs'
import { mesurer } from './charges.mjs'

const [db, distDir = '.next-e2e'] = process.argv.slice(2)
if (!db || !fs.existsSync(db)) throw new Error('usage : node scripts/bench/patches.mjs <base SQLite> [dist]')
const port = Number(process.env.BENCH_PORT || 3355)
const base = `http://127.0.0.1:${port}`
const duree = Number(process.env.BENCH_SECONDS || 8)
const aMesurer = (process.env.BENCH_PATCHES || '002,005,006').split(',')

const patch = (num) => fs.readdirSync('patches').find((f) => f.includes(`+${num}+`))
const appliquer = (num, sens) =>
  execFileSync('patch', [
    '-p1',
    '--quiet',
    '--forward',
    ...(sens === 'retirer' ? ['-R'] : []),
    '-i',
    path.join('patches', patch(num)),
  ])

async function serveur() {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: distDir,
    DATABASE_URI: `file:${path.resolve(db)}`,
    PAYLOAD_SECRET: 'secret-bench-patches',
    SITE_URL: base,
    RATE_LIMITS: 'off',
    MC_ENTRETIEN: 'off',
    LOG_REQUETES: 'off',
  }
  const p = spawn(process.execPath, nextStartArgs(port, 'localhost'), {
    env,
    stdio: 'ignore',
  })
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return p
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  p.kill('SIGKILL')
  throw new Error('le serveur ne démarre pas')
}

async function mesurer() {
  const liste = await (await fetch(`${base}/api/produits?limit=1`)).json()
  const slug = liste.docs[0].slug
  const gzip = { 'accept-encoding': 'gzip' }
  const routes = [
    ['Produit, gzip', `/produits/affiches/${slug}`, 10, gzip],
    ['Accueil, gzip', '/', 10, gzip],
    ['Liste', '/produits', 10, gzip],
    [`GET /api/produits/{slug}`, `/api/produits/${slug}`, 50, {}],
    ['GET …/likes', `/api/produits/${slug}/likes`, 50, {}],
    ['/api/health', '/api/health', 50, {}],
  ]
  const out = {}
  for (const [label, url, connections, headers] of routes) {
    const r = await mesurer(base + url, { connections, duration: duree, headers })
    out[label] = { rps: r.rps, p99: r.p99, erreurs: r.erreurs + r.non2xx }
  }
  return out
}

const resultats = []
for (let tour = 0; tour < 2; tour++) {
  for (const variante of ['tous', ...aMesurer]) {
    if (variante !== 'tous') appliquer(variante, 'retirer')
    try {
      const p = await serveur()
      try {
        const m = await mesurer()
        resultats.push({ tour, variante, m })
        console.log(JSON.stringify({ tour, variante, m }))
      } finally {
        p.kill('SIGTERM')
        await new Promise((r) => p.once('exit', r))
      }
    } finally {
      if (variante !== 'tous') appliquer(variante, 'remettre')
    }
  }
}
fs.mkdirSync('tmp/bench', { recursive: true })
fs.writeFileSync(
  'tmp/bench/patches.json',
  JSON.stringify({ date: new Date().toISOString(), node: process.version, resultats }, null, 2),
)
