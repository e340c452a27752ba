import type { ChildProcess } from 'node:child_process'
import http from 'node:http'

import { expect, test } from '@playwright/test'
import fc from 'fast-check'

import { equivalente, quelconque } from '../support/orthographes'
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_PORT } from './constants'
import { demarrerSecondServeur } from './second-serveur'

/**
 * The spelling properties of tests/int/orthographes.test.ts on the production build, through Next's own
 * router (its decoding, slash and dot handling) over raw HTTP: a second `next start` of the suite's
 * build and database that trusts one hop of X-Forwarded-For (the value sent, before the peer address the
 * server appends: src/lib/infra/http/incomingRequest.mjs), so that each generated case has its own
 * client address and the suite's server keeps its own counts.
 */
const port = E2E_PORT + 4
let serveur: ChildProcess

test.beforeAll(async () => {
  test.setTimeout(120_000)
  serveur = await demarrerSecondServeur(port, { TRUST_PROXY_HOPS: '1', SMTP_HOST: '' })
})
test.afterAll(() => {
  serveur?.kill('SIGKILL')
})

let n = 0
const adresse = () => (n++, `198.18.${200 + ((n >> 8) & 31)}.${n & 255}`)

/** A request whose path is sent byte for byte as written (fetch would normalise it first). */
function brut(
  method: string,
  chemin: string,
  ip: string,
  corps?: string,
  entetes: Record<string, string> = {},
) {
  return new Promise<{ status: number; json: Record<string, unknown> | null }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: chemin,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': ip,
          ...(corps === undefined ? {} : { 'content-length': Buffer.byteLength(corps) }),
          ...entetes,
        },
      },
      (res) => {
        let texte = ''
        res.on('data', (d) => (texte += d))
        res.on('end', () => {
          let json = null
          try {
            json = JSON.parse(texte)
          } catch {
            // a page, a redirect
          }
          resolve({ status: res.statusCode ?? 0, json })
        })
      },
    )
    req.on('error', reject)
    req.end(corps)
  })
}

/** An address with its five failures used up, by five wrong passwords sent at once. */
async function sansEssais(): Promise<string> {
  const ip = adresse()
  const corps = (i: number) => JSON.stringify({ email: `inconnu-${n}-${i}@example.com`, password: 'mauvais' })
  const statuts = await Promise.all(
    [0, 1, 2, 3, 4].map((i) => brut('POST', '/api/users/login', ip, corps(i))),
  )
  expect(statuts.map((s) => s.status)).toEqual([401, 401, 401, 401, 401])
  return ip
}

test('login: an address past its limit is refused under every spelling, even with the password', async () => {
  test.setTimeout(180_000)
  const connexion = JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
  await fc.assert(
    fc.asyncProperty(equivalente(['users', 'login']), async (chemin) => {
      const res = await brut('POST', `/api${chemin}`, await sansEssais(), connexion)
      // Next answers a trailing slash with its 308 to the bare path first; every other spelling reaches
      // Payload's login, which refuses.
      if (chemin.endsWith('/')) expect(res.status).toBe(308)
      else expect(res.status).toBe(429)
    }),
    { numRuns: 15 },
  )
  await fc.assert(
    fc.asyncProperty(quelconque(['users', 'login']), async (chemin) => {
      const res = await brut('POST', `/api${chemin}`, await sansEssais(), connexion)
      expect(res.status).not.toBe(200)
      expect(res.status).toBeLessThan(500)
      expect(res.json?.token).toBeUndefined()
    }),
    { numRuns: 15 },
  )
})

test('anonymous reads: limit=0 is refused under every spelling, as GET, HEAD or a POST read', async () => {
  test.setTimeout(120_000)
  const lecture = fc.constantFrom('GET', 'HEAD', 'X-HTTP-Method-Override', 'X-Payload-HTTP-Method-Override')
  await fc.assert(
    fc.asyncProperty(equivalente(['faq']), lecture, async (chemin, l) => {
      const sansBarre = chemin.replace(/\/$/, '')
      const res =
        l === 'GET' || l === 'HEAD'
          ? await brut(l, `/api${sansBarre}?limit=0`, adresse())
          : await brut('POST', `/api${sansBarre}`, adresse(), 'limit=0&pagination=false', {
              'content-type': 'application/x-www-form-urlencoded',
              [l]: 'GET',
            })
      expect(res.status).toBe(400)
    }),
    { numRuns: 40 },
  )
})
