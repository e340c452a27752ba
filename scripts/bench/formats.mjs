// BENCH_SECTIONS=formats (scripts/bench.mjs): the product page and the cart's batch read of this code
// against the same two measures of a commit from before print formats (BENCH_AVANT, 31675e0 by default),
// in the same run on the same machine: that commit checked out in tmp/bench-avant, seeded with the same
// number of products, built and started beside this server, then both measured in turns (A B B A …) so
// that the other sessions' load falls on both alike. Figures into tmp/bench/formats.json and their own
// section of docs/BENCHMARKS.md.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { benchEnv, mesurer } from './charges.mjs'
import { remplacerSection } from './rapport.mjs'
import { nextStartArgs, PRELOAD } from '../lib/next-start.mjs'

const charge = () => Math.round(os.loadavg()[0] * 100) / 100

function executer(commande, args, options) {
  const r = spawnSync(commande, args, { stdio: 'inherit', ...options })
  if (r.status !== 0) throw new Error(`${commande} ${args.join(' ')} : code ${r.status}`)
}

/**
 * The commit checked out (detached) in `dossier` with this checkout's node_modules hard-linked (the
 * lockfile and patches are the same), its database seeded like ours and its build made: what `npm run
 * bench` does for this code, done there. Each step is skipped when already done.
 * @param {{ commit: string, dossier: string, produits: number, port: number }} o
 */
export function preparerAvant({ commit, dossier, produits, port }) {
  if (!fs.existsSync(path.join(dossier, '.git'))) {
    executer('git', ['worktree', 'add', '--detach', '--force', dossier, commit])
  }
  executer('git', ['-C', dossier, 'checkout', '--detach', '--quiet', commit])
  if (!fs.existsSync(path.join(dossier, 'node_modules')))
    executer('cp', ['-al', path.resolve('node_modules'), path.join(dossier, 'node_modules')])
  const base = `http://127.0.0.1:${port}`
  const env = {
    ...benchEnv(path.join(dossier, 'tmp/bench'), { secret: 'secret-bench', siteUrl: base }),
    SEED_PRODUITS: String(produits),
    RATE_LIMITS: 'off',
  }
  fs.mkdirSync(path.join(dossier, 'tmp/bench'), { recursive: true })
  executer(process.execPath, ['scripts/run-ts.mjs', 'scripts/prepare.ts'], {
    cwd: dossier,
    env: { ...env, NODE_ENV: 'production' },
  })
  const construire = `import('./scripts/lib/build.mjs').then((m) => m.buildIfNeeded({ distDir: '.next-bench' }))`
  executer(process.execPath, ['--input-type=module', '-e', construire], { cwd: dossier, env })
  return { env, base }
}

/** `next start` of that commit's build, with that commit's preload; resolves once it answers. */
export async function demarrerAvant({ dossier, env, base, port }) {
  const args = nextStartArgs(port, 'localhost').map((a) =>
    a === PRELOAD ? path.join(dossier, 'scripts/lib/preload.mjs') : a,
  )
  const serveur = spawn(process.execPath, args, {
    cwd: dossier,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, NODE_ENV: 'production', NEXT_DIST_DIR: '.next-bench' },
  })
  const debut = Date.now()
  for (;;) {
    try {
      if ((await fetch(`${base}/api/globals/reglages`)).ok) return serveur
    } catch {}
    if (Date.now() - debut > 120_000) {
      serveur.kill('SIGTERM')
      throw new Error('le serveur d’avant les formats ne démarre pas')
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}

/**
 * The product page (10 connections, as in « Débit et latence ») and the batch read of two slugs
 * (50 connections, as in « Ce que touche le navigateur »), on each server in turns, `tours` times.
 * @param {{ serveurs: { nom: string, base: string }[], slugs: [string, string], duration: number, tours: number }} o
 */
export async function mesurerEnAlternance({ serveurs, slugs, duration, tours }) {
  const [produit, autre] = slugs
  for (const s of serveurs) {
    const r = await fetch(`${s.base}/produits/affiches/${produit}`)
    if (!r.ok) throw new Error(`${s.nom} : la fiche ${produit} répond ${r.status}`)
  }
  const mesures = {
    produit: (base) => mesurer(`${base}/produits/affiches/${produit}`, { duration }),
    batch: (base) =>
      mesurer(base, {
        duration,
        connections: 50,
        requests: [
          {
            method: 'POST',
            path: '/api/produits/batch',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ slugs: [produit, autre] }),
          },
        ],
      }),
  }
  const releves = []
  for (let t = 0; t < tours; t += 1) {
    // A B, then B A: a drift of the machine's load over the run weighs on both servers alike.
    const ordre = t % 2 === 0 ? serveurs : [...serveurs].reverse()
    for (const [mesure, faire] of Object.entries(mesures)) {
      for (const s of ordre) {
        const avant = charge()
        const r = await faire(s.base)
        releves.push({ tour: t + 1, mesure, serveur: s.nom, ...r, charge: [avant, charge()] })
        console.log(`${s.nom} ${mesure} (tour ${t + 1}) : ${r.rps} req/s, p99 ${r.p99} ms`)
      }
    }
  }
  return releves
}

