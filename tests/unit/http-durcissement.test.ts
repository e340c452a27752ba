// @vitest-environment node
// Hardening of the HTTP layer: bodies bounded while read, the trusted client address, bounded limiters,
// security headers.
import { describe, expect, it } from 'vitest'
import { type IRateLimiterStoreOptions, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { z } from 'zod'

import { clientIp, trustedProxyHops } from '@/lib/infra/http/clientAddress'
import { BodyTooLarge, boundedStream, BODY_LIMITS, readBody } from '@/lib/infra/http/body'
import { createRateLimiter, MAX_KEYS, tooManyRequests } from '@/lib/infra/http/rateLimit'
import { readJson } from '@/lib/infra/http/readJson'
import { securityHeaders, policies } from '@/lib/infra/http/securityHeaders.mjs'

const CHUNK = 64 * 1024

/** A body of `total` bytes produced on demand; `tires()` tells how many bytes were pulled from it. */
function corpsGenere(total: number) {
  let tires = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (tires >= total) return controller.close()
      const n = Math.min(CHUNK, total - tires)
      tires += n
      controller.enqueue(new Uint8Array(n).fill(0x61))
    },
  })
  return { body, tires: () => tires }
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/message', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    duplex: 'half',
  } as RequestInit)

describe('bodies bounded while read', () => {
  it('stops reading a chunked 200 MB body just past its limit', async () => {
    const { body, tires } = corpsGenere(200 * 1024 * 1024)
    await expect(readBody(post(body), BODY_LIMITS.boutique)).rejects.toBeInstanceOf(BodyTooLarge)
    expect(tires()).toBeLessThanOrEqual(BODY_LIMITS.boutique + 2 * CHUNK)
  })

  it('refuses a declared length over the limit without reading anything', async () => {
    const { body, tires } = corpsGenere(10 * 1024 * 1024)
    const req = post(body, { 'content-length': String(10 * 1024 * 1024) })
    await expect(readBody(req, BODY_LIMITS.boutique)).rejects.toBeInstanceOf(BodyTooLarge)
    expect(tires()).toBeLessThanOrEqual(CHUNK)
  })

  it('does not trust a small Content-Length either', async () => {
    const { body, tires } = corpsGenere(20 * 1024 * 1024)
    const req = post(body, { 'content-length': '10' })
    await expect(readBody(req, BODY_LIMITS.boutique)).rejects.toBeInstanceOf(BodyTooLarge)
    expect(tires()).toBeLessThan(20 * 1024 * 1024)
  })

  it('reads a body within the limit whole, in several chunks', async () => {
    const { body } = corpsGenere(CHUNK + 10)
    const octets = await readBody(post(body), BODY_LIMITS.boutique)
    expect(octets.byteLength).toBe(CHUNK + 10)
    expect(octets.every((b) => b === 0x61)).toBe(true)
  })

  it('readJson answers 413 in French to an endless body, having read only its limit', async () => {
    const { body, tires } = corpsGenere(50 * 1024 * 1024)
    const res = await readJson(post(body), z.object({}))
    expect(res.ok).toBe(false)
    if (res.ok) return
    expect(res.response.status).toBe(413)
    expect((await res.response.json()).error).toBe('La requête est trop volumineuse (100\u00a0Ko au plus).')
    expect(tires()).toBeLessThanOrEqual(BODY_LIMITS.boutique + 2 * CHUNK)
  })

  it('readJson takes a larger limit for staff JSON and refuses invalid UTF-8 as invalid JSON', async () => {
    const grand = JSON.stringify({ texte: 'é'.repeat(200_000) })
    const ok = await readJson(post(grand), z.object({ texte: z.string() }), BODY_LIMITS.admin)
    expect(ok.ok).toBe(true)
    const invalide = await readJson(post(new Uint8Array([0x7b, 0xff, 0x7d])), z.object({}))
    expect(invalide.ok).toBe(false)
    if (!invalide.ok) expect(invalide.response.status).toBe(400)
  })

  it('an upload stream errors once past its limit and says so', async () => {
    const { body, tires } = corpsGenere(5 * 1024 * 1024)
    const { flux, exceeded: depasse } = boundedStream(body, 1024 * 1024)
    const reader = flux.getReader()
    await expect(
      (async () => {
        for (;;) if ((await reader.read()).done) break
      })(),
    ).rejects.toBeInstanceOf(BodyTooLarge)
    expect(depasse()).toBe(true)
    expect(tires()).toBeLessThanOrEqual(1024 * 1024 + 2 * CHUNK)
  })
})

