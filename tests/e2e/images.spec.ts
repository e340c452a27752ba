import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { ARTICLE_SLUGS, AUDIENCE_SLUGS, COLLECTION_SLUGS, MOCKUPS } from '../../src/lib/catalogue/constants'
import {
  articleImageUrl,
  audienceImageUrl,
  collectionImageUrl,
  miniatureUrl,
  ogUrl,
  pinterestUrl,
  portfolioImageUrl,
  produitImageUrl,
} from '../../src/lib/catalogue/urls'

/** Derivatives over HTTP from the production server: exact size and format, immutable caching, ETag/304, 404s. */

test.describe.configure({ mode: 'serial' })

let slug = ''
let portfolioSlug = ''

test.beforeAll(async ({ request }) => {
  const produits = await (await request.get('/api/produits?limit=1')).json()
  slug = produits.docs[0].slug
  const portfolio = await (await request.get('/api/portfolio?limit=1&depth=0')).json()
  portfolioSlug = portfolio.docs[0].slug
  expect(slug && portfolioSlug).toBeTruthy()
})

async function expectImage(
  request: APIRequestContext,
  url: string,
  format: 'webp' | 'jpeg',
  width: number,
  height: number,
) {
  const res = await request.get(url)
  expect(res.status(), url).toBe(200)
  expect(res.headers()['content-type']).toBe(`image/${format}`)
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const etag = res.headers()['etag']
  expect(etag).toMatch(/^"[0-9a-f]{24}"$/)
  const meta = await sharp(await res.body()).metadata()
  expect([meta.format, meta.width, meta.height]).toEqual([format, width, height])

  const again = await request.get(url, { headers: { 'If-None-Match': etag } })
  expect(again.status()).toBe(304)
  expect(again.headers()['etag']).toBe(etag)
  const cached = await request.get(url)
  expect(cached.headers()['x-image-cache']).toBe('HIT')
  expect(cached.headers()['etag']).toBe(etag)
}

for (const mockup of MOCKUPS) {
  test(`mockup ${mockup}: 1000×1000 webp`, async ({ request }) => {
    test.setTimeout(120_000)
    await expectImage(request, produitImageUrl(slug, mockup), 'webp', 1000, 1000)
  })
}

test('thumbnails: scene and bare artwork, 400×400 and @2x 800×800 jpeg', async ({ request }) => {
  test.setTimeout(180_000)
  await expectImage(request, miniatureUrl(slug, 'cadre-bois'), 'jpeg', 400, 400)
  await expectImage(request, miniatureUrl(slug, 'cadre-bois', { retina: true }), 'jpeg', 800, 800)
  await expectImage(request, miniatureUrl(slug), 'jpeg', 400, 400)
  await expectImage(request, miniatureUrl(slug, null, { retina: true }), 'jpeg', 800, 800)
})

test('OpenGraph 1200×630 and Pinterest 1000×1500 jpeg', async ({ request }) => {
  test.setTimeout(120_000)
  await expectImage(request, ogUrl(slug), 'jpeg', 1200, 630)
  await expectImage(request, pinterestUrl(slug), 'jpeg', 1000, 1500)
})

test('portfolio 438×438, article 1200×630, audience and collection 800×800 webp', async ({ request }) => {
  test.setTimeout(120_000)
  await expectImage(request, portfolioImageUrl(portfolioSlug), 'webp', 438, 438)
  await expectImage(request, articleImageUrl(ARTICLE_SLUGS[0]), 'webp', 1200, 630)
  await expectImage(request, audienceImageUrl(AUDIENCE_SLUGS[0]), 'webp', 800, 800)
  await expectImage(request, collectionImageUrl(COLLECTION_SLUGS[0]), 'webp', 800, 800)
})

test('unknown slug, unknown mockup and malformed names answer 404 with a French error', async ({
  request,
}) => {
  const bad = [
    produitImageUrl('affiche-qui-n-existe-pas', 'cadre-bois'),
    produitImageUrl(slug, 'salon-inconnu'),
    `/images/produits/affiches/cadre-bois/${slug}.png`,
    `/images/produits/affiches/cadre-bois/${slug}@2x.webp`,
    `/miniatures/produits/affiches/${slug}@3x.jpg`,
    `/miniatures/produits/affiches/salon-inconnu/${slug}.jpg`,
    `/og/produits/affiches/${slug}.webp`,
    '/pinterest/produits/affiches/%2E%2E.jpg',
    '/images/portfolio/inconnu.webp',
    '/images/articles/inconnu.webp',
  ]
  for (const url of bad) {
    const res = await request.get(url)
    expect(res.status(), url).toBe(404)
    if (res.headers()['content-type']?.includes('json'))
      expect(await res.json()).toEqual({ error: 'Image introuvable.' })
  }
})
