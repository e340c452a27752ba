// BENCH_SECTIONS=sauvegarde (scripts/bench.mjs): 10,000 orders beside the 10,000 products, then the time
// and size of `npm run db:backup`, the time of `npm run db:restore` into empty places, and the shop's p99
// under the mixed load without and while a backup runs. Figures into tmp/bench/sauvegarde.json and the
// « Sauvegarde et restauration » section of docs/BENCHMARKS.md.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { chargeMixte, chiffres } from './charges.mjs'
import { remplacerSection } from './rapport.mjs'

const seconds = (ms) => Math.round(ms / 100) / 10
// The machine's load (1 min) beside a measure: the p99 ratio means little on a machine others load.
const charge = () => Math.round(os.loadavg()[0] * 100) / 100

/** A project script in a child process; resolves with its output lines and duration. */
function run(script, args, env) {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/run-ts.mjs', script, ...args], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.on('exit', (code) =>
      code === 0
        ? resolve({ lines: out.trim().split('\n'), ms: Date.now() - started })
        : reject(new Error(`${script} : code ${code}\n${out}`)),
    )
  })
}

export async function mesurerSauvegarde({ env, base, dir, first, second, loadSeconds }) {
  const figures = {}
  const orders = await run('scripts/bench/commandes.ts', [], { ...env, NODE_ENV: 'production' })
  figures.commandes = Number(/(\d+)/.exec(orders.lines.at(-1))[1])
  const archives = path.join(dir, 'sauvegardes')
  fs.rmSync(archives, { recursive: true, force: true })
  const requests = chargeMixte(first, second)
  const load = () => autocannon({ url: base, connections: 10, duration: loadSeconds, requests })

  await autocannon({ url: base, connections: 10, duration: 2, requests }) // warm-up
  figures.chargeSans = [charge()]
  figures.sans = chiffres(await load())
  figures.chargeSans.push(charge())
  // The same load for as long as a backup runs (started together, stopped when it ends).
  const backupEnv = { ...env, NODE_ENV: 'production', BACKUP_DIR: archives }
  figures.chargePendant = [charge()]
  const backupDone = run('scripts/db-backup.ts', [], backupEnv)
  const pendant = await new Promise((resolve) => {
    const instance = autocannon({ url: base, connections: 10, duration: 900, requests }, (err, r) =>
      resolve(r),
    )
    backupDone.finally(() => instance.stop())
  })
  const backup = await backupDone
  figures.pendant = chiffres(pendant)
  figures.chargePendant.push(charge())
  const archive = backup.lines.at(-1)
  figures.sauvegardeSecondes = seconds(backup.ms)
  figures.archiveMo = Math.round(fs.statSync(archive).size / 1e5) / 10
  figures.baseMo = Math.round(fs.statSync(path.join(dir, 'bench.db')).size / 1e5) / 10
  // The backup alone, without load.
  figures.sauvegardeSeuleSecondes = seconds((await run('scripts/db-backup.ts', [], backupEnv)).ms)

  const cible = path.join(dir, 'restauration')
  fs.rmSync(cible, { recursive: true, force: true })
  const restore = await run('scripts/db-restore.ts', ['--from', archive], {
    ...env,
    NODE_ENV: 'production',
    DATABASE_URI: `file:${path.join(cible, 'bench.db')}`,
    MEDIA_DIR: path.join(cible, 'media'),
    PRIVATE_MEDIA_DIR: path.join(cible, 'telechargements'),
  })
  figures.restaurationSecondes = seconds(restore.ms)
  figures.restaurationSortie = restore.lines.slice(0, 3)
  fs.rmSync(cible, { recursive: true, force: true })
  fs.rmSync(archives, { recursive: true, force: true })
  figures.ratioP99 = Math.round((figures.pendant.p99 / Math.max(1, figures.sans.p99)) * 100) / 100
  return figures
}

const virgule = (x) => String(x).replace('.', ',')
const entier = (x) => x.toLocaleString('fr-FR').replace(/\s/g, '\u202f')
const chargeTexte = (c) => c.map(virgule).join(' → ')

/** The section of docs/BENCHMARKS.md, replaced whole between its markers. */
export function ecrireSection(file, f, meta) {
  const debut = '<!-- sauvegarde:debut -->'
  const fin = '<!-- sauvegarde:fin -->'
  const texte = [
    debut,
    '## Sauvegarde et restauration (`BENCH_SECTIONS=sauvegarde npm run bench`)',
    '',
    `${entier(meta.produits)} produits, ${entier(f.commandes)} commandes (SQLite, ${virgule(f.baseMo)} Mo), le ${meta.date.slice(0, 10)}, Node ${meta.node}. ` +
      'Les durées sont celles des commandes entières (`npm run db:backup`, `npm run db:restore`), chargement de la configuration compris. ' +
      'Machine de 2 cœurs partagée avec d’autres sessions : la charge (moyenne sur 1 min, avant → après) est notée à côté de chaque p99.',
    '',
    '| Mesure | Valeur |',
    '| --- | --- |',
    `| Sauvegarde sous charge | ${virgule(f.sauvegardeSecondes)} s |`,
    `| Sauvegarde sans charge | ${virgule(f.sauvegardeSeuleSecondes)} s |`,
    `| Taille de l’archive (base, médias, fichiers privés ; gzip) | ${virgule(f.archiveMo)} Mo |`,
    `| Restauration dans des lieux vides (vérification comprise) | ${virgule(f.restaurationSecondes)} s |`,
    `| p99 de la boutique, charge mixte, 10 connexions, sans sauvegarde | ${entier(f.sans.p99)} ms (${entier(f.sans.rps)} req/s ; charge de la machine ${chargeTexte(f.chargeSans)}) |`,
    `| p99 pendant une sauvegarde | ${entier(f.pendant.p99)} ms (${entier(f.pendant.rps)} req/s ; charge de la machine ${chargeTexte(f.chargePendant)}) |`,
    `| Rapport (objectif : 2 au plus) | ${virgule(f.ratioP99)} |`,
    fin,
  ].join('\n')
  remplacerSection(file, debut, fin, texte)
}