describe('client address', () => {
  const avec = (xff?: string) => new Headers(xff ? { 'x-forwarded-for': xff } : {})

  it('is the peer appended last by the server, whatever the client wrote before it', () => {
    // The server appends the socket's address before Next reads the request (src/lib/infra/http/incomingRequest.mjs).
    expect(clientIp(avec('6.6.6.6, 203.0.113.9'), 0)).toBe('203.0.113.9')
    expect(clientIp(avec('1.1.1.1, 2.2.2.2, 203.0.113.9'), 0)).toBe('203.0.113.9')
    expect(clientIp(avec('203.0.113.9'), 0)).toBe('203.0.113.9')
  })

  it('is the n-th address from the right behind n trusted proxies', () => {
    // client-forged, the client as the proxy saw it, the proxy (socket)
    expect(clientIp(avec('6.6.6.6, 198.51.100.7, 10.0.0.2'), 1)).toBe('198.51.100.7')
    expect(clientIp(avec('198.51.100.7, 10.0.0.2'), 1)).toBe('198.51.100.7')
    // fewer addresses than hops: the leftmost, not a crash
    expect(clientIp(avec('10.0.0.2'), 3)).toBe('10.0.0.2')
  })

  it('reads TRUST_PROXY_HOPS, defaulting to 0 for anything but a small integer', () => {
    expect(trustedProxyHops({})).toBe(0)
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: '2' })).toBe(2)
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: '-1' })).toBe(0)
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: 'abc' })).toBe(0)
  })

  it('is bounded in length, and "local" when nothing says', () => {
    expect(clientIp(avec('x'.repeat(5000)), 0)).toHaveLength(64)
    expect(clientIp(avec(), 0)).toBe('local')
  })
})

describe('rate limiter', () => {
  it('keeps at most MAX_CLES buckets under a flood of distinct keys', () => {
    const l = createRateLimiter({ limit: 1, windowMs: 60_000 })
    for (let i = 0; i < MAX_KEYS + 5_000; i += 1) l.check(`cle-${i}`)
    expect(l.size()).toBe(MAX_KEYS)
  })

  it('still limits a key, with Retry-After, and forgets it after its window', () => {
    const l = createRateLimiter({ limit: 2, windowMs: 10_000 })
    expect(l.check('a', 0)).toBeNull()
    expect(l.check('a', 1)).toBeNull()
    const refus = l.check('a', 2)
    expect(refus?.status).toBe(429)
    expect(refus?.headers.get('retry-after')).toBe('10')
    expect(l.check('a', 10_001)).toBeNull()
  })

  it('counts keys that differ only past their bounded length as one', () => {
    const l = createRateLimiter({ limit: 1, windowMs: 60_000 })
    const base = 'k'.repeat(200)
    expect(l.check(`${base}1`)).toBeNull()
    expect(l.check(`${base}2`)?.status).toBe(429)
  })

  it('speaks rate-limiter-flexible: usable as the Redis limiter’s insuranceLimiter', async () => {
    const l = createRateLimiter({ limit: 2, windowMs: 60_000 })
    expect((await l.consume('a')).remainingPoints).toBe(1)
    await l.consume('a')
    const refus = await l.consume('a').catch((e: unknown) => e)
    expect(refus).toBeInstanceOf(RateLimiterRes)
    expect((refus as RateLimiterRes).msBeforeNext).toBeGreaterThan(59_000)
    // Counting without refusing, reading and forgetting (the login's counters).
    await l.penalty('b', 3)
    expect((await l.get('b'))?.consumedPoints).toBe(3)
    expect(await l.delete('b')).toBe(true)
    expect(await l.get('b')).toBeNull()
    // A Redis not connected: the count goes to this limiter.
    const storeClient = { isReady: false } as unknown as IRateLimiterStoreOptions['storeClient']
    const partage = new RateLimiterRedis({
      storeClient,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      insuranceLimiter: l,
      points: 2,
      duration: 60,
    })
    await partage.consume('c')
    expect((await l.get('c'))?.consumedPoints).toBe(1)
  })

  it('answers 429 in French with Retry-After in whole seconds, 1 at least', async () => {
    const refus = tooManyRequests(1_200)
    expect(refus.status).toBe(429)
    expect(refus.headers.get('retry-after')).toBe('2')
    expect(await refus.json()).toEqual({ error: 'Trop de requêtes\u00a0: réessayez dans quelques instants.' })
    expect(tooManyRequests(0).headers.get('retry-after')).toBe('1')
  })
})

