// `node scripts/bench/securite.mjs` (or BENCH_SECURITE=1 in npm run bench): what strangers can make the
// server keep, and how the login throttle holds under parallel attempts, on the production build.
// - growth of the page cache on disk (Next's file cache under distDir/server, and distDir/cache/fetch-cache) under a
//   stream of random searches (rendered pages are stored under distDir/server/route-cache): from many addresses, from one address, spelling variants of one search,
//   random page numbers of one search;
// - 50 parallel failed logins from one address, from one IPv6 /64, and under other spellings of the
//   route: how many reach Payload (401) and how many are refused (429).
// X-Forwarded-For plays many clients: the server trusts one hop (TRUST_PROXY_HOPS=1), as behind the front,
// so the value the bench sends is the address read (the server appends the peer's own after it).
// Figures go to tmp/bench-securite/figures.json and to docs/BENCHMARKS.md, in the section between the
// `<!-- securite -->` markers (replaced, or appended after the report of `npm run bench`).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { buildIfNeeded } from '../lib/build.mjs'
import { assertPortFree } from '../lib/checks.mjs'
import { nextStartArgs } from '../lib/next-start.mjs'
import { prepareDatabase } from '../lib/prepare.mjs'

import { benchEnv } from './charges.mjs'

const port = Number(process.env.BENCH_SECURITE_PORT || process.env.E2E_PORT || 3410)
const base = `http://127.0.0.1:${port}`
const dir = path.resolve(process.env.BENCH_SECURITE_DIR || 'tmp/bench-securite')
// The e2e build when its sources match (same SITE_URL), copied: the bench's cache entries stay out of it.
const buildDir = process.env.E2E_DIST_DIR || '.next-e2e'
const distDir = '.next-bench-securite'
const N = Number(process.env.BENCH_RECHERCHES || 150)

const env = {
  ...benchEnv(dir, { secret: 'secret-bench-securite', siteUrl: `http://127.0.0.1:${port}` }),
  TRUST_PROXY_HOPS: '1',
  SMTP_HOST: '',
}
delete env.RATE_LIMITS
delete env.REDIS_URL

/** Bytes under a folder. */
function octets(p) {
  if (!fs.existsSync(p)) return 0
  const s = fs.statSync(p)
  if (!s.isDirectory()) return s.size
  return fs.readdirSync(p).reduce((t, n) => t + octets(path.join(p, n)), 0)
}
// Pages rendered at run time go to server/route-cache (this build's layout), data to cache/fetch-cache.
const cacheDisque = () =>
  octets(path.join(distDir, 'server')) + octets(path.join(distDir, 'cache', 'fetch-cache'))
const mo = (o) => Math.round(o / 10_000) / 100

const lettres = 'abcdefghijklmnopqrstuvwxyz'
const hasard = (n) => Array.from({ length: n }, () => lettres[Math.floor(Math.random() * 26)]).join('')
const texteAuHasard = () => `${hasard(5 + Math.floor(Math.random() * 6))} ${hasard(6)}`
let ipSuivante = 0
const ipv4 = () => (
  ipSuivante++,
  `10.${(ipSuivante >> 16) & 255}.${(ipSuivante >> 8) & 255}.${ipSuivante & 255}`
)

async function get(chemin, ip) {
  const res = await fetch(`${base}${chemin}`, { redirect: 'manual', headers: { 'x-forwarded-for': ip } })
  await res.arrayBuffer()
  return res.status
}

/** `chemins` sent one by one (a render at a time, as a crawler would), statuses counted, disk measured. */
async function flux(libelle, chemins) {
  const avant = cacheDisque()
  const statuts = {}
  const debut = Date.now()
  for (const [chemin, ip] of chemins) {
    const s = await get(chemin, ip)
    statuts[s] = (statuts[s] ?? 0) + 1
  }
  const croissance = cacheDisque() - avant
  return {
    libelle,
    requetes: chemins.length,
    statuts,
    croissanceMo: mo(croissance),
    secondes: (Date.now() - debut) / 1000,
  }
}

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

const statuts = (s) =>
  Object.entries(s)
    .map(([code, nb]) => `${nb} × ${code}`)
    .join(', ')