const mediane = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const virgule = (x) => String(x).replace('.', ',')

/** Per measure and server: median req/s and p99 over the turns, and the ratio after / before. */
export function synthese(releves, [avant, apres]) {
  return ['produit', 'batch'].map((mesure) => {
    const de = (nom) => releves.filter((r) => r.mesure === mesure && r.serveur === nom)
    const m = (nom, k) => mediane(de(nom).map((r) => r[k]))
    const ratio = Math.round((1000 * m(apres, 'rps')) / m(avant, 'rps')) / 10
    const cote = (nom) => ({
      rps: m(nom, 'rps'),
      p99: m(nom, 'p99'),
      kb: m(nom, 'kb'),
      non2xx: m(nom, 'non2xx'),
      // The spread of one server's turns: what the machine's load alone moves.
      etendue: [Math.min(...de(nom).map((r) => r.rps)), Math.max(...de(nom).map((r) => r.rps))],
    })
    return { mesure, avant: cote(avant), apres: cote(apres), ratio }
  })
}

const LIBELLES = {
  produit: 'Fiche produit en cache (10 connexions)',
  batch: '`POST /api/produits/batch`, deux produits (50 connexions)',
}

/** The section of docs/BENCHMARKS.md between its markers, replaced or appended. */
export function ecrireSectionFormats(file, { releves, lignes, meta }) {
  const debut = '<!-- formats:debut -->'
  const fin = '<!-- formats:fin -->'
  const texte = [
    debut,
    '## Formats d’impression : fiche produit et lecture du panier, avant et après (`BENCH_SECTIONS=formats npm run bench`)',
    '',
    `Le ${meta.date.slice(0, 10)}, Node ${meta.node}, ${meta.produits.toLocaleString('fr-FR').replace(/\s/g, '\u202f')} produits de chaque côté. ` +
      `« Avant » : le commit \`${meta.avant}\` (dernier commit avant les formats), extrait dans \`tmp/bench-avant\`, semé, construit et démarré comme ce code ; « après » : ce code. ` +
      `Les deux serveurs tournent ensemble et sont mesurés à tour de rôle (A B puis B A), ${meta.tours} tours de ${meta.duration} s après 2 s de chauffe ; médiane des tours. ` +
      'Machine de 2 cœurs partagée avec d’autres sessions : la charge (moyenne sur 1 min, avant → après chaque mesure) est notée à chaque relevé.',
    '',
    '| Mesure | avant (req/s) | tours (min–max) | p99 (ms) | Ko | après (req/s) | tours (min–max) | p99 (ms) | Ko | après / avant |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...lignes.map(
      (l) =>
        `| ${LIBELLES[l.mesure]} | ${l.avant.rps} | ${l.avant.etendue.join('–')} | ${l.avant.p99} | ${virgule(l.avant.kb)} | ${l.apres.rps} | ${l.apres.etendue.join('–')} | ${l.apres.p99} | ${virgule(l.apres.kb)} | ${virgule(l.ratio)} % |`,
    ),
    '',
    'Relevés, dans l’ordre :',
    '',
    '| Tour | Mesure | Serveur | req/s | p99 (ms) | non-2xx | charge de la machine |',
    '| ---: | --- | --- | ---: | ---: | ---: | --- |',
    ...releves.map(
      (r) =>
        `| ${r.tour} | ${r.mesure} | ${r.serveur} | ${r.rps} | ${r.p99} | ${r.non2xx} | ${r.charge.map(virgule).join(' → ')} |`,
    ),
    '',
    'Lecture : un écart des médianes plus petit que l’étendue des tours d’un même serveur est celui de la charge de la machine, pas du code. Les Ko sont ceux d’une réponse : la fiche porte le choix du format, la réponse du panier la liste `formats` de chaque produit.' +
      (meta.produits < 10_000
        ? ` ${meta.produits.toLocaleString('fr-FR').replace(/\s/g, '\u202f')} produits (\`BENCH_PRODUITS\`) plutôt que 10\u202f000 : deux semis de 10\u202f000 prennent un quart d’heure sur cette machine partagée ; la fiche en cache et la lecture de deux produits par leur slug ne parcourent pas le catalogue.`
        : ''),
    fin,
  ].join('\n')
  remplacerSection(file, debut, fin, texte)
}
