import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { e2eDistDir } from '../../scripts/lib/e2e-env.mjs'

/**
 * A made-up URL gets the one French 404 page (src/proxy.ts, src/lib/catalogue/notFound/): the same body
 * whatever the URL, from the page cache's single `/_not-found` entry, and nothing stored under the URL
 * (docs/decisions/0187-une-seule-page-introuvable.md).
 */
const dist = path.resolve(e2eDistDir())

function fichiers(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? fichiers(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

test('two made-up URLs get the same French 404 body, and the cache keeps nothing under either', async ({
  request,
}) => {
  const mot = `x${Date.now().toString(36)}`
  const chemins = [
    `/une-page-${mot}`,
    `/produits/affiches/inconnue-${mot}`,
    `/articles/inconnu-${mot}`,
    `/nulle/part/${mot}`,
  ]
  // The proxy answers once the slug index is loaded (a few queries after the first request).
  await expect
    .poll(async () => (await request.get(chemins[0])).headers()['x-mc-introuvable'], { timeout: 15_000 })
    .toBe('1')
  const corps: string[] = []
  for (const chemin of chemins) {
    const res = await request.get(chemin, { maxRedirects: 0 })
    expect(res.status(), chemin).toBe(404)
    expect(res.headers()['x-mc-introuvable'], chemin).toBe('1')
    const html = await res.text()
    expect(html, chemin).toContain('<html lang="fr"')
    expect(html, chemin).toMatch(/<h1[^>]*>Cette page est introuvable<\/h1>/)
    corps.push(html)
  }
  expect(new Set(corps).size).toBe(1)
  const caches = [...fichiers(path.join(dist, 'server')), ...fichiers(path.join(dist, 'cache'))]
  expect(caches.filter((f) => f.includes(mot))).toEqual([])
})

test('a page, a product and an article that exist are not taken for missing', async ({ request }) => {
  const liste = await (await request.get('/api/produits?limit=1')).json()
  for (const chemin of [
    '/a-propos',
    `/produits/affiches/${liste.docs[0].slug}`,
    '/produits/affiches/coups-de-coeur',
  ]) {
    const res = await request.get(chemin)
    expect(res.status(), chemin).toBe(200)
    expect(res.headers()['x-mc-introuvable'], chemin).toBeUndefined()
  }
})
