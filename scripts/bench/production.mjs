// The « production » section of `npm run bench`: `npm run cluster` (nginx caching in front of two
// `next start`, Redis) on the benchmark's database and build, measured in the same run as `next start`
// alone (the single server of the other sections):
// - cached product page, listing and home through the front against a static file the same front serves
//   (target ≥ 0.6×), and the same pages from `next start` alone;
// - the browser's GET API at 50 connections through the front (target p99 < 20 ms);
// - a 60 s mixed load at 50 connections through the front (target p99 < 30 ms, no error);
// - publish-to-visible through the front: a price saved, polled through the front until it shows
//   (median of 20, target < 2 s).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { nextStartArgs } from '../lib/next-start.mjs'

import { chargeMixte, chiffres, mesurer } from './charges.mjs'
const PUBLICATIONS = 20
const gzip = { 'accept-encoding': 'gzip, deflate, br' }

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const prixAffiche = (cents) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\s/g, ' ')
const texte = async (url) => (await (await fetch(url)).text()).replace(/[\s\u00a0\u202f]/g, ' ')

function executer(args, env) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'inherit', 'inherit'] })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} : code ${code}`)),
    )
  })
}

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

/** An editor of the benchmark's database, for the publication measure. */
async function creerEditeur(env) {
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
  return editeur
}

/** A static file, three pages and two API reads, through the front, on `next start` alone (and Node 20). */
async function mesurerPagesEtApi(figures, { front, seul, base20, slugs, duration }) {
  // a static file the front serves from its cache: a hashed chunk of the home page
  const accueil = await (await fetch(`${front}/`)).text()
  const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(accueil)?.[1]
  if (!chunk) throw new Error('aucun fichier statique dans l’accueil')
  figures.statique = { url: chunk, ...(await mesurer(front + chunk, { duration, headers: gzip })) }
  for (const [label, url] of [
    ['Produit', `/produits/affiches/${slugs.produit}`],
    ['Liste', '/produits'],
    ['Accueil', '/'],
  ]) {
    const parFront = await mesurer(front + url, { duration, headers: gzip })
    const nextSeul = await mesurer(seul + url, { duration, headers: gzip })
    const ligne = {
      label,
      url,
      front: parFront,
      seul: nextSeul,
      ...(base20 ? { node20: await mesurer(base20 + url, { duration, headers: gzip }) } : {}),
      ratio: Math.round((100 * parFront.rps) / figures.statique.rps) / 100,
    }
    figures.pages.push(ligne)
    console.log('Production', ligne)
  }
  for (const [label, url] of [
    ['`GET /api/produits/{slug}`', `/api/produits/${slugs.autre}`],
    ['`GET /api/produits/{slug}/likes`', `/api/produits/${slugs.autre}/likes`],
  ]) {
    const parFront = await mesurer(front + url, { duration, connections: 50 })
    const nextSeul = await mesurer(seul + url, { duration, connections: 50 })
    const node20Seul = base20 ? await mesurer(base20 + url, { duration, connections: 50 }) : undefined
    figures.api.push({ label, front: parFront, seul: nextSeul, node20: node20Seul })
    console.log('Production', label, parFront, nextSeul)
  }
}

/** The mixed load of `npm run bench` (scripts/bench/charges.mjs), the cart read without an add, and
 *  where its p99 comes from. */
async function mesurerChargeMixte(figures, { front, slugs, duration, loadSeconds }) {
  const requests = chargeMixte(slugs.produit, slugs.autre, { ajout: false })
  const r = await autocannon({ url: front, connections: 50, duration: loadSeconds, requests })
  // where the mixed load's p99 comes from: its GETs alone (the front answers them), its POST/DELETE
  // alone (every one reaches an instance), and the floor of a request that reaches an instance (a
  // Next route handler that reads nothing), each at 50 connections through the front
  const lectures = requests.filter((q) => q.method === 'GET')
  const ecritures = requests.filter((q) => q.method !== 'GET')
  figures.decomposition = [
    {
      genre: 'lectures',
      label: 'ses lectures seules (GET)',
      ...(await mesurer(front, { duration, connections: 50, requests: lectures })),
    },
    {
      genre: 'ecritures',
      label: 'ses écritures seules (POST, DELETE)',
      ...(await mesurer(front, { duration, connections: 50, requests: ecritures })),
    },
    {
      genre: 'plancher',
      label: 'plancher : `GET /api/health`, jamais en cache',
      ...(await mesurer(`${front}/api/health`, { duration, connections: 50 })),
    },
  ]
  console.log('Production, décomposition de la charge mixte :', figures.decomposition)
  figures.charge = { secondes: loadSeconds, ...chiffres(r) }
  console.log('Production, charge mixte :', figures.charge)
}

/** Publish-to-visible through the front: an editor saves a price on an instance, the time until the
 *  front's page shows it; the price is put back after. */
async function mesurerPublication({ front, instance1, slugs, editeur }) {
  const connexion = await fetch(`${instance1}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(editeur),
  })
  if (!connexion.ok) throw new Error(`connexion de l’éditeur : ${connexion.status}`)
  const auth = { Authorization: `JWT ${(await connexion.json()).token}` }
  const lignes = await (
    await fetch(`${instance1}/api/produits?where[slug][equals]=${slugs.liste}&depth=0`, { headers: auth })
  ).json()
  const { id, prix } = lignes.docs[0]
  const chemin = `${front}/produits/affiches/${slugs.liste}`
  const enregistrer = (cents) =>
    fetch(`${instance1}/api/produits/${id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ prix: cents }),
    })
  const visibles = []
  try {
    await texte(chemin)
    for (let i = 1; i <= PUBLICATIONS; i += 1) {
      const nouveau = prix + 100 * i
      const debut = performance.now()
      const maj = await enregistrer(nouveau)
      if (!maj.ok) throw new Error(`enregistrement : ${maj.status} ${await maj.text()}`)
      for (;;) {
        if ((await texte(chemin)).includes(prixAffiche(nouveau))) break
        if (performance.now() - debut > 30_000) throw new Error('prix jamais visible à travers le front')
        await pause(10)
      }
      visibles.push(performance.now() - debut)
      // the next save starts from a page the front holds
      await pause(300)
    }
  } finally {
    await enregistrer(prix)
  }
  return {
    n: visibles.length,
    median: Math.round(median(visibles)),
    max: Math.round(Math.max(...visibles)),
    min: Math.round(Math.min(...visibles)),
  }
}

/**
 * @param {object} o
 * @param {NodeJS.ProcessEnv} o.env the benchmark's environment (database, media, secret)
 * @param {number} o.port the front's port; the instances on +1 and +2, Redis on +10
 * @param {string} o.dir where the cluster writes its logs
 * @param {string} o.seul `next start` alone, already running on the same build and database
 * @param {{ liste: string, produit: string, autre: string }} o.slugs products of the run
 * @param {number} o.duration seconds per measure
 * @param {number} o.loadSeconds seconds of the mixed load
 * @param {string} o.distDir the build both run
 * @param {string} [o.node20] a Node 20 binary: `next start` on it is measured too, the same rows
 */
export async function mesurerProduction({
  env,
  port,
  dir,
  seul,
  slugs,
  duration,
  loadSeconds,
  distDir,
  node20,
}) {
  const editeur = await creerEditeur(env)
  const front = `http://127.0.0.1:${port}`
  const instance1 = `http://127.0.0.1:${port + 1}`
  const cluster = demarrerCluster({
    ...env,
    PORT: String(port),
    CLUSTER_DIR: path.join(dir, 'production'),
    CLUSTER_SKIP_BUILD: '1',
    NEXT_DIST_DIR: distDir,
    SITE_URL: `http://localhost:${port}`,
    RATE_LIMITS: 'off',
  })
  const ancien = node20 ? demarrerNode20(node20, env, port + 30, distDir) : null
  try {
    await cluster.pret
    const base20 = ancien ? await ancien.pret : null
    const figures = { node: process.version, pages: [], api: [], charge: null, publication: null }
    await mesurerPagesEtApi(figures, { front, seul, base20, slugs, duration })
    await mesurerChargeMixte(figures, { front, slugs, duration, loadSeconds })
    figures.publication = await mesurerPublication({ front, instance1, slugs, editeur })
    console.log('Publication visible à travers le front :', figures.publication)
    fs.mkdirSync(dir, { recursive: true })
    return figures
  } finally {
    ancien?.arreter()
    await cluster.arreter()
  }
}

/** `next start` on another Node (the system's 20), same build and database, for the comparison row. */
function demarrerNode20(binaire, env, port, distDir) {
  const child = spawn(binaire, nextStartArgs(port, 'localhost'), {
    env: { ...env, NODE_ENV: 'production', NEXT_DIST_DIR: distDir },
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  const pret = (async () => {
    for (let i = 0; i < 480; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return base
      } catch {}
      await pause(250)
    }
    throw new Error('next start sous Node 20 ne démarre pas')
  })()
  return { pret, arreter: () => child.kill('SIGTERM') }
}
