// What the benchmark's sections share: the environment of a server on its own folder, and the mixed
// load (scripts/bench.mjs against `next start`, scripts/bench/production.mjs through the front).
import path from 'node:path'

import autocannon from 'autocannon'

/**
 * A production server's environment on its own folder: database, media and image cache under `dir`.
 * @param {string} dir
 * @param {{ secret: string, siteUrl: string }} o
 */
export const benchEnv = (dir, { secret, siteUrl }) => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URI: `file:${path.join(dir, 'bench.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  PRIVATE_MEDIA_DIR: path.join(dir, 'telechargements'),
  IMAGE_CACHE_DIR: path.join(dir, 'cache'),
  PAYLOAD_SECRET: secret,
  SITE_URL: siteUrl,
})

const visiteur = () => `bench${Math.random().toString(36).slice(2, 14)}`

/**
 * The cart's read (with an add when `ajout`), a new visitor's like of `autre`, then its removal.
 * @param {string} produit
 * @param {string} autre
 * @param {{ ajout?: boolean }} [o]
 */
export const ecritures = (produit, autre, { ajout = true } = {}) => [
  {
    method: 'POST',
    path: '/api/produits/batch',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ slugs: [produit, autre], ...(ajout ? { addedSlug: produit } : {}) }),
  },
  {
    method: 'POST',
    path: `/api/produits/${autre}/like`,
    setupRequest: (req, context) => {
      context.visiteur = visiteur()
      return { ...req, headers: { 'x-visitor-id': context.visiteur } }
    },
  },
  {
    method: 'DELETE',
    path: `/api/produits/${autre}/like`,
    setupRequest: (req, context) => ({ ...req, headers: { 'x-visitor-id': context.visiteur } }),
  },
]

/**
 * What visitors do together: pages, search, the API, likes and the cart.
 * @param {string} produit
 * @param {string} autre
 * @param {{ ajout?: boolean }} [o]
 */
export const chargeMixte = (produit, autre, o) => [
  { method: 'GET', path: '/' },
  { method: 'GET', path: `/produits/affiches/${produit}` },
  { method: 'GET', path: `/api/produits/${produit}/likes` },
  { method: 'GET', path: '/produits/page/2' },
  { method: 'GET', path: '/produits?q=calme' },
  { method: 'GET', path: `/api/produits/${autre}` },
  ...ecritures(produit, autre, o),
]

/**
 * One measure: 2 s of warm-up, then `duration` seconds; throughput, latency and failures.
 * @param {string} url
 * @param {{ connections?: number, duration: number, headers?: object, requests?: object[] }} o
 */
export async function mesurer(url, { connections = 10, duration, headers, requests }) {
  await autocannon({ url, connections, duration: 2, headers, requests })
  return chiffres(await autocannon({ url, connections, duration, headers, requests }))
}

/** What the report keeps of an autocannon result. */
export const chiffres = (r) => ({
  rps: Math.round(r.requests.average),
  kb: r.requests.average ? Math.round(r.throughput.average / r.requests.average / 102.4) / 10 : 0,
  p50: r.latency.p50,
  p99: r.latency.p99,
  max: r.latency.max,
  erreurs: r.errors + r.timeouts,
  non2xx: r.non2xx,
})
