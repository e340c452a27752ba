import type { ChildProcess } from 'node:child_process'
import http from 'node:http'

import { expect, test } from '@playwright/test'
import fc from 'fast-check'

import { E2E_PORT } from './constants'
import { demarrerSecondServeur } from './second-serveur'

/**
 * No visitor input gets a 5xx: every page route under percent-encoded, doubly encoded, upper-case and
 * reserved-word spellings of its path and query, on the production build through Next's own router
 * (src/proxy.ts). A second `next start` of the suite's build trusting one hop of X-Forwarded-For, so
 * that each request has its own address (the search limit counts per address).
 */
const port = E2E_PORT + 6
let serveur: ChildProcess

test.beforeAll(async () => {
  test.setTimeout(120_000)
  serveur = await demarrerSecondServeur(port, { TRUST_PROXY_HOPS: '1', SMTP_HOST: '' })
})
test.afterAll(() => {
  serveur?.kill('SIGKILL')
})

let n = 0
const adresse = () => (n++, `198.19.${(n >> 8) & 255}.${n & 255}`)

type Reponse = { status: number; location: string | null; texte: string }

/** A GET whose path is sent byte for byte as written (fetch would normalise it first). */
function brut(chemin: string): Promise<Reponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: 'GET', path: chemin, headers: { 'x-forwarded-for': adresse() } },
      (res) => {
        let texte = ''
        res.setEncoding('utf8')
        res.on('data', (d) => (texte += d))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null, texte }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** The answer, and that of the page a redirect sends to (once): neither may be a 5xx. */
async function suivi(chemin: string): Promise<Reponse[]> {
  const premiere = await brut(chemin)
  if (!premiere.location || premiere.status < 300 || premiere.status >= 400) return [premiere]
  const cible = new URL(premiere.location, `http://127.0.0.1:${port}`)
  return [premiere, await brut(`${cible.pathname}${cible.search}`)]
}

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? null
const CLES_LUES = ['lien', 'deconnecte', 'q', 'page', 'session_id', 'commande', 'jeton']
const MOTS_RESERVES = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', 'prototype']

/** One concrete path per page route of src/app/(frontend), with slugs of the demo catalogue. */
async function routes(): Promise<string[]> {
  const slug = async (collection: string) => {
    const r = await fetch(`http://127.0.0.1:${port}/api/${collection}?limit=1&depth=0`)
    return (await r.json()).docs[0].slug as string
  }
  return [
    '/',
    '/contact',
    '/faq',
    '/faq/telechargement-numerique',
    '/portfolio',
    '/articles',
    `/articles/${await slug('articles')}`,
    '/produits',
    '/produits/page/2',
    '/produits?q=calme',
    '/produits?q=calme&page=2',
    `/produits/affiches/${await slug('produits')}`,
    '/produits/affiches/coups-de-coeur',
    '/produits/affiches/audiences',
    '/produits/affiches/audiences/page/2',
    '/produits/affiches/audiences/psychologue',
    '/produits/affiches/audiences/psychologue/page/2',
    '/mes-affiches-aimees',
    '/mes-commandes',
    '/mes-commandes/connexion',
    '/retractation',
    '/commande',
    '/commande/erreur',
    '/newsletter/confirmee',
    '/hors-ligne',
    `/${await slug('pages')}`,
    '/une-page-inconnue',
  ]
}

const hex = (c: string, maj: boolean) =>
  [...new TextEncoder().encode(c)]
    .map((o) => `%${o.toString(16).padStart(2, '0')}`)
    .map((e) => (maj ? e.toUpperCase() : e))
    .join('')

/** One character of a path as written: as is, encoded (either case), encoded twice, upper-cased. */
const caractere = (c: string) =>
  c === '/' || c === '?' || c === '&' || c === '='
    ? fc.constant(c)
    : fc.oneof(
        { weight: 5, arbitrary: fc.constant(c) },
        { weight: 1, arbitrary: fc.constant(hex(c, false)) },
        { weight: 1, arbitrary: fc.constant(hex(c, true)) },
        { weight: 1, arbitrary: fc.constant(hex(c, false).replace(/%/g, '%25')) },
        { weight: 1, arbitrary: fc.constant(c.toUpperCase()) },
      )

/** A spelling of `route`, maybe with a reserved word as a segment, a query key or a query value. */
const variante = (route: string) =>
  fc
    .tuple(
      fc.tuple(...[...route].map(caractere)).map((cs) => cs.join('')),
      fc.constantFrom(...MOTS_RESERVES),
      fc.constantFrom('aucun', 'segment', 'cle', 'valeur', 'tableau'),
    )
    .map(([chemin, mot, ou]) => {
      const sep = chemin.includes('?') ? '&' : '?'
      if (ou === 'segment') return chemin.replace(/^([^?]*?)\/?(\?|$)/, `$1/${mot}$2`)
      if (ou === 'cle') return `${chemin}${sep}${mot}=1`
      // the keys the pages read (src/app/(frontend)), with a reserved word as value, once or twice
      if (ou === 'valeur') return `${chemin}${sep}${CLES_LUES.map((k) => `${k}=${mot}`).join('&')}`
      if (ou === 'tableau')
        return `${chemin}${sep}${mot}[x]=1&${mot}=a&${mot}=b&${CLES_LUES.map((k) => `${k}=a&${k}=${mot}`).join('&')}`
      return chemin
    })

test('every page route, under every spelling and reserved word: no answer is a 5xx', async () => {
  test.setTimeout(300_000)
  const toutes = await routes()
  for (const route of toutes) expect((await brut(route)).status, route).toBeLessThan(500)
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...toutes).chain((r) => variante(r)),
      async (chemin) => {
        for (const r of await suivi(chemin)) expect(r.status, chemin).toBeLessThan(500)
      },
    ),
    { numRuns: 300 },
  )
})

test('a needlessly encoded page path is the page itself: one 308 to its plain spelling', async () => {
  for (const [encode, clair] of [
    ['/contac%74', '/contact'],
    ['/articl%65s', '/articles'],
    ['/retractatio%6e', '/retractation'],
    ['/produit%73?q=calme', '/produits?q=calme'],
    ['/fa%71', '/faq'],
  ]) {
    const [redirection, page] = await suivi(encode)
    expect(redirection.status, encode).toBe(308)
    expect(redirection.location, encode).toBe(clair)
    const attendu = await suivi(clair)
    expect(page.status, encode).toBe(attendu.at(-1)!.status)
    expect(h1(page.texte), encode).toBe(h1(attendu.at(-1)!.texte))
  }
})

test('a reserved word in the query is a plain string: /mes-commandes?lien=toString is the page', async () => {
  const attendu = h1((await brut('/mes-commandes')).texte)
  for (const mot of MOTS_RESERVES) {
    const res = await brut(`/mes-commandes?lien=${mot}`)
    expect(res.status, mot).toBe(200)
    expect(h1(res.texte), mot).toBe(attendu)
  }
})
