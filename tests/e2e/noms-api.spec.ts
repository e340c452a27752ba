import http from 'node:http'

import { expect, test } from '@playwright/test'

import { NOMS_DU_PROTOTYPE } from '../support/nomsHostiles'
import { E2E_PORT } from './constants'

/**
 * No name answers 5xx, on the production build through Next's own router and src/proxy.ts (issue 44,
 * docs/decisions/0166-noms-inconnus-et-internes.md): an encoded letter of « api » is the API itself
 * (it was « Attempted to handle request too many times »), a prototype name as a collection is the
 * shop's 404, and Payload's migrations are nobody's over REST (501 before).
 */
type Reponse = { status: number; texte: string; json: { error?: unknown } | null }

/** A request whose path is sent byte for byte as written (fetch would normalise it first). */
function brut(method: string, chemin: string): Promise<Reponse> {
  return new Promise((resolve, reject) => {
    // A DELETE carries no body (Node's server answers a chunked one 400 before any route).
    const corps = method === 'GET' || method === 'DELETE' ? undefined : '{}'
    const req = http.request(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        method,
        path: chemin,
        headers: corps ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        let texte = ''
        res.setEncoding('utf8')
        res.on('data', (d) => (texte += d))
        res.on('end', () => {
          let json = null
          try {
            json = JSON.parse(texte)
          } catch {
            // not JSON: asserted below
          }
          resolve({ status: res.statusCode ?? 0, texte, json })
        })
      },
    )
    req.on('error', reject)
    req.end(corps)
  })
}

test('an encoded spelling of /api is the API under its plain spelling', async () => {
  const sante = await brut('GET', '/%61pi/health')
  expect(sante.status).toBe(200)
  expect(sante.texte).toBe((await brut('GET', '/api/health')).texte)
  const liste = await brut('GET', '/a%70i/produits?limit=1')
  expect(liste.status).toBe(200)
  expect(liste.json).toHaveProperty('docs')
  // The preview's exit, anonymous: what /api/apercu/quitter answers, not a 500.
  const [encode, clair] = await Promise.all([
    brut('GET', '/a%70i/apercu/quitter?chemin=/'),
    brut('GET', '/api/apercu/quitter?chemin=/'),
  ])
  expect(encode.status).toBe(clair.status)
  // A POST keeps its body and meets the same controls: a refused login, never a 5xx.
  const login = await brut('POST', '/%61pi/users/login')
  expect(login.status).toBeLessThan(500)
  expect(typeof login.json?.error).toBe('string')
})

test('prototype names and Payload’s internal collections: a JSON 404, never a 5xx', async () => {
  const vus: string[] = []
  const chemins = NOMS_DU_PROTOTYPE.flatMap((n) => [
    `/api/${n}`,
    `/api/${n}/access`,
    `/api/${n}/login`,
    `/api/${n}/versions`,
    `/api/produits/${n}`,
  ])
  for (const chemin of [...chemins, '/api/payload-migrations', '/api/payload-jobs', '/api/payload-kv'])
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
      const res = await brut(method, chemin)
      const attendu = chemin.startsWith('/api/produits/') ? res.status < 500 : res.status === 404
      if (!attendu || typeof res.json?.error !== 'string')
        vus.push(`${method} ${chemin} → ${res.status} ${res.texte.slice(0, 80)}`)
    }
  expect(vus).toEqual([])
})