describe('security headers', () => {
  const entetes = securityHeaders({ siteUrl: 'https://mots-couleurs.fr' })
  const valeur = (url: string, cle: string, cookie?: string) => new Map(entetes(url, cookie)).get(cle)
  const csp = policies({ siteUrl: 'https://mots-couleurs.fr' })

  it('forbids framing everywhere and sets the usual headers', () => {
    const { apercu, ...autres } = policies({})
    for (const p of Object.values(autres)) expect(p).toContain("frame-ancestors 'none'")
    // A staff member's draft preview (draft-mode cookie) may be framed by the admin's live preview only.
    expect(apercu).toContain("frame-ancestors 'self'")
    expect(apercu).not.toContain("frame-ancestors 'none'")
    const brouillon = 'a=1; __prerender_bypass=xyz'
    expect(valeur('/produits', 'X-Frame-Options', brouillon)).toBe('SAMEORIGIN')
    expect(valeur('/produits', 'Content-Security-Policy', brouillon)).toBe(csp.apercu)
    // The admin's and the API's policies still apply under draft mode, and keep 'none'.
    expect(valeur('/admin/collections', 'Content-Security-Policy', brouillon)).toBe(csp.admin)
    expect(valeur('/api/produits', 'Content-Security-Policy', brouillon)).toBe(csp.api)
    expect(valeur('/produits', 'X-Frame-Options', 'x__prerender_bypass=1')).toBe('DENY')
    expect(valeur('/', 'X-Content-Type-Options')).toBe('nosniff')
    expect(valeur('/', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(valeur('/', 'X-Frame-Options')).toBe('DENY')
    expect(valeur('/', 'Permissions-Policy')).toContain('camera=()')
  })

  it('chooses the area on the decoded path, whatever its spelling or query', () => {
    expect(valeur('/', 'Content-Security-Policy')).toBe(csp.boutique)
    for (const url of ['/admin', '/admin/', '/admin/login?x=1', '/%61dmin/login', '//admin'])
      expect(valeur(url, 'Content-Security-Policy'), url).toBe(csp.admin)
    for (const url of ['/api', '/api/users/me', '/%61pi/users', '/api?x'])
      expect(valeur(url, 'Content-Security-Policy'), url).toBe(csp.api)
    for (const url of ['/administration', '/apis', '/produits?x=/admin', '/%ff'])
      expect(valeur(url, 'Content-Security-Policy'), url).toBe(csp.boutique)
  })

  it('sends HSTS only when the site is served over https', () => {
    expect(valeur('/', 'Strict-Transport-Security')).toContain('max-age=')
    const http = securityHeaders({ siteUrl: 'http://localhost:3000' })
    expect(new Map(http('/')).has('Strict-Transport-Security')).toBe(false)
  })

  it("lets the shop load the analytics origin and post to Stripe's checkout, and nothing else", () => {
    const { boutique, admin, api } = policies({ analyticsScriptUrl: 'https://stats.example.org/script.js' })
    expect(boutique).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/stats\.example\.org/)
    expect(boutique).toMatch(/connect-src 'self' https:\/\/stats\.example\.org/)
    expect(boutique).toContain("form-action 'self' https://checkout.stripe.com")
    expect(admin).not.toContain('stats.example.org')
    expect(admin).not.toContain("'unsafe-eval'")
    expect(api).toContain("default-src 'none'")
    expect(policies({ analyticsScriptUrl: 'javascript:alert(1)' }).boutique).not.toContain('javascript')
  })
})
