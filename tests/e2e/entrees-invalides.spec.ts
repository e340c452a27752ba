import { expect, test } from '@playwright/test'

/**
 * Bad input is a 4xx, never a 500 (src/proxy.ts): an invalid percent-encoding made Next's router throw
 * while decoding a dynamic route's params, and the production build answered 500; the first `/page/1`
 * redirect of a listing sent its Location header twice (a prerendered redirect).
 */

const FRENCH_404 = /<h1[^>]*>Cette page est introuvable<\/h1>/

test.describe('invalid percent-encoding', () => {
  test('storefront paths answer the French 404 page, never a 500', async ({ request }) => {
    for (const path of [
      '/articles/%ff',
      '/produits/affiches/%ff',
      '/produits/affiches/audiences/%ff',
      '/produits/affiches/audiences/%E9t%E9',
      '/produits/affiches/audiences/psychologue/page/%ff',
      '/produits/page/%ff',
      '/produits/page/%',
      '/newsletter/%ff',
      '/%ff',
      '/un/%ff/deux',
      '/images/articles/%ff.webp',
    ]) {
      const res = await request.get(path, { maxRedirects: 0 })
      expect(res.status(), path).toBe(404)
      expect(res.headers()['content-type'], path).toContain('text/html')
      const html = await res.text()
      expect(html, path).toContain('<html lang="fr"')
      expect(html, path).toMatch(FRENCH_404)
    }
  })

  test('API paths answer a JSON 404 with a French message, never a 500', async ({ request }) => {
    for (const path of ['/api/produits/%ff', '/api/%ff', '/api/articles/%E9t%E9']) {
      const res = await request.get(path, { maxRedirects: 0 })
      expect(res.status(), path).toBe(404)
      expect(res.headers()['content-type'], path).toContain('application/json')
      expect(await res.json(), path).toEqual({ error: 'Introuvable.' })
    }
    const like = await request.post('/api/produits/%ff/like', { data: {}, maxRedirects: 0 })
    expect(like.status()).toBe(404)
    expect((await like.json()).error).toEqual(expect.any(String))
  })

  test('a valid percent-encoding still reaches its route', async ({ request }) => {
    // `%75` is "u": the same listing as /produits/affiches/audiences/psychologue.
    const h1 = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]
    const attendu = await request.get('/produits/affiches/audiences/psychologue')
    const res = await request.get('/produits/affiches/audiences/psycholog%75e')
    expect(res.status()).toBe(200)
    expect(h1(await res.text())).toBe(h1(await attendu.text()))
  })
})

test.describe('/page/1 redirects', () => {
  test('send exactly one Location header, on the first request and the next ones', async ({ request }) => {
    for (const base of [
      '/produits',
      '/produits/affiches/coups-de-coeur',
      '/produits/affiches/audiences',
      '/produits/affiches/audiences/psychologue',
    ]) {
      for (const essai of [1, 2]) {
        const res = await request.get(`${base}/page/1`, { maxRedirects: 0 })
        expect(res.status(), `${base} (${essai})`).toBe(308)
        const locations = res.headersArray().filter((h) => h.name.toLowerCase() === 'location')
        expect(locations, `${base} (${essai})`).toHaveLength(1)
        expect(new URL(locations[0].value, 'http://x').pathname, base).toBe(base)
      }
    }
  })
})