/** The section of docs/BENCHMARKS.md for these figures. */
function ecrireSection({ date, recherches, login }) {
  const lignes = [
    '<!-- securite -->',
    '## Sécurité : ce que des inconnus font garder au serveur, connexions en parallèle (`node scripts/bench/securite.mjs`)',
    '',
    `Mesuré le ${date.slice(0, 10)} sur le build de production (cache de fichiers de Next, sans Redis), catalogue de démonstration, adresses jouées par \`X-Forwarded-For\` (\`TRUST_PROXY_HOPS=1\`). Avant les changements (ticket « Hardening II ») : 150 recherches au hasard ajoutaient 19,8 Mo au cache, chacune gardée un an ; 50 connexions parallèles sous une autre orthographe de la route n’étaient ni comptées ni ralenties.`,
    '',
    '| Flux de recherches | Réponses | Croissance du cache sur disque | Durée |',
    '| --- | --- | ---: | ---: |',
    ...recherches.map(
      (r) =>
        `| ${r.libelle} | ${statuts(r.statuts)} | ${String(r.croissanceMo).replace('.', ',')} Mo | ${Math.round(r.secondes)} s |`,
    ),
    '',
    '| Connexions (mauvais mot de passe) | Réponses | Durée |',
    '| --- | --- | ---: |',
    ...login.map(
      (l) => `| ${l.libelle} | ${statuts(l.statuts)} | ${l.secondes.toFixed(1).replace('.', ',')} s |`,
    ),
    '',
    'Ce qui borne la croissance : une adresse (un /64 en IPv6) ne fait rendre que 30 recherches nouvelles par minute (429 ensuite), les variantes d’une recherche et les pages au-delà de 1 000 ne rendent rien. Une recherche sans résultat est gardée 60 s au lieu d’un an, mais le cache de fichiers de Next écrit quand même sa page sur le disque (≈ 120 Ko) et ne l’efface pas à l’expiration : des milliers d’adresses qui tapent au hasard le font encore grandir (non mesuré ici avec le cache Redis). Sur 50 tentatives de connexion parallèles, 5 atteignent Payload (401), les autres reçoivent 429, quelle que soit l’orthographe de la route ou l’adresse dans le /64.',
    '<!-- /securite -->',
  ]
  const fichier = 'docs/BENCHMARKS.md'
  const texte = fs.readFileSync(fichier, 'utf8')
  const section = lignes.join('\n')
  const motif = /<!-- securite -->[\s\S]*?<!-- \/securite -->/
  fs.writeFileSync(
    fichier,
    motif.test(texte) ? texte.replace(motif, section) : `${texte.trimEnd()}\n\n${section}\n`,
  )
  console.log('docs/BENCHMARKS.md : section « Sécurité » écrite.')
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

const server = spawn(process.execPath, nextStartArgs(port, '127.0.0.1'), {
  env: { ...env, NODE_ENV: 'production', NEXT_DIST_DIR: distDir },
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
  await get('/produits?q=calme', ipv4())

  const recherches = [
    await flux(
      `${N} recherches au hasard, une adresse chacune`,
      Array.from({ length: N }, () => [`/produits?q=${encodeURIComponent(texteAuHasard())}`, ipv4()]),
    ),
    await flux(
      `${N} recherches au hasard depuis une seule adresse`,
      Array.from({ length: N }, () => [`/produits?q=${encodeURIComponent(texteAuHasard())}`, '10.200.0.1']),
    ),
    await flux(
      `${N} variantes d’une recherche (casse, accents, pluriel, espaces), une adresse chacune`,
      Array.from({ length: N }, (_, i) => {
        const v = ['Émotion', 'EMOTIONS', ' émotions ', 'emotion', 'ÉMOTIONS  '][i % 5]
        return [`/produits?q=${encodeURIComponent(v)}${i % 3 ? `&page=${i % 2 ? '01' : '1'}` : ''}`, ipv4()]
      }),
    ),
    await flux(
      `${N} numéros de page au hasard d’une recherche, une adresse chacun`,
      Array.from({ length: N }, () => [
        `/produits?q=calme&page=${1 + Math.floor(Math.random() * 999_999)}`,
        ipv4(),
      ]),
    ),
  ]
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
  const figures = { date: new Date().toISOString(), recherches, login }
  fs.writeFileSync(path.join(dir, 'figures.json'), JSON.stringify(figures, null, 2))
  console.log(JSON.stringify(figures, null, 2))
  ecrireSection(figures)
} finally {
  server.kill('SIGTERM')
}
