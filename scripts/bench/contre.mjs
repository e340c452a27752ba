// `npm run bench -- --contre <commit or tag>`: this code against another commit in one run on this
// machine (docs/decisions/0186-banc-contre-une-version.md). The other commit is checked out in
// tmp/contre-<sha> (a git worktree; tmp/ is git-ignored), its dependencies installed there (this
// checkout's node_modules hard-linked when the lockfiles are identical, `npm ci` otherwise), both
// seeded with the same number of products, each built and started as its own `npm start` would (its
// own scripts/lib/next-start.mjs), then every storefront and API row measured on one and the other in
// turns (A B, then B A). The table goes to its own section of docs/BENCHMARKS.md (contre-table.mjs).
// BENCH_PROFIL=<dir>: both servers run with `--cpu-prof` into <dir>/ici and <dir>/contre.
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { benchEnv, chargeMixte, mesurer } from './charges.mjs'
import { ecrireSectionContre, synthese } from './contre-table.mjs'
import { rssMo } from './flood.mjs'
import { routesIntrouvables } from './introuvables.mjs'
import { assertPortFree } from '../lib/checks.mjs'

const charge = () => Math.round(os.loadavg()[0] * 100) / 100
const GZIP = { 'accept-encoding': 'gzip, deflate, br' }
/** The server's stated memory bound after a bench (docs/decisions/0143-memoire-bornee.md). */
export const BORNE_RSS_MO = 900

function executer(commande, args, options) {
  const r = spawnSync(commande, args, { stdio: 'inherit', ...options })
  if (r.status !== 0) throw new Error(`${commande} ${args.join(' ')} : code ${r.status}`)
}
const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim()
const empreinte = (file) =>
  fs.existsSync(file) ? crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex') : ''

/** The other commit checked out in tmp/contre-<sha>, with its dependencies. */
export function extraire(ref) {
  const sha = git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`)
  if (!sha) throw new Error(`--contre : « ${ref} » n’est pas un commit de ce dépôt`)
  const court = sha.slice(0, 7)
  const dossier = path.resolve('tmp', `contre-${court}`)
  if (!fs.existsSync(path.join(dossier, '.git')))
    executer('git', ['worktree', 'add', '--detach', '--force', dossier, sha])
  executer('git', ['-C', dossier, 'checkout', '--detach', '--quiet', sha])
  const verrou = empreinte(path.join(dossier, 'package-lock.json'))
  const tampon = path.join(dossier, 'node_modules', '.mc-contre-lock')
  if (!fs.existsSync(tampon) || fs.readFileSync(tampon, 'utf8') !== verrou) {
    fs.rmSync(path.join(dossier, 'node_modules'), { recursive: true, force: true })
    if (verrou === empreinte('package-lock.json'))
      executer('cp', ['-al', path.resolve('node_modules'), path.join(dossier, 'node_modules')])
    else executer('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dossier })
    fs.writeFileSync(tampon, verrou)
  }
  return { sha, court, dossier }
}

/** A checkout's database seeded with `produits` products (reused when seeded alike), as `npm start` does. */
export function semer({ racine, produits, port }) {
  const base = `http://127.0.0.1:${port}`
  const donnees = path.join(racine, 'tmp', 'bench-contre')
  const env = {
    ...benchEnv(donnees, { secret: 'secret-bench', siteUrl: base }),
    SEED_PRODUITS: String(produits),
    RATE_LIMITS: 'off',
    MC_SEED_RENDUS: path.resolve('tmp/seed-rendus'),
  }
  // A database seeded with another number of products is seeded again.
  const tampon = path.join(donnees, 'produits.txt')
  if (!fs.existsSync(tampon) || fs.readFileSync(tampon, 'utf8') !== String(produits))
    fs.rmSync(donnees, { recursive: true, force: true })
  fs.mkdirSync(donnees, { recursive: true })
  executer(process.execPath, ['scripts/run-ts.mjs', 'scripts/prepare.ts'], {
    cwd: racine,
    env: { ...env, NODE_ENV: 'production' },
  })
  fs.writeFileSync(tampon, String(produits))
  return { racine, env, base, port }
}

