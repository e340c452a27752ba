// @vitest-environment node
// src/lib/infra/http/notFoundRewrite.mjs: a request the server's decision says is surely a 404 reaches the
// handler (Next) as `/_not-found`, the one cached 404 page; the others, as sent.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { NOT_FOUND_DECISION, rewriteKnownMissing } from '@/lib/infra/http/notFoundRewrite.mjs'

let server: http.Server
let base = ''
const vus: string[] = []
const demandes: string[] = []
const g = globalThis as { [NOT_FOUND_DECISION]?: (pathname: string) => boolean }

beforeAll(async () => {
  server = http.createServer((req, res) => {
    rewriteKnownMissing(req, res)
    vus.push(req.url ?? '')
    res.end('ok')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  delete g[NOT_FOUND_DECISION]
  server.close()
})

async function demander(chemin: string, init: RequestInit = {}) {
  vus.length = 0
  const res = await fetch(base + chemin, init)
  await res.text()
  return { vu: vus[0], entete: res.headers.get('x-mc-introuvable') }
}

describe('rewriteKnownMissing', () => {
  it('sends a surely missing path to /_not-found, query string and all, and says so', async () => {
    g[NOT_FOUND_DECISION] = (p) => {
      demandes.push(p)
      return p.startsWith('/inconnu')
    }
    expect(await demander('/inconnu-1?utm=x')).toEqual({ vu: '/_not-found', entete: '1' })
    expect(demandes.at(-1)).toBe('/inconnu-1')
    expect(await demander('/connu')).toEqual({ vu: '/connu', entete: null })
  })

  it('leaves other methods, client navigations, draft previews and encoded paths to their route', async () => {
    g[NOT_FOUND_DECISION] = () => true
    expect((await demander('/inconnu', { method: 'POST' })).vu).toBe('/inconnu')
    expect((await demander('/inconnu', { headers: { rsc: '1' } })).vu).toBe('/inconnu')
    expect((await demander('/inconnu', { headers: { cookie: '__prerender_bypass=abc' } })).vu).toBe(
      '/inconnu',
    )
    expect((await demander('/inconnu%2F1')).vu).toBe('/inconnu%2F1')
    expect((await demander('/inconnu', { method: 'HEAD' })).vu).toBe('/_not-found')
  })

  it('does nothing before the server installs its decision', async () => {
    delete g[NOT_FOUND_DECISION]
    expect(await demander('/inconnu')).toEqual({ vu: '/inconnu', entete: null })
  })
})
