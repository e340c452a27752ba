// The cluster section of `npm run bench`: `npm run cluster` (Redis, two `next start`, haproxy)
// started on the benchmark's database and build, then measured in the same run as the single server:
// - cached pages through haproxy (two instances) and from one instance directly (Redis-backed cache),
//   beside the single server with Next's file cache;
// - publish-to-visible: a price saved through instance 1, polled on instance 2 until it shows (20 times).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

const PUBLICATIONS = 20

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

/** The price as the product page prints it, spaces normalised (`12,00 €`). */
const prixAffiche = (cents) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\s/g, ' ')
const texte = async (url) => (await (await fetch(url)).text()).replace(/[\s\u00a0\u202f]/g, ' ')

/** CPU time of a process so far, in ms (Linux /proc: utime + stime, in clock ticks of 10 ms). */
function cpuMs(pid) {
  try {
    const champs = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(champs[11]) + Number(champs[12])) * 10
  } catch {
    return 0
  }
}

/** Runs a project script to its end; rejects on a non-zero exit. */
function executer(args, env) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'inherit', 'inherit'] })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} : code ${code}`)),
    )
  })
}

/** `npm run cluster` in the background; resolves once it prints its ready line. */
function demarrerCluster(env) {
  const child = spawn(process.execPath, ['scripts/cluster.mjs'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const pret = new Promise((resolve, reject) => {
    const limite = setTimeout(() => reject(new Error('le cluster ne démarre pas en 180 s')), 180_000)
    let sortie = ''
    child.stdout.on('data', (d) => {
      sortie += d
      if (/^Boutique prête/m.test(sortie)) {
        clearTimeout(limite)
        resolve()
      }
    })
    child.on('exit', (code) => {
      clearTimeout(limite)
      reject(new Error(`le cluster s’est arrêté (code ${code})`))
    })
  })
  const arreter = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', resolve)
      child.kill('SIGTERM')
    })
  return { pret, arreter }
}

/** 10 connections, 2 s of warm-up then `duration` s, as the single server's table. */
async function mesure(url, duration) {
  await autocannon({ url, connections: 10, duration: 2 })
  const r = await autocannon({ url, connections: 10, duration })
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx }
}

/**
 * @param {object} o
 * @param {NodeJS.ProcessEnv} o.env the benchmark's environment (database, media, secret)
 * @param {number} o.port haproxy's port; the instances on +1 and +2, Redis on +10
 * @param {string} o.dir where the cluster writes its logs
 * @param {string} o.seul the single server already running (file cache), for the same pages
 * @param {[string, string][]} o.pages cached pages: label and path
 * @param {string} o.slug the product whose price is changed (and put back)
 * @param {number} o.duration seconds per measure
 * @param {string} o.distDir the build the single server runs
 */
export async function mesurerCluster({ env, port, dir, seul, pages, slug, duration, distDir }) {
  const editeur = {
    email: 'bench-editeur@mots-couleurs.example',
    password: randomBytes(18).toString('base64url'),
  }
  await executer(['scripts/run-ts.mjs', 'scripts/bench/editeur.ts'], {
    ...env,
    NODE_ENV: 'production',
    BENCH_EDITEUR_EMAIL: editeur.email,
    BENCH_EDITEUR_PASSWORD: editeur.password,
  })

  const haproxy = `http://127.0.0.1:${port}`
  const [instance1, instance2] = [1, 2].map((i) => `http://127.0.0.1:${port + i}`)
  const cluster = demarrerCluster({
    ...env,
    PORT: String(port),
    CLUSTER_DIR: path.join(dir, 'cluster'),
    CLUSTER_SKIP_BUILD: '1',
    NEXT_DIST_DIR: distDir,
    SITE_URL: `http://localhost:${port}`,
  })
  try {
    await cluster.pret
    const pids = JSON.parse(fs.readFileSync(path.join(dir, 'cluster', 'pids.json'), 'utf8'))
    const processus = {
      haproxy: [pids.front],
      redis: [pids.redis],
      instances: pids.instances,
    }
    const figures = { pages: [], publication: null, cpu: {} }
    const cpu = { haproxy: 0, redis: 0, instances: 0, ms: 0 }
    for (const [label, url] of pages) {
      const seulMesure = await mesure(seul + url, duration)
      const instance = await mesure(instance1 + url, duration)
      // where the two cores go while haproxy balances: CPU time of each part over the measure
      const avant = Object.fromEntries(
        Object.entries(processus).map(([k, ps]) => [k, ps.reduce((t, p) => t + cpuMs(p), 0)]),
      )
      const debut = performance.now()
      const parHaproxy = await mesure(haproxy + url, duration)
      cpu.ms += performance.now() - debut
      for (const [k, ps] of Object.entries(processus))
        cpu[k] += ps.reduce((t, p) => t + cpuMs(p), 0) - avant[k]
      const ligne = { label, url, seul: seulMesure, instance, haproxy: parHaproxy }
      figures.pages.push(ligne)
      console.log(`Cluster ${label}:`, ligne)
    }
    // in cores: 1 is one core busy the whole time of the measures through haproxy (warm-ups included)
    for (const k of Object.keys(processus)) figures.cpu[k] = Math.round((100 * cpu[k]) / cpu.ms) / 100

    // publish-to-visible, as an editor does it: a save through instance 1, read on instance 2
    const connexion = await fetch(`${instance1}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(editeur),
    })
    if (!connexion.ok) throw new Error(`connexion de l’éditeur : ${connexion.status}`)
    const auth = { Authorization: `JWT ${(await connexion.json()).token}` }
    const lignes = await (
      await fetch(`${instance1}/api/produits?where[slug][equals]=${slug}&depth=0`, { headers: auth })
    ).json()
    const { id, prix } = lignes.docs[0]
    const chemin = `${instance2}/produits/affiches/${slug}`
    const enregistrer = (cents) =>
      fetch(`${instance1}/api/produits/${id}`, {
        method: 'PATCH',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ prix: cents }),
      })
    const visibles = []
    const sauvegardes = []
    try {
      for (let i = 1; i <= PUBLICATIONS; i += 1) {
        const nouveau = prix + 100 * i
        // instance 2 holds the page at its current price before the save
        if (!(await texte(chemin)).includes(prixAffiche(prix + 100 * (i - 1))))
          throw new Error('page de l’instance 2 inattendue avant la publication')
        const debut = performance.now()
        const maj = await enregistrer(nouveau)
        if (!maj.ok) throw new Error(`enregistrement : ${maj.status} ${await maj.text()}`)
        sauvegardes.push(performance.now() - debut)
        for (;;) {
          if ((await texte(chemin)).includes(prixAffiche(nouveau))) break
          if (performance.now() - debut > 30_000) throw new Error('prix jamais visible sur l’instance 2')
          await pause(10)
        }
        visibles.push(performance.now() - debut)
      }
    } finally {
      await enregistrer(prix)
    }
    figures.publication = {
      n: visibles.length,
      median: Math.round(median(visibles)),
      max: Math.round(Math.max(...visibles)),
      min: Math.round(Math.min(...visibles)),
      sauvegarde: Math.round(median(sauvegardes)),
    }
    console.log('Publication visible sur l’instance 2 :', figures.publication)
    return figures
  } finally {
    await cluster.arreter()
  }
}
