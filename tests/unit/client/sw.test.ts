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

const site = (r: Request) => {
  const { pathname } = new URL(r.url)
  if (pathname === '/hors-ligne') return html('Pas de connexion pour le moment')
  if (pathname.startsWith('/images/')) return new Response(`image ${pathname}`)
  return html(`page ${pathname}`)
}

describe('service worker', () => {
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
