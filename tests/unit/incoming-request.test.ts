// @vitest-environment node
// src/lib/infra/http/incomingRequest.mjs: through Node's `http.server.request.start` channel, every request of a
// real HTTP server gets its peer appended to X-Forwarded-For and its area's security headers, before the
// server's handler (Next) runs.
import { spawn } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clientIp } from '@/lib/infra/http/clientAddress'
import { installIncomingRequest } from '@/lib/infra/http/incomingRequest.mjs'
import { policies } from '@/lib/infra/http/securityHeaders.mjs'

import { PRELOAD } from '../../scripts/lib/next-start.mjs'

let server: http.Server
let base = ''
const vus: (string | undefined)[] = []

beforeAll(async () => {
  installIncomingRequest({ SITE_URL: 'https://mots-couleurs.fr', ANALYTICS_SCRIPT_URL: '' })
  server = http.createServer((req, res) => {
    // This test's requests only: under `--sequence.shuffle` the next test may run first, and its four would count.
    if (req.url === '/adresse') vus.push(req.headers['x-forwarded-for'] as string | undefined)
    // A route's own header is written after the channel's and wins.
    if (req.url === '/propre') res.setHeader('X-Frame-Options', 'SAMEORIGIN')
    res.end('ok')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

describe('request start', () => {
  it("appends the peer's address, so a forged header never stands for the client", async () => {
    await fetch(`${base}/adresse`)
    await fetch(`${base}/adresse`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })
    await fetch(`${base}/adresse`, { headers: { 'X-Forwarded-For': '203.0.113.9, 198.51.100.1' } })
    expect(vus).toEqual(['127.0.0.1', '203.0.113.9, 127.0.0.1', '203.0.113.9, 198.51.100.1, 127.0.0.1'])
    for (const v of vus) expect(clientIp(new Headers({ 'x-forwarded-for': v! }), 0)).toBe('127.0.0.1')
  })

  it('sets the security headers computed from SITE_URL at start, per area', async () => {
    const csp = policies({ siteUrl: 'https://mots-couleurs.fr' })
    const page = await fetch(`${base}/produits`)
    expect(page.headers.get('content-security-policy')).toBe(csp.boutique)
    expect(page.headers.get('strict-transport-security')).toContain('max-age=')
    expect((await fetch(`${base}/api/produits`)).headers.get('content-security-policy')).toBe(csp.api)
    expect((await fetch(`${base}/admin`)).headers.get('content-security-policy')).toBe(csp.admin)
    expect((await fetch(`${base}/propre`)).headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })
})

describe('preload', () => {
  it('is in place for the very first request of a server started with node --import', async () => {
    const serveur = spawn(
      process.execPath,
      [
        '--import',
        PRELOAD,
        '-e',
        `require('node:http').createServer((q, r) => r.end(String(q.headers['x-forwarded-for']))).listen(0, '127.0.0.1', function () { console.log(this.address().port) })`,
      ],
      { env: { ...process.env, SITE_URL: 'http://localhost:3000' }, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    try {
      const port = await new Promise<string>((resolve) =>
        serveur.stdout.once('data', (d) => resolve(String(d).trim())),
      )
      const premiere = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'X-Forwarded-For': '203.0.113.7' },
      })
      expect(await premiere.text()).toBe('203.0.113.7, 127.0.0.1')
      expect(premiere.headers.get('content-security-policy')).toContain("default-src 'self'")
    } finally {
      serveur.kill()
    }
  })
})
