// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

const SOURCE = fs.readFileSync(path.join(process.cwd(), 'public/sw.js'), 'utf8')
const ORIGIN = 'https://boutique.example'

/** In-memory CacheStorage, enough for the worker: open, keys, delete, match, put, add. */
function cacheStorage(fetchImpl: (r: Request) => Promise<Response>) {
  const stores = new Map<string, Map<string, Response>>()
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map())
    const store = stores.get(name) as Map<string, Response>
    return {
      match: async (req: Request | string) =>
        store.get(typeof req === 'string' ? new URL(req, ORIGIN).href : req.url)?.clone(),
      put: async (req: Request, res: Response) => void store.set(req.url, res),
      add: async (req: Request) => void store.set(req.url, await fetchImpl(req)),
      keys: async () => [...store.keys()].map((u) => new Request(u)),
      delete: async (req: Request) => store.delete(req.url),
    }
  }
  return {
    stores,
    api: { open, keys: async () => [...stores.keys()], delete: async (n: string) => stores.delete(n) },
  }
}

type Handler = (event: Record<string, unknown>) => void

/** Loads public/sw.js as the browser would, at /sw.js?v=<version>, against a scripted network. */
function worker(
  version: string,
  network: (r: Request) => Response | Promise<Response>,
  existing?: ReturnType<typeof cacheStorage>,
) {
  const handlers = new Map<string, Handler>()
  const state = { online: true, skipped: false, claimed: false }
  const fetchImpl = async (r: Request) => {
    if (!state.online) throw new TypeError('Failed to fetch')
    return network(r)
  }
  const caches = existing ?? cacheStorage(fetchImpl)
  const self = {
    location: { href: `${ORIGIN}/sw.js?v=${version}`, origin: ORIGIN },
    addEventListener: (type: string, fn: Handler) => handlers.set(type, fn),
    skipWaiting: async () => void (state.skipped = true),
    clients: { claim: async () => void (state.claimed = true) },
  }
  vm.runInNewContext(SOURCE, {
    self,
    caches: caches.api,
    fetch: fetchImpl,
    URL,
    Request,
    Response,
    Promise,
    console,
  })
  const lifecycle = async (type: string) => {
    let done: Promise<unknown> = Promise.resolve()
    handlers.get(type)?.({ waitUntil: (p: Promise<unknown>) => (done = p) })
    await done
  }
  const request = async (url: string, init: RequestInit & { mode?: string; destination?: string } = {}) => {
    const { mode: _mode, destination: _destination, ...rest } = init
    const req = new Request(new URL(url, ORIGIN), rest)
    Object.defineProperty(req, 'mode', { value: init.mode ?? 'cors' })
    Object.defineProperty(req, 'destination', { value: init.destination ?? '' })
    let answer: Promise<Response> | undefined
    handlers.get('fetch')?.({ request: req, respondWith: (p: Promise<Response>) => (answer = p) })
    return answer ? await answer : null
  }
  return { state, caches, lifecycle, request }
}

const html = (text: string) => {
  const res = new Response(`<html>${text}</html>`, { headers: { 'content-type': 'text/html' } })
  Object.defineProperty(res, 'type', { value: 'basic' })
  return res
}

/** A same-origin page as fetch() gives it: its headers, and its final URL after any redirect. */
const reponse = (text: string, { cacheControl, url }: { cacheControl?: string; url?: string } = {}) => {
  const res = html(text)
  if (cacheControl) res.headers.set('cache-control', cacheControl)
  if (url) Object.defineProperty(res, 'url', { value: new URL(url, ORIGIN).href })
  return res
}

/** Every URL kept in every cache of the worker. */
const gardees = (sw: ReturnType<typeof worker>) =>
  [...sw.caches.stores.values()].flatMap((store) => [...store.keys()].map((u) => u.replace(ORIGIN, '')))

const site = (r: Request) => {
  const { pathname } = new URL(r.url)
  if (pathname === '/hors-ligne') return html('Pas de connexion pour le moment')
  if (pathname.startsWith('/images/')) return new Response(`image ${pathname}`)
  return html(`page ${pathname}`)
}

describe('service worker: install and caching strategies', () => {
  it('installs with the offline page cached, skips waiting and claims clients', async () => {
    const sw = worker('b1', site)
    await sw.lifecycle('install')
    await sw.lifecycle('activate')
    expect(sw.state).toMatchObject({ skipped: true, claimed: true })
    expect([...sw.caches.stores.keys()]).toEqual(['mots-couleurs-pages-b1'])
    expect([...(sw.caches.stores.get('mots-couleurs-pages-b1')?.keys() ?? [])]).toEqual([
      `${ORIGIN}/hors-ligne`,
    ])
  })

  it('reopens a visited page offline, and shows the French offline page for others', async () => {
    const sw = worker('b1', site)
    await sw.lifecycle('install')
    const online = await sw.request('/produits/affiches/respirer', { mode: 'navigate' })
    expect(await online?.text()).toBe('<html>page /produits/affiches/respirer</html>')
    sw.state.online = false
    const kept = await sw.request('/produits/affiches/respirer', { mode: 'navigate' })
    expect(await kept?.text()).toBe('<html>page /produits/affiches/respirer</html>')
    const never = await sw.request('/articles/le-stress', { mode: 'navigate' })
    expect(await never?.text()).toContain('Pas de connexion pour le moment')
  })

  it('prefers the network for pages (fresh content when online)', async () => {
    let n = 0
    const sw = worker('b1', (r) => (new URL(r.url).pathname === '/' ? html(`v${++n}`) : site(r)))
    await sw.request('/', { mode: 'navigate' })
    expect(await (await sw.request('/', { mode: 'navigate' }))?.text()).toBe('<html>v2</html>')
  })

  it('serves images from the cache first and keeps them offline', async () => {
    let hits = 0
    const sw = worker('b1', (r) => {
      hits++
      return site(r)
    })
    const url = '/images/produits/affiches/cadre-bois/respirer.webp'
    expect(await (await sw.request(url, { destination: 'image' }))?.text()).toBe(`image ${url}`)
    sw.state.online = false
    expect(await (await sw.request(url, { destination: 'image' }))?.text()).toBe(`image ${url}`)
    expect(hits).toBe(1)
  })

  it('leaves the API, the admin and other origins alone', async () => {
    const sw = worker('b1', site)
    expect(await sw.request('/api/produits/batch')).toBeNull()
    expect(await sw.request('/admin', { mode: 'navigate' })).toBeNull()
    expect(await sw.request('https://ailleurs.example/x.png', { destination: 'image' })).toBeNull()
    expect(await sw.request('/api/produits/a/like', { method: 'POST' })).toBeNull()
  })
})

