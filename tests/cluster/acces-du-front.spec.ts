// Through the real front (nginx) of `npm run cluster` (issue 44; named to run before cluster.spec.ts,
// whose last tests stop both instances): it caches one site — a made-up Host is
// refused without an answer and adds nothing to its cache — and a locked-out login answers as the
// single instance does, in French with Retry-After (it said « An unknown error occurred. » without it).
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { DIR, PORT } from './instances'

type Reponse = { status: number; headers: http.IncomingHttpHeaders; texte: string }

/** A request to the front with this Host, from `depuis` (a loopback address: the front sees it). */
function vers(
  hote: string,
  chemin: string,
  { method = 'GET', corps, depuis = '127.0.0.1' }: { method?: string; corps?: string; depuis?: string } = {},
): Promise<Reponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        localAddress: depuis,
        method,
        path: chemin,
        headers: { host: hote, ...(corps ? { 'content-type': 'application/json' } : {}) },
        agent: false,
      },
      (res) => {
        let texte = ''
        res.setEncoding('utf8')
        res.on('data', (d) => (texte += d))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, texte }))
      },
    )
    req.on('error', reject)
    req.end(corps)
  })
}

/** Files of both zones of the front's cache. */
function fichiersDuCache(): number {
  let n = 0
  const visiter = (d: string) => {
    if (!fs.existsSync(d)) return
    for (const e of fs.readdirSync(d, { withFileTypes: true }))
      if (e.isDirectory()) visiter(path.join(d, e.name))
      else n++
  }
  for (const zone of ['nginx-cache', 'nginx-cache-visiteurs']) visiter(path.join(DIR, zone))
  return n
}

test('a made-up Host is refused without an answer and adds nothing to the cache', async () => {
  // The site's own names are served (SITE_URL's host, and the loopback's other spelling).
  expect((await vers(`127.0.0.1:${PORT}`, '/')).status).toBe(200)
  expect((await vers(`localhost:${PORT}`, '/')).status).toBe(200)
  const avant = fichiersDuCache()
  const refus = await Promise.allSettled(
    Array.from({ length: 60 }, (_, i) =>
      vers(`site-${i}.example`, i % 2 ? `/?n=${i}` : '/produits', { depuis: '127.0.0.3' }),
    ),
  )
  // 444: nginx closes the connection without a byte.
  expect(refus.every((r) => r.status === 'rejected')).toBe(true)
  expect(fichiersDuCache()).toBe(avant)
})

test('through the front, a locked-out login is the French 429 with Retry-After', async () => {
  test.setTimeout(60_000)
  const essai = () =>
    vers(`127.0.0.1:${PORT}`, '/api/users/login', {
      method: 'POST',
      corps: JSON.stringify({ email: 'inconnu@exemple.fr', password: 'pas-le-bon-mot' }),
      depuis: '127.0.0.2',
    })
  // Five failures per address and window (src/lib/auth/login.ts), counted in Redis by both instances.
  for (let i = 0; i < 5; i++) expect((await essai()).status).toBe(401)
  const refus = await essai()
  expect(refus.status).toBe(429)
  expect(JSON.parse(refus.texte).error).toMatch(/^Trop de tentatives de connexion/)
  expect(Number(refus.headers['retry-after'])).toBeGreaterThan(0)
})
