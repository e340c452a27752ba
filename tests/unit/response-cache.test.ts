// @vitest-environment node
// src/lib/infra/http/responseCache.mjs: in front of a real HTTP server's listener (Next's, in `next start`),
// what a shared cache may keep is answered again from memory, byte for byte, until a revalidation; what
// it may not keep, or a request it must not answer, always reaches the listener.
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { NOT_FOUND_HEADER } from '@/lib/infra/http/notFoundRewrite.mjs'
import { createResponseCache, RESPONSE_SCOPE } from '@/lib/infra/http/responseCache.mjs'

type Reponse = { status?: number; headers?: Record<string, string>; body?: string }
/** What the listener answers, per path; it counts the requests it sees and the version it serves. */
const routes = new Map<string, Reponse>()
const vus: string[] = []
let version = 1
let horloge = 1_000_000
let cache: ReturnType<typeof createResponseCache>
let server: http.Server
let base = ''

const PAGE = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=31536000' }

beforeAll(async () => {
  cache = createResponseCache({ now: () => horloge, budgets: { content: 64 * 1024, visitor: 8 * 1024 } })
  const ecouteur = cache.wrap((req, res) => {
    vus.push(req.url!)
    const r = routes.get(req.url!.split('?')[0]) ?? { status: 404, body: 'introuvable' }
    res.statusCode = r.status ?? 200
    for (const [k, v] of Object.entries(r.headers ?? PAGE)) res.setHeader(k, v)
    const body = `${r.body ?? 'page'} v${version}`
    // gzip when asked, as the compression middleware does
    if (req.headers['accept-encoding'] === 'gzip') {
      res.setHeader('content-encoding', 'gzip')
      res.end(gzipSync(body))
    } else {
      res.write(body.slice(0, 3))
      res.end(body.slice(3))
    }
  })
  server = http.createServer((req, res) => {
    // Set before the listener, as the request hooks do: recomputed for each request, never stored.
    res.setHeader('x-request-id', String(Math.random()))
    ecouteur(req, res)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))
afterEach(() => {
  cache.clear()
  routes.clear()
  vus.length = 0
  delete (globalThis as Record<symbol, unknown>)[RESPONSE_SCOPE]
})

const lire = async (path: string, headers: Record<string, string> = {}) => {
  const r = await fetch(base + path, { headers })
  return { status: r.status, body: await r.text(), headers: r.headers }
}

describe('answers from memory', () => {
  it('writes a kept page again without the listener, body and headers as sent, the hooks’ own recomputed', async () => {
    routes.set('/', { body: 'accueil' })
    const a = await lire('/')
    const b = await lire('/')
    expect(vus).toEqual(['/'])
    expect(b.body).toBe(a.body)
    expect(b.body).toBe('accueil v1')
    expect(b.headers.get('cache-control')).toBe('s-maxage=31536000')
    expect(b.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(b.headers.get('x-request-id')).not.toBe(a.headers.get('x-request-id'))
    const head = await fetch(base + '/', { method: 'HEAD' })
    expect(head.headers.get('content-length')).toBe(b.headers.get('content-length'))
    expect(vus).toEqual(['/'])
  })

  it('keeps one copy per encoding: gzip or none, whatever the spelling of Accept-Encoding', async () => {
    routes.set('/produits', { body: 'liste' })
    await lire('/produits', { 'accept-encoding': 'gzip, deflate, br' })
    const gz = await fetch(base + '/produits', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(await gz.text()).toBe('liste v1')
    const brut = await lire('/produits', { 'accept-encoding': 'identity' })
    expect(brut.body).toBe('liste v1')
    expect(brut.headers.get('content-encoding')).toBeNull()
    expect(vus).toEqual(['/produits', '/produits'])
  })

  it('answers the one 404 page of made-up URLs from memory, whatever it tells the browser', async () => {
    routes.set('/_not-found', {
      status: 404,
      headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store', [NOT_FOUND_HEADER]: '1' },
    })
    await lire('/_not-found')
    expect((await lire('/_not-found')).status).toBe(404)
    expect(vus).toEqual(['/_not-found'])
  })

  it('keeps the 404 page apart from the plain-text 404 Next gives a made-up image or script', async () => {
    routes.set('/_not-found', {
      status: 404,
      headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store', [NOT_FOUND_HEADER]: '1' },
      body: 'page introuvable',
    })
    await lire('/_not-found', { 'sec-fetch-dest': 'document' })
    // What Next answers an image request for a made-up path (next/dist/server/lib/router-server.js).
    routes.set('/_not-found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', [NOT_FOUND_HEADER]: '1' },
      body: 'Not Found',
    })
    expect((await lire('/_not-found', { 'sec-fetch-dest': 'image' })).body).toMatch(/^Not Found/)
    expect((await lire('/_not-found', { 'sec-fetch-dest': 'image' })).body).toMatch(/^Not Found/)
    expect((await lire('/_not-found', { 'sec-fetch-dest': 'document' })).body).toMatch(/^page introuvable/)
    expect(vus).toEqual(['/_not-found', '/_not-found', '/_not-found'])
  })

  it('keeps an answer for its s-maxage, then asks the listener again', async () => {
    routes.set('/api/produits', {
      headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=0, s-maxage=60' },
    })
    await lire('/api/produits')
    horloge += 59_000
    await lire('/api/produits')
    horloge += 2_000
    await lire('/api/produits')
    expect(vus).toEqual(['/api/produits', '/api/produits'])
  })
})

describe('what is never kept', () => {
  const jamais: [string, Reponse][] = [
    ['private', { headers: { 'content-type': 'text/html', 'cache-control': 'private, no-cache, no-store' } }],
    ['no Cache-Control', { headers: { 'content-type': 'text/html' } }],
    ['a cookie', { headers: { ...PAGE, 'set-cookie': 'a=1' } }],
    ['an error', { status: 500 }],
    ['a 404 Next rendered for a route', { status: 404 }],
    ['a stale page', { headers: { ...PAGE, 'x-nextjs-cache': 'STALE' } }],
    ['an image', { headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000' } }],
    // Random, so that gzip leaves it over the limit.
    ['a body over the entry limit', { body: randomBytes(700 * 1024).toString('base64') }],
  ]
  it.each(jamais)('%s', async (_, r) => {
    routes.set('/p', r)
    await lire('/p')
    await lire('/p')
    expect(vus).toEqual(['/p', '/p'])
  })

  const contournees: [string, string, RequestInit][] = [
    ['a staff session', '/', { headers: { cookie: 'theme=clair; payload-token=abc' } }],
    ['draft mode', '/', { headers: { cookie: '__prerender_bypass=1' } }],
    ['credentials', '/', { headers: { authorization: 'Bearer x' } }],
    ["a visitor's own likes", '/api/produits/a/likes', { headers: { 'x-visitor-id': 'visiteur-123' } }],
    ['a conditional request', '/', { headers: { 'if-none-match': '"x"' } }],
    ['a range', '/', { headers: { range: 'bytes=0-1' } }],
    ['the admin', '/admin', {}],
    ['an order', '/commande/merci', {}],
    ['an encoded path', '/produit%73', {}],
    ['a POST', '/', { method: 'POST', body: 'x' }],
  ]
  it.each(contournees)('%s reaches the listener', async (_, path, init) => {
    routes.set(path.split('?')[0], { body: 'page' })
    await fetch(base + path)
    vus.length = 0
    await fetch(base + path, init)
    await fetch(base + path, init)
    expect(vus).toHaveLength(2)
  })

  it('keys by the headers Next varies its pages by (a client navigation is another answer)', async () => {
    routes.set('/', { body: 'accueil' })
    await lire('/')
    await lire('/', { rsc: '1' })
    await lire('/', { rsc: '1' })
    expect(vus).toEqual(['/', '/'])
  })

  it('holds visitor-typed URLs to their own budget, the content pages stay', async () => {
    routes.set('/', { body: 'accueil' })
    routes.set('/produits', { body: randomBytes(1500).toString('base64') })
    await lire('/')
    for (let i = 0; i < 20; i++) await lire(`/produits?utm=${i}`)
    expect(cache.bytes()).toBeLessThanOrEqual(64 * 1024 + 8 * 1024)
    vus.length = 0
    await lire('/')
    await lire('/produits?utm=0')
    expect(vus).toEqual(['/produits?utm=0'])
  })
})

describe('revalidation', () => {
  it('empties the store: the next request reads the new version', async () => {
    routes.set('/', { body: 'accueil' })
    await lire('/')
    version = 2
    expect((await lire('/')).body).toBe('accueil v1')
    cache.clear(['produits'])
    expect((await lire('/')).body).toBe('accueil v2')
  })

  it('drops only the paths the server says the tags change', async () => {
    function portee(tags: string[]) {
      return tags[0] === 'likes:a' ? (p: string) => p.startsWith('/api/produits/a') : null
    }
    ;(globalThis as Record<symbol, unknown>)[RESPONSE_SCOPE] = portee
    routes.set('/', { body: 'accueil' })
    routes.set('/api/produits/a', {
      headers: { 'content-type': 'application/json', 'cache-control': 'public, s-maxage=60' },
    })
    await lire('/')
    await lire('/api/produits/a')
    cache.clear(['likes:a'])
    await lire('/')
    await lire('/api/produits/a')
    expect(vus).toEqual(['/', '/api/produits/a', '/api/produits/a'])
  })

  it('never keeps an answer begun before a revalidation and finished after it', async () => {
    let lacher = () => {}
    let appels = 0
    const lent = http.createServer(
      cache.wrap((_req, res) => {
        appels++
        for (const [k, v] of Object.entries(PAGE)) res.setHeader(k, v)
        res.write('ancien ')
        lacher = () => res.end('contenu')
      }),
    )
    await new Promise<void>((r) => lent.listen(0, '127.0.0.1', r))
    const url = `http://127.0.0.1:${(lent.address() as AddressInfo).port}/lent`
    const enCours = fetch(url).then((r) => r.text())
    await new Promise((r) => setTimeout(r, 50))
    cache.clear()
    lacher()
    expect(await enCours).toBe('ancien contenu')
    const suivante = fetch(url).then((r) => r.text())
    await new Promise((r) => setTimeout(r, 50))
    lacher()
    expect(await suivante).toBe('ancien contenu')
    expect(appels).toBe(2)
    // Begun after the revalidation, the second one is kept.
    expect(await (await fetch(url)).text()).toBe('ancien contenu')
    expect(appels).toBe(2)
    await new Promise<void>((r) => lent.close(() => r()))
  })

  it('never answers a version older than the last revalidation (generated sequences)', async () => {
    routes.set('/', { body: 'accueil' })
    routes.set('/api/produits', {
      headers: { 'content-type': 'application/json', 'cache-control': 'public, s-maxage=60' },
    })
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constant('/'), fc.constant('/api/produits'), fc.constant('ecrire')), {
          maxLength: 25,
        }),
        async (pas) => {
          for (const p of pas) {
            if (p === 'ecrire') {
              version++
              cache.clear(['produits'])
            } else expect((await lire(p)).body).toMatch(new RegExp(` v${version}$`))
          }
        },
      ),
      { numRuns: 30 },
    )
  })
})
