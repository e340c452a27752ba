/* Service worker of Mots & Couleurs (docs/SPECIFICATION.md §7).
 * - Pages: network first, then the copy kept from the last visit, then the French offline page.
 * - Images: the cached copy at once, refreshed in the background (an artwork may change at the same URL).
 * - Next's build assets (/_next/static, immutable): cache first, so a kept page still gets its CSS and JS.
 * - Never kept: the admin, the API, the order pages (/commande, /mes-commandes, /retractation: the buyer's
 *   orders, address, download links), and any response the server marks `Cache-Control: no-store` or
 *   `private`.
 * Cache names carry the build version (`/sw.js?v=<version>`): a new deploy installs a new worker, which
 * deletes the caches of the previous one on activation. */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'v1'
const PREFIX = 'mots-couleurs-'
const PAGES = `${PREFIX}pages-${VERSION}`
const IMAGES = `${PREFIX}images-${VERSION}`
const ASSETS = `${PREFIX}assets-${VERSION}`
const OFFLINE_URL = new URL('/hors-ligne', self.location.href).href
const MAX_IMAGES = 300
const MAX_PAGES = 100
/** Always live, left to the browser: /admin…, /api and /api/…. */
const LIVE = /^\/(admin|api(\/|$))/
/** Shown online, never kept: the order confirmation, « Mes commandes » and the withdrawal pages carry the
 *  buyer's orders, address and download links. */
const PRIVATE = /^\/(commande|mes-commandes|retractation)/

/** A response that may be stored: a success, from a path that may be kept (after any redirect), and
 *  that the server does not mark personal (`private`) or unstorable (`no-store`). */
function keepable(response) {
  if (!response.ok) return false
  if (response.url) {
    const { pathname } = new URL(response.url)
    if (LIVE.test(pathname) || PRIVATE.test(pathname)) return false
  }
  const cacheControl = (response.headers.get('Cache-Control') || '').toLowerCase()
  return !/(^|[\s,])(no-store|private)(?=$|[\s,=])/.test(cacheControl)
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' })))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  const current = [PAGES, IMAGES, ASSETS]
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith(PREFIX) && !current.includes(k)).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  )
})

/** Keeps a cache under `max` entries, oldest first. */
async function trim(cacheName, max) {
  const cache = await caches.open(cacheName)
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((k) => cache.delete(k)))
}

async function networkFirstPage(request, keep) {
  const cache = await caches.open(PAGES)
  try {
    const response = await fetch(request)
    if (keep && response.type === 'basic' && keepable(response)) {
      await cache.put(request, response.clone())
      trim(PAGES, MAX_PAGES)
    }
    return response
  } catch {
    const kept = keep && (await cache.match(request, { ignoreVary: true }))
    if (kept) return kept
    const offline = await cache.match(OFFLINE_URL)
    if (offline) return offline
    return new Response(
      '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Hors ligne</title><p>Vous êtes hors ligne.</p></html>',
      {
        status: 503,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      },
    )
  }
}

async function staleWhileRevalidate(request, cacheName, max) {
  const cache = await caches.open(cacheName)
  const kept = await cache.match(request)
  const refresh = fetch(request)
    .then(async (response) => {
      if (keepable(response)) {
        await cache.put(request, response.clone())
        if (max) trim(cacheName, max)
      }
      return response
    })
    .catch(() => undefined)
  if (kept) return kept
  const fresh = await refresh
  return fresh || Response.error()
}

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName)
  const kept = await cache.match(request)
  if (kept) return kept
  const response = await fetch(request)
  if (keepable(response)) await cache.put(request, response.clone())
  return response
}

const isImage = (request, url) =>
  request.destination === 'image' || /^\/(images|miniatures|og|pinterest|_next\/image)\b/.test(url.pathname)

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (LIVE.test(url.pathname)) return
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request, !PRIVATE.test(url.pathname)))
  } else if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(cacheFirst(request, ASSETS))
  } else if (PRIVATE.test(url.pathname)) {
    return
  } else if (isImage(request, url)) {
    event.respondWith(staleWhileRevalidate(request, IMAGES, MAX_IMAGES))
  }
})
