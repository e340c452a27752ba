// The caching front of `npm run cluster` (deploy/nginx/boutique.conf.template), driven through it: public
// pages, images and the browser's GET API are stored and compressed, a publish shows within 2 s, and
// nothing private is ever stored — checked on the responses and on the cache's own files.
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { changerPrix, connexionEtProduit, DIR, prixAffiche, type ProduitSuivi, texte } from './instances'

test.describe.configure({ mode: 'serial' })

let jeton = ''
let produit: ProduitSuivi

test.beforeAll(async ({ request }) => {
  ;({ jeton, produit } = await connexionEtProduit(request, 1))
})

/** Every key the front has stored, read from its cache files (each starts with a `KEY: …` line). */
function clesStockees(): { cle: string; contenu: string }[] {
  const out: { cle: string; contenu: string }[] = []
  const visiter = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name)
      if (e.isDirectory()) visiter(f)
      else {
        const contenu = fs.readFileSync(f).toString('latin1')
        out.push({ cle: /\nKEY: ([^\n]*)\n/.exec(contenu)?.[1] ?? '', contenu })
      }
    }
  }
  // both zones: the content's pages and the visitors' budget (deploy/nginx/boutique.conf.template)
  for (const zone of ['nginx-cache', 'nginx-cache-visiteurs']) visiter(path.join(DIR, zone))
  return out
}

const statutCache = async (
  request: import('@playwright/test').APIRequestContext,
  url: string,
  headers = {},
) => (await request.get(url, { headers, maxRedirects: 0 })).headers()['x-cache'] ?? 'absent'

test('a public page, an image and the GET API are stored and served from the front, gzipped', async ({
  request,
}) => {
  const page = `/produits/affiches/${produit.slug}`
  for (const url of [page, `/api/produits/${produit.slug}`, '/']) {
    await request.get(url)
    const res = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.status()).toBe(200)
    expect(['HIT', 'UPDATING', 'STALE']).toContain(res.headers()['x-cache'])
    expect(res.headers()['content-encoding']).toBe('gzip')
  }
  // the bare like count too (a few bytes: under gzip's threshold), never a visitor's own answer
  const likes = `/api/produits/${produit.slug}/likes`
  await request.get(likes)
  expect(await statutCache(request, likes)).toMatch(/^(HIT|UPDATING|STALE)$/)
  const html = await (await request.get(page)).text()
  // the page names its images in its markup and its RSC payload, absolute or not
  const image = /\/(?:images|miniatures)\/[^"\s,\\]+\.(?:webp|jpg)/.exec(html)?.[0]
  expect(image).toBeTruthy()
  await request.get(image!)
  expect(await statutCache(request, image!)).toBe('HIT')
  // The security headers come with a cached copy too (set by the instance, stored with the page).
  const copie = await request.get(page)
  expect(copie.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
})

test('a price published through an instance shows through the front within 2 s', async ({ request }) => {
  const page = `/produits/affiches/${produit.slug}`
  const nouveau = produit.prix + 200
  await request.get(page)
  const debut = Date.now()
  await changerPrix(request, jeton, produit.id, nouveau)
  await expect
    .poll(async () => (await texte(request, page)).includes(prixAffiche(nouveau)), {
      timeout: 2_000,
      intervals: [100],
    })
    .toBe(true)
  console.log(`Publication visible à travers le front en ${Date.now() - debut} ms`)
})

test('nothing private is answered from the cache or stored: staff, draft mode, orders, visitors', async ({
  request,
}) => {
  const session = { Authorization: `JWT ${jeton}` }
  const cas: [string, Record<string, string>][] = [
    ['/admin', {}],
    ['/admin/login', {}],
    ['/commande', {}],
    ['/mes-affiches-aimees', {}],
    ['/api/users/me', session],
    [`/api/produits?limit=1`, session],
    ['/api/commande/telechargement/jeton-inconnu', {}],
    [`/api/produits/${produit.slug}/likes`, { 'x-visitor-id': 'visiteur-cache-0001' }],
    [`/produits/affiches/${produit.slug}`, { Cookie: '__prerender_bypass=brouillon' }],
    [`/produits/affiches/${produit.slug}`, { Cookie: `payload-token=${jeton}` }],
  ]
  for (const [url, headers] of cas) {
    for (let i = 0; i < 3; i++) {
      expect(await statutCache(request, url, headers), `${url} ${JSON.stringify(headers)}`).toBe('BYPASS')
    }
  }
  // And on the front's disk: no private path, no cookie set, no session, nothing marked private.
  const stockees = clesStockees()
  expect(stockees.length).toBeGreaterThan(0)
  for (const { cle, contenu } of stockees) {
    expect(cle).not.toMatch(/\/(admin|commande|mes-affiches-aimees)(\/|\?|$)/)
    expect(cle).not.toMatch(/\/api\/(users|commande|apercu)\//)
    expect(cle).not.toMatch(/\/like(\?|$)/)
    expect(contenu).not.toMatch(/\nset-cookie:/i)
    expect(contenu).not.toContain(jeton)
    expect(contenu).not.toMatch(/cache-control: [^\n]*(private|no-store)/i)
  }
})