/** Its database and its build (made unless a build of the same sources is there). */
export function preparer({ racine, produits, port, distDir = '.next-bench' }) {
  const semis = semer({ racine, produits, port })
  const construire = `import('./scripts/lib/build.mjs').then((m) => m.buildIfNeeded({ distDir: '${distDir}' }))`
  executer(process.execPath, ['--input-type=module', '-e', construire], { cwd: racine, env: semis.env })
  return { ...semis, distDir }
}

/** `next start` of that checkout with its own arguments and environment; resolves once it answers. */
export async function demarrer({ racine, env, base, port, distDir }, profil, optionsNode = []) {
  const ns = await import(pathToFileURL(path.join(racine, 'scripts/lib/next-start.mjs')).href)
  const environnement = ns.serverEnv ? ns.serverEnv(env) : env
  const args = [
    ...(profil ? ['--cpu-prof', `--cpu-prof-dir=${profil}`] : []),
    ...optionsNode,
    ...ns.nextStartArgs(port, 'localhost'),
  ]
  const serveur = spawn(process.execPath, args, {
    cwd: racine,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...environnement, NODE_ENV: 'production', NEXT_DIST_DIR: distDir },
  })
  const debut = Date.now()
  for (;;) {
    try {
      if ((await fetch(`${base}/api/globals/reglages`)).ok) return serveur
    } catch {}
    if (Date.now() - debut > 180_000) {
      serveur.kill('SIGTERM')
      throw new Error(`le serveur de ${racine} ne démarre pas`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** The search as that server spells it (another spelling is a 307 to its canonical form). */
async function recherche(base, q) {
  const chemin = `/produits?q=${encodeURIComponent(q)}`
  const r = await fetch(base + chemin, { redirect: 'manual' })
  if (r.status !== 307) return chemin
  const cible = new URL(r.headers.get('location'), base)
  return cible.pathname + cible.search
}

/** The rows: [name, label, (base, duration) => its measure, whether its answers are 404s]. */
export function lignes({ produit, autre }) {
  const get = (chemin) => (base, duration) => mesurer(base + chemin, { duration, headers: GZIP })
  return [
    ['accueil', 'Accueil `/`', get('/')],
    ['liste', 'Liste, page 2 `/produits/page/2`', get('/produits/page/2')],
    ['produit', 'Fiche produit', get(`/produits/affiches/${produit}`)],
    ['recherche', 'Recherche `?q=calme`', async (base, d) => get(await recherche(base, 'calme'))(base, d)],
    ['apiFiche', '`GET /api/produits/{slug}`', get(`/api/produits/${autre}`)],
    ['apiListe', '`GET /api/produits?audience=psychologue`', get('/api/produits?audience=psychologue')],
    ['apiLikes', '`GET /api/produits/{slug}/likes`', get(`/api/produits/${autre}/likes`)],
    [
      'batch',
      '`POST /api/produits/batch` (panier)',
      (base, duration) =>
        mesurer(base, {
          duration,
          headers: GZIP,
          requests: [
            {
              method: 'POST',
              path: '/api/produits/batch',
              headers: { 'content-type': 'application/json', ...GZIP },
              body: JSON.stringify({ slugs: [produit, autre] }),
            },
          ],
        }),
    ],
    [
      'introuvables',
      '40 pages introuvables',
      (base, duration) =>
        mesurer(base, {
          duration,
          headers: GZIP,
          requests: routesIntrouvables().map((path) => ({ method: 'GET', path })),
        }),
      true,
    ],
    [
      'mixte',
      'Mixte, 50 connexions',
      (base, duration) =>
        mesurer(base, { duration, connections: 50, headers: GZIP, requests: chargeMixte(produit, autre) }),
    ],
  ]
}

/** Every row on both servers, A B then B A; `duration` seconds each after 2 s of warm-up. */
async function mesurerEnTours(serveurs, rangees, duration) {
  const releves = []
  for (const passe of [1, 2]) {
    const ordre = passe === 1 ? serveurs : [...serveurs].reverse()
    for (const [ligne, , faire, attendus] of rangees) {
      for (const s of ordre) {
        const avant = charge()
        const r = await faire(s.base, duration)
        releves.push({ passe, ligne, serveur: s.nom, ...r, attendus: !!attendus, charge: [avant, charge()] })
        console.log(`passe ${passe} ${ligne} ${s.nom} : ${r.rps} req/s, p99 ${r.p99} ms (charge ${avant})`)
      }
    }
  }
  return releves
}

/** CPU seconds a process and its children have used (/proc, Linux). */
function cpuSecondes(pid) {
  const enfants = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
  return [pid, ...enfants.map(Number)].reduce((t, p) => {
    try {
      const champs = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ')
      return t + (Number(champs[11]) + Number(champs[12])) / 100
    } catch {
      return t
    }
  }, 0)
}

/** Resolves once the server used under 5 % of a core over 3 s (its start-up work done), or after 3 min. */
export async function auRepos(pid, { seuil = 0.05, fenetreMs = 3_000, maxMs = 180_000 } = {}) {
  const debut = Date.now()
  let avant = cpuSecondes(pid)
  while (Date.now() - debut < maxMs) {
    await new Promise((r) => setTimeout(r, fenetreMs))
    const maintenant = cpuSecondes(pid)
    if ((maintenant - avant) / (fenetreMs / 1000) < seuil) return Date.now() - debut
    avant = maintenant
  }
  return maxMs
}

/** Before measuring: the product answers on both, and every not-found path is a 404 on both. */
async function verifier(serveurs, produit) {
  for (const s of serveurs) {
    const r = await fetch(`${s.base}/produits/affiches/${produit}`)
    if (!r.ok) throw new Error(`${s.nom} : la fiche ${produit} répond ${r.status}`)
    for (const p of routesIntrouvables()) {
      const n = await fetch(s.base + p)
      if (n.status !== 404) throw new Error(`${s.nom} : ${p} répond ${n.status}, pas 404`)
    }
  }
}

export async function benchContre(ref) {
  const port = Number(process.env.BENCH_PORT || 3400) + 40
  const produits = Number(process.env.BENCH_PRODUITS || 10_000)
  const duration = Number(process.env.BENCH_SECONDS || 10)
  const profil = process.env.BENCH_PROFIL && path.resolve(process.env.BENCH_PROFIL)
  for (const p of [port, port + 1]) await assertPortFree(p)
  const autre = extraire(ref)
  const ici = preparer({ racine: process.cwd(), produits, port })
  const contre = preparer({ racine: autre.dossier, produits, port: port + 1 })
  const processus = []
  try {
    processus.push(await demarrer(ici, profil && path.join(profil, 'ici')))
    processus.push(await demarrer(contre, profil && path.join(profil, 'contre')))
    const liste = await (await fetch(`${ici.base}/api/produits?limit=2&audience=psychologue`)).json()
    const [produit, second] = liste.docs.map((p) => p.slug)
    const serveurs = [
      { nom: 'ici', base: ici.base },
      { nom: 'contre', base: contre.base },
    ]
    await verifier(serveurs, produit)
    // Each server draws its scenes in the background after start (src/lib/images/prechauffage.ts, a
    // one-off cost per process): the rows measure the steady state, once both are done.
    for (const p of processus) await auRepos(p.pid)
    const rangees = lignes({ produit, autre: second })
    const releves = await mesurerEnTours(serveurs, rangees, duration)
    const memoire = { ici: rssMo(processus[0].pid), contre: rssMo(processus[1].pid) }
    const table = synthese(releves)
    const libelles = Object.fromEntries(lignes({ produit, autre: second }).map(([n, l]) => [n, l]))
    const meta = {
      date: new Date().toISOString(),
      ici:
        git('rev-parse', '--short', 'HEAD') +
        (git('status', '--porcelain', '--', 'src', 'scripts', 'next.config.mjs') ? ' (modifié)' : ''),
      contre: autre.court,
      produits,
      duration,
      node: process.version,
      memoire,
      borneMo: BORNE_RSS_MO,
    }
    fs.mkdirSync('tmp/bench', { recursive: true })
    fs.writeFileSync(
      `tmp/bench/contre-${autre.court}.json`,
      JSON.stringify({ releves, table, meta }, null, 2),
    )
    ecrireSectionContre('docs/BENCHMARKS.md', { lignes: table, releves, meta, libelles })
    console.table(
      table.map((l) => ({
        ligne: l.ligne,
        ici: l.ici.rps,
        contre: l.contre.rps,
        ratio: l.ratio,
        signale: l.signale,
      })),
    )
    console.log('Mémoire après le banc (Mo) :', memoire)
    return table
  } finally {
    for (const s of processus) s.kill('SIGTERM')
  }
}
