import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { e2eDistDir } from '../../scripts/lib/e2e-env.mjs'

/**
 * What strangers ask for does not grow the server's disk (src/lib/infra/cache/file-handler.mjs): not-found
 * pages are never stored, searches and page numbers stay in the cache's bounded memory. Measured on the
 * folders Next's file cache writes into, under the suite's build.
 */
const dist = path.resolve(e2eDistDir())

function octets(p: string): number {
  if (!fs.existsSync(p)) return 0
  const s = fs.statSync(p)
  if (!s.isDirectory()) return s.size
  return fs.readdirSync(p).reduce((t, nom) => t + octets(path.join(p, nom)), 0)
}
const cacheDisque = () =>
  octets(path.join(dist, 'server', 'route-cache')) + octets(path.join(dist, 'cache', 'fetch-cache'))

const lettres = 'abcdefghijklmnopqrstuvwxyz'
const mot = (i: number) =>
  Array.from({ length: 8 }, (_, k) => lettres[(i * 7 + k * 11 + Date.now()) % 26]).join('') + i

test('100 not-found pages, searches and page numbers add nothing to the page cache on disk', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const chemins = (i: number) => [
    `/articles/inconnu-${mot(i)}`,
    `/produits/affiches/inconnue-${mot(i)}`,
    `/une-page-${mot(i)}`,
    `/produits/page/${5000 + i}`,
    `/produits/affiches/audiences/${mot(i)}`,
  ]
  // The pages every render reads (settings, menus) are written on first use: once, before measuring.
  for (const c of [...chemins(0), '/produits/page/2', '/produits?q=calme']) await request.get(c)
  const avant = cacheDisque()
  const statuts: Record<number, number> = {}
  for (let i = 1; i <= 20; i++)
    for (const c of chemins(i)) {
      const res = await request.get(c, { maxRedirects: 0 })
      statuts[res.status()] = (statuts[res.status()] ?? 0) + 1
    }
  // Each of these cost 100–260 KB of disk before.
  expect(statuts).toEqual({ 404: 100 })
  expect(cacheDisque() - avant).toBeLessThan(20_000)
})

test('the public API’s distinct queries add nothing to the data cache on disk', async ({ request }) => {
  test.setTimeout(180_000)
  // Issue 44: `limit` 51–100 × `tri` × pages, and facet filters, each wrote an entry to fetch-cache.
  const tris = ['recent', 'ancien', 'prix-croissant', 'prix-decroissant', 'titre']
  const requetes = (i: number) => [
    `/api/produits?limit=${1 + (i % 100)}&page=${1 + (i % 3)}&tri=${tris[i % tris.length]}`,
    `/api/produits?audience=inconnue-${i}&theme=t${i % 7}&limit=${1 + (i % 50)}`,
    `/api/produits?q=${mot(i)}&page=${1 + (i % 10)}`,
  ]
  await request.get(requetes(0)[0])
  const avant = cacheDisque()
  const statuts: Record<number, number> = {}
  for (let i = 1; i <= 60; i++)
    for (const r of requetes(i)) {
      const res = await request.get(r)
      statuts[res.status()] = (statuts[res.status()] ?? 0) + 1
    }
  expect(statuts).toEqual({ 200: 180 })
  expect(cacheDisque() - avant).toBeLessThan(20_000)
})