describe('service worker: private pages and responses', () => {
  it('never keeps the order pages: the confirmation shows online, offline the French offline page', async () => {
    const sw = worker('b1', (r) => {
      const { pathname } = new URL(r.url)
      if (pathname.startsWith('/commande'))
        return reponse('Confirmation : Camille Martin, 3 rue des Lilas, lien de téléchargement')
      return site(r)
    })
    await sw.lifecycle('install')
    for (const path of ['/commande?session_id=cs_test_1', '/commande', '/commande/erreur']) {
      const online = await sw.request(path, { mode: 'navigate' })
      expect(await online?.text(), path).toContain('3 rue des Lilas')
    }
    expect(gardees(sw)).toEqual(['/hors-ligne'])
    sw.state.online = false
    const offline = await sw.request('/commande?session_id=cs_test_1', { mode: 'navigate' })
    const text = (await offline?.text()) ?? ''
    expect(text).toContain('Pas de connexion pour le moment')
    expect(text).not.toContain('3 rue des Lilas')
  })

  it('never keeps a response marked Cache-Control no-store or private: page, image or asset', async () => {
    const marquee: Record<string, string> = {
      '/produits/recherche': 'private, no-cache, no-store, max-age=0, must-revalidate',
      '/mes-affiches-aimees': 'private',
      '/compte': 'no-store',
      '/images/produits/affiches/cadre-bois/secret.webp': 'no-store',
      '/_next/static/chunks/prive.js': 'private, max-age=60',
      '/images/produits/affiches/cadre-bois/nominatif.webp': 'max-age=60, private="set-cookie"',
    }
    const sw = worker('b1', (r) => {
      const { pathname } = new URL(r.url)
      if (pathname in marquee) return reponse(`contenu ${pathname}`, { cacheControl: marquee[pathname] })
      if (pathname === '/publique') return reponse('publique', { cacheControl: 's-maxage=31536000, public' })
      return site(r)
    })
    await sw.lifecycle('install')
    await sw.request('/produits/recherche?q=stress', { mode: 'navigate' })
    await sw.request('/mes-affiches-aimees', { mode: 'navigate' })
    await sw.request('/compte', { mode: 'navigate' })
    await sw.request('/images/produits/affiches/cadre-bois/secret.webp', { destination: 'image' })
    await sw.request('/images/produits/affiches/cadre-bois/nominatif.webp', { destination: 'image' })
    await sw.request('/_next/static/chunks/prive.js', { destination: 'script' })
    // Cached the same way, a page without those words is kept: the rule is the header, not the path.
    await sw.request('/publique', { mode: 'navigate' })
    // The image strategy stores in the background: let it finish.
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(gardees(sw).sort()).toEqual(['/hors-ligne', '/publique'])
    sw.state.online = false
    expect(await (await sw.request('/mes-affiches-aimees', { mode: 'navigate' }))?.text()).toContain(
      'Pas de connexion pour le moment',
    )
  })
})

describe('service worker: admin, API, redirects and new versions', () => {
  it('never keeps /admin… or /api/…, nor a page that a redirect brought there or to /commande', async () => {
    const atterrissage: Record<string, string> = {
      '/mon-compte': '/admin/login',
      '/telecharger': '/api/commande/telechargement/jeton',
      '/merci': '/commande?session_id=cs_test_2',
    }
    const sw = worker('b1', (r) => {
      const { pathname } = new URL(r.url)
      if (pathname in atterrissage) return reponse(`arrivée ${pathname}`, { url: atterrissage[pathname] })
      return site(r)
    })
    expect(await sw.request('/administration', { mode: 'navigate' })).toBeNull()
    expect(await sw.request('/admin-connexion', { mode: 'navigate' })).toBeNull()
    expect(await sw.request('/api', { mode: 'navigate' })).toBeNull()
    expect(await sw.request('/api/media/file/a.webp', { destination: 'image' })).toBeNull()
    for (const path of Object.keys(atterrissage))
      expect(await (await sw.request(path, { mode: 'navigate' }))?.text()).toBe(
        `<html>arrivée ${path}</html>`,
      )
    // A storefront page whose path only starts like the API is still kept.
    await sw.request('/apiculture', { mode: 'navigate' })
    expect(gardees(sw)).toEqual(['/apiculture'])
  })

  it('a new version deletes the previous caches on activation', async () => {
    const old = worker('b1', site)
    await old.lifecycle('install')
    await old.request('/images/a.webp', { destination: 'image' })
    old.caches.stores.set('autre-app', new Map())
    const next = worker('b2', site, old.caches)
    await next.lifecycle('install')
    await next.lifecycle('activate')
    expect([...old.caches.stores.keys()].sort()).toEqual(['autre-app', 'mots-couleurs-pages-b2'])
  })
})
