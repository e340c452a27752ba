// Over 300 lines: the storefront tour (routes, pages, 404s, sitemap, a11y, SEO) shares the helpers below.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { cleRecherche } from '../../src/lib/catalogue/recherche/requete'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './constants'

const FRENCH_404 = 'Cette page est introuvable'
const LISTINGS = ['coups-de-coeur', 'audiences', 'themes', 'collections', 'mots-cles', 'langues'] as const
const LEGAL = [
  '/a-propos',
  '/cgu',
  '/cgv',
  '/confidentialite',
  '/cookies',
  '/expedition',
  '/licence-images',
  '/retours',
  '/mentions-legales',
]

type Public = { slug: string; titre: string; prix: number }

/** Every published product, through the public API. */
async function allPublic(request: APIRequestContext): Promise<Public[]> {
  const out: Public[] = []
  for (let page = 1; ; page++) {
    const res = await request.get(`/api/produits?limit=100&page=${page}`)
    expect(res.ok()).toBe(true)
    const body = await res.json()
    out.push(...body.docs)
    if (page >= body.totalPages) return out
  }
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })
  expect(res.ok()).toBe(true)
  return (await res.json()).token
}

async function expectFrench404(page: Page, path: string) {
  const res = await page.goto(path)
  expect(res?.status(), path).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_404)
}

test.describe('storefront routes', () => {
  test('every route type answers 200 with its content', async ({ page, request }) => {
    // About thirty pages, some rendered (and their images generated) for the first time.
    test.setTimeout(240_000)
    const [produit] = await allPublic(request)
    const checks: [string, RegExp | string][] = [
      ['/', /Des mots qui apaisent/],
      ['/produits', 'Toutes nos affiches'],
      ['/produits/page/2', 'Toutes nos affiches'],
      ['/produits/affiches/coups-de-coeur', 'Nos coups de cœur'],
      ['/produits/affiches/audiences', 'Audiences'],
      ['/produits/affiches/collections', 'Collections'],
      ['/produits/affiches/themes', 'Thèmes de couleur'],
      ['/produits/affiches/mots-cles', 'Mots-clés'],
      ['/produits/affiches/langues', 'Langues'],
      ['/produits/affiches/audiences/psychologue', /psychologue/i],
      ['/produits/affiches/collections/citations', /Citations/],
      [`/produits/affiches/${produit.slug}`, produit.titre],
      ['/articles', 'Articles'],
      ['/articles/le-stress', /stress/i],
      ['/faq', 'Questions fréquentes'],
      ['/faq/telechargement-numerique', 'Téléchargement numérique'],
      ['/portfolio', 'Portfolio'],
      ['/contact', /Écrivez/],
      ...LEGAL.map((p) => [p, /\S/] as [string, RegExp]),
    ]
    for (const [path, h1] of checks) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    }
    // /451 is a page too, answered with its own status.
    const res451 = await page.goto('/451')
    expect(res451?.status()).toBe(451)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indisponible pour raisons légales')
    // Listings show products; the portfolio its message.
    await page.goto('/produits/affiches/coups-de-coeur')
    expect(await page.locator('main article').count()).toBeGreaterThan(0)
    await page.goto('/portfolio')
    await expect(page.getByText('Merci de votre patience')).toBeVisible()
    expect(await page.locator('main img').count()).toBeGreaterThan(20)
  })
})

test.describe('storefront: the product page', () => {
  test('the product page: price, delivery, buttons, chips, related, structured data, OG', async ({
    page,
    request,
  }) => {
    const [produit] = await allPublic(request)
    await page.goto(`/produits/affiches/${produit.slug}`)
    const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(
      produit.prix / 100,
    )
    await expect(page.getByTestId('prix')).toHaveText(euros)
    await expect(page.getByText(/Fichier numérique|Tirage imprimé/).first()).toBeVisible()
    await expect(page.getByRole('button', { name: /Ajouter au panier/ })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText(produit.titre)
    await expect(page.getByRole('heading', { name: 'Vous aimerez aussi' })).toBeVisible()
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
      JSON.parse(t),
    )
    const product = ld.find((d) => d['@type'] === 'Product')
    const offre = { '@type': 'Offer', priceCurrency: 'EUR', price: (produit.prix / 100).toFixed(2) }
    // Formats at several prices: an AggregateOffer with one Offer per format, the default one at `prix`.
    const { formats = [] } = await (await request.get(`/api/produits/${produit.slug}`)).json()
    const prix: number[] = formats.map((f: { prix: number }) => f.prix)
    if (new Set(prix).size > 1) {
      expect(product.offers).toMatchObject({
        '@type': 'AggregateOffer',
        priceCurrency: 'EUR',
        lowPrice: (Math.min(...prix) / 100).toFixed(2),
        highPrice: (Math.max(...prix) / 100).toFixed(2),
        offerCount: prix.length,
      })
      expect(product.offers.offers).toContainEqual(expect.objectContaining(offre))
    } else expect(product.offers).toMatchObject(offre)
    expect(ld.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`/og/produits/affiches/${produit.slug}\\.jpg$`),
    )
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/produits/affiches/${produit.slug}$`),
    )
    const pin = new URL((await page.locator('a[href*="pinterest.fr/pin/create"]').getAttribute('href')) ?? '')
    expect(pin.searchParams.get('media')).toMatch(
      new RegExp(`/pinterest/produits/affiches/${produit.slug}\\.jpg$`),
    )
    // Every picture goes through next/image (device widths 640–3840, quality 75).
    for (const src of await page
      .locator('main img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc || i.getAttribute('src')))) {
      expect(src).toContain('/_next/image?url=')
    }
    const srcset = (await page.locator('main img').first().getAttribute('srcset')) ?? ''
    expect(srcset).toContain('&w=640&q=75 640w')
    expect(srcset).toMatch(/&w=3840&q=75 3840w$/)
    // The first mockup (the likely largest paint) is preloaded by the HTML itself, with its srcset.
    const html = await (await request.get(`/produits/affiches/${produit.slug}`)).text()
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? ''
    expect(preload).toContain(`imageSrcSet="${srcset.replaceAll('&', '&amp;')}"`)
  })
})

test.describe('storefront: facets and search', () => {
  test('a facet chip leads to a listing that contains the product', async ({ page, request }) => {
    const [produit] = await allPublic(request)
    await page.goto(`/produits/affiches/${produit.slug}`)
    const chips = page.locator('dl a.puce')
    expect(await chips.count()).toBeGreaterThan(0)
    const n = await chips.count()
    for (let i = 0; i < n; i++) {
      await page.goto(`/produits/affiches/${produit.slug}`)
      const chip = page.locator('dl a.puce').nth(i)
      const href = await chip.getAttribute('href')
      await chip.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      // Walk the listing's pages until the product shows up.
      let found = false
      for (let p = 0; p < 10 && !found; p++) {
        found = (await page.locator(`main a[href="/produits/affiches/${produit.slug}"]`).count()) > 0
        if (!found) {
          const next = page.getByRole('link', { name: /Suivante/ })
          if ((await next.count()) === 0) break
          await next.click()
        }
      }
      expect(found, href ?? '').toBe(true)
    }
  })

  test('search finds products by title', async ({ page, request }) => {
    const [produit] = await allPublic(request)
    const word = produit.titre.split(/\s+/).sort((a, b) => b.length - a.length)[0]
    await page.goto('/')
    await page.getByRole('searchbox').first().fill(word)
    await page.getByRole('searchbox').first().press('Enter')
    await expect(page).toHaveURL(/\/produits\?q=/)
    // The canonical form of the search: its normalised words (src/lib/catalogue/recherche/canonique.ts).
    await expect(page.getByRole('heading', { level: 1 })).toContainText(cleRecherche(word))
    await expect(page.locator(`main a[href="/produits/affiches/${produit.slug}"]`).first()).toBeVisible()
    // An empty search is the catalogue; /produits itself stays a static page.
    await page.goto('/produits?q=%20')
    await expect(page).toHaveURL(/\/produits$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toutes nos affiches')
    expect((await request.get('/produits')).headers()['cache-control']).not.toContain('no-store')
  })
})

test.describe('storefront: the search page cache', () => {
  test('a search’s page is rendered once and then served from the page cache, whatever its text', async ({
    page,
    request,
  }) => {
    const mot = `calme${Date.now() % 100000}`
    const premiere = await request.get(`/produits?q=${mot}`)
    expect(premiere.status()).toBe(200)
    const seconde = await request.get(`/produits?q=${mot}`)
    expect(seconde.headers()['x-nextjs-cache']).toBe('HIT')
    // Rewritten within the server, not proxied to itself over HTTP: it listens on `localhost`, the host
    // Next's proxy writes in its rewrites (docs/decisions/0091-sans-fork-de-next.md).
    expect(seconde.headers()['x-middleware-rewrite']).toBe(`/produits/recherche/${mot}/1`)
    expect(await seconde.text()).toContain(`Aucune affiche ne correspond à « ${mot} »`)
    // Found nothing: kept a minute, not a year (src/lib/catalogue/recherche/revalidation.ts); a search that
    // finds something keeps the listings' year.
    expect(seconde.headers()['cache-control']).toMatch(/s-maxage=60\b/)
    const trouvee = await request.get('/produits?q=calme')
    expect(trouvee.headers()['cache-control']).toMatch(/s-maxage=31536000\b/)
    // Accents, case, plurals, spaces, %, / and ?: one canonical search, its normalised words.
    const texte = 'Émotions  100% / calme ?'
    await page.goto(`/produits?q=${encodeURIComponent(texte)}`)
    await expect(page).toHaveURL(/\/produits\?q=emotion\+100\+calme$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « emotion 100 calme »')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    for (const variante of [
      '/produits?q=CALMES',
      '/produits?q=calme&page=1',
      '/produits/recherche/calme/1',
    ]) {
      const res = await request.get(variante, { maxRedirects: 0 })
      expect(res.status(), variante).toBe(307)
      expect(res.headers().location, variante).toMatch(/\/produits\?q=calme$/)
    }
    // A page past the last one; past any possible last page, answered before any render.
    expect((await request.get('/produits?q=calme&page=999')).status()).toBe(404)
    expect((await request.get('/produits?q=calme&page=999999')).status()).toBe(404)
  })
})

test.describe('pagination', () => {
  test('/page/1 redirects (308) to the bare path', async ({ request }) => {
    for (const base of [
      '/produits',
      '/produits/affiches/coups-de-coeur',
      '/produits/affiches/audiences/psychologue',
      '/produits/affiches/audiences',
    ]) {
      const res = await request.get(`${base}/page/1`, { maxRedirects: 0 })
      expect(res.status(), base).toBe(308)
      expect(res.headers().location, base).toMatch(new RegExp(`${base}$`))
    }
  })

  test('pages beyond the last, 0, negative or not a number are the French 404', async ({ page, request }) => {
    const total = (await (await request.get('/api/produits')).json()).totalPages
    for (const n of [String(total + 1), '0', '-1', 'abc', '01'])
      await expectFrench404(page, `/produits/page/${n}`)
    await expectFrench404(page, '/produits/affiches/audiences/psychologue/page/999')
    await expectFrench404(page, '/produits/affiches/coups-de-coeur/page/0')
    // The last page exists and links back.
    const res = await page.goto(`/produits/page/${total}`)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('link', { name: /Précédente/ })).toBeVisible()
  })

  test('unknown slugs and listing words are the French 404; /404 answers 404', async ({ page, request }) => {
    for (const path of [
      '/produits/affiches/inconnue',
      '/produits/affiches/page',
      '/produits/affiches/audiences/astrologue',
      '/articles/inconnu',
      '/page-inconnue',
      '/un/deux',
    ]) {
      await expectFrench404(page, path)
    }
    // /404 matches no route: src/app/global-not-found.tsx answers it.
    await expectFrench404(page, '/404')
    expect((await request.get('/404')).status()).toBe(404)
  })

  test('every 404 is the whole French page in the HTML itself, without JavaScript', async ({ request }) => {
    // patches/next+16.4.6+001+not-found.patch: notFound() used to send an empty error shell that only hydration filled.
    for (const path of [
      '/produits/page/9999',
      '/produits/page/0',
      '/produits/affiches/inconnue',
      '/produits/affiches/audiences/astrologue/page/2',
      '/articles/inconnu',
      '/page-inconnue',
      '/un/deux',
      '/404',
    ]) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(404)
      const html = await res.text()
      expect(html, path).toContain('<html lang="fr"')
      expect(html, path).toMatch(/<h1[^>]*>Cette page est introuvable<\/h1>/)
      expect(html, path).toContain('Retour à l’accueil')
      expect(html, path).not.toContain('__next_error__')
    }
  })
})

test('anchors of legal pages land on their headings', async ({ page }) => {
  await page.goto('/cgv#retractation')
  const heading = page.locator('#retractation')
  await expect(heading).toHaveText('Rétractation')
  await expect(heading).toBeInViewport()
  await page.goto('/confidentialite#vos-droits')
  await expect(page.locator('#vos-droits')).toBeInViewport()
  // The table of contents links to the same ids.
  await page.goto('/confidentialite')
  await page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link', { name: 'Cookies' }).click()
  await expect(page).toHaveURL(/#cookies$/)
  await expect(page.locator('#cookies')).toBeInViewport()
})

test('the legal notice and the CGV say the settings’ one seller, its prices and the model form', async ({
  page,
}) => {
  // The demo seed's seller (src/seed/reglages.ts).
  const reglages = { raisonSociale: 'Atelier Mots & Couleurs SARL', numeroTvaVendeur: 'FR11123456782' }
  const nb = '\u00a0'
  for (const chemin of ['/mentions-legales', '/cgv']) {
    await page.goto(chemin)
    const texte = (await page.locator('main').innerText()).replace(/\u202f/g, nb)
    expect(texte, chemin).toContain(reglages.raisonSociale)
    expect(texte, chemin).toContain(`SIRET${nb}: 123 456 782 00002`)
    expect(texte, chemin).toContain(`TVA intracommunautaire${nb}: ${reglages.numeroTvaVendeur}`)
    expect(texte, chemin).toContain('médiateur de la consommation CM2C')
    expect(texte, chemin).not.toMatch(/rue des Lilas|plateforme européenne|293 B|\[\[/)
  }
  await page.goto('/cgv')
  const cgv = page.locator('main')
  await expect(cgv).toContainText(`Enveloppe${nb}: 2,90${nb}€`)
  await expect(cgv).toContainText(`Tube${nb}: 8,90${nb}€`)
  await expect(cgv).toContainText('Modèle de formulaire de rétractation')
  await expect(cgv).not.toContainText('samedi ou un dimanche')
  for (const largeur of [1440, 390]) {
    await page.setViewportSize({ width: largeur, height: 900 })
    await page.locator('#formulaire-de-retractation').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `tmp/captures/cgv-formulaire-${largeur}.png` })
  }
})

test('every route of the spec is reachable by clicking from home', async ({ request }) => {
  const seen = new Set<string>(['/'])
  let frontier = ['/']
  for (let depth = 0; depth < 2; depth++) {
    const next: string[] = []
    for (const path of frontier) {
      const html = await (await request.get(path)).text()
      for (const [, href] of html.matchAll(/<a[^>]+href="(\/[^"#?]*)/g)) {
        if (!seen.has(href) && !href.startsWith('/_next')) {
          seen.add(href)
          next.push(href)
        }
      }
    }
    // Depth 2 only follows listings (enough to reach their pages and a product).
    frontier = next.filter((p) => p.startsWith('/produits') || p === '/articles')
  }
  const expected = [
    '/produits',
    '/produits/page/2',
    ...LISTINGS.map((l) => `/produits/affiches/${l}`),
    '/articles',
    '/faq',
    '/faq/telechargement-numerique',
    '/portfolio',
    '/contact',
    '/commande',
    '/commande/erreur',
    '/404',
    '/451',
    ...LEGAL,
  ]
  for (const path of expected) expect(seen.has(path), path).toBe(true)
  expect([...seen].some((p) => /^\/articles\/[a-z0-9-]+$/.test(p))).toBe(true)
  expect([...seen].some((p) => /^\/produits\/affiches\/audiences\/[a-z0-9-]+$/.test(p))).toBe(true)
  expect(
    [...seen].some(
      (p) => /^\/produits\/affiches\/[a-z0-9-]+$/.test(p) && !LISTINGS.includes(p.split('/')[3] as never),
    ),
  ).toBe(true)
})

test('the sitemap index lists every published product and no draft; robots.txt', async ({ request }) => {
  const index = await (await request.get('/sitemap.xml')).text()
  const subs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  expect(subs).toEqual([
    '/sitemaps/produits.xml',
    '/sitemaps/listes.xml',
    '/sitemaps/articles.xml',
    '/sitemaps/pages.xml',
  ])
  expect(index).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/)
  const produitsXml = await (await request.get('/sitemaps/produits.xml')).text()
  const inSitemap = new Set(
    [...produitsXml.matchAll(/<loc>[^<]*\/produits\/affiches\/([^<]+)<\/loc>/g)].map((m) => m[1]),
  )
  const published = (await allPublic(request)).map((p) => p.slug)
  expect(inSitemap.size).toBe(published.length)
  for (const slug of published) expect(inSitemap.has(slug), slug).toBe(true)
  const token = await adminToken(request)
  const drafts = await (
    await request.get('/api/produits?where[_status][equals]=draft&draft=true&depth=0&limit=100', {
      headers: { Authorization: `JWT ${token}` },
    })
  ).json()
  expect(drafts.docs.length).toBeGreaterThan(0)
  for (const d of drafts.docs) expect(inSitemap.has(d.slug), d.slug).toBe(false)
  const listes = await (await request.get('/sitemaps/listes.xml')).text()
  expect(listes).toContain('/produits/affiches/coups-de-coeur</loc>')
  expect(listes).toContain('/produits/page/2</loc>')
  const robots = await (await request.get('/robots.txt')).text()
  for (const line of ['Disallow: /admin', 'Disallow: /api', 'Disallow: /commande'])
    expect(robots).toContain(line)
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
})

test('GET /api/produits: the shop filters, a French 400 for a bad one, Payload rules for the rest', async ({
  request,
}) => {
  const liste = await request.get('/api/produits?audience=psychologue&limit=2')
  expect(liste.status()).toBe(200)
  expect(liste.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, no-transform')
  const body = await liste.json()
  expect(body.docs).toHaveLength(2)
  expect(body).toMatchObject({ page: 1 })
  expect(body.docs[0]).not.toHaveProperty('id')
  for (const bad of ['limit=0', 'limit=abc', 'audience=Pas%20un%20slug', 'tri=hasard']) {
    const res = await request.get(`/api/produits?${bad}`)
    expect(res.status(), bad).toBe(400)
    expect((await res.json()).error, bad).toMatch(/«/)
  }
  // Payload's query language and writes still go to Payload: a visitor may read, not create.
  const payloadQuery = await request.get(`/api/produits?where[slug][equals]=${body.docs[0].slug}&depth=0`)
  expect(payloadQuery.status()).toBe(200)
  expect((await payloadQuery.json()).docs[0].slug).toBe(body.docs[0].slug)
  expect((await request.post('/api/produits', { data: { titre: 'Intrus' } })).status()).toBe(403)
})

test('a publish through the API shows on the cached public pages without a restart', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const [produit] = await allPublic(request)
  const { docs } = await (
    await request.get(`/api/produits?where[slug][equals]=${produit.slug}&depth=0`, { headers })
  ).json()
  const id = docs[0].id
  // Warm the caches first.
  await request.get(`/api/produits/${produit.slug}`)
  await request.post('/api/produits/batch', { data: { slugs: [produit.slug] } })
  await page.goto(`/produits/affiches/${produit.slug}`)
  await page.goto('/produits')
  const titresApi = async () =>
    ((await (await request.get('/api/produits')).json()).docs as Public[]).map((p) => p.titre)
  expect(await titresApi()).toContain(produit.titre) // the API answer is cached too
  const titre = `${produit.titre} (réédition ${Date.now() % 10000})`
  const res = await request.patch(`/api/produits/${id}`, { headers, data: { titre, _status: 'published' } })
  expect(res.ok()).toBe(true)
  try {
    await page.goto(`/produits/affiches/${produit.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titre)
    await page.goto('/produits')
    await expect(page.getByRole('link', { name: titre })).toBeVisible()
    await page.goto('/')
    await expect(page.getByText(titre).first()).toBeAttached()
    expect(await titresApi()).toContain(titre)
    // The browser's API answers from the tag cache, expired by the same publish.
    expect((await (await request.get(`/api/produits/${produit.slug}`)).json()).titre).toBe(titre)
    const panier = await request.post('/api/produits/batch', { data: { slugs: [produit.slug] } })
    expect((await panier.json()).data[0].titre).toBe(titre)
  } finally {
    await request.patch(`/api/produits/${id}`, {
      headers,
      data: { titre: produit.titre, _status: 'published' },
    })
  }
  await page.goto(`/produits/affiches/${produit.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(produit.titre)
})

test.describe('accessibility (axe: no serious or critical violation)', () => {
  for (const [name, path] of [
    ['home', '/'],
    ['listing', '/produits'],
    ['product', ''],
    ['article', '/articles/le-stress'],
    ['faq', '/faq'],
  ] as const) {
    for (const width of [390, 1440]) {
      test(`${name} at ${width}px`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path || `/produits/affiches/${(await allPublic(request))[0].slug}`)
        const results = await new AxeBuilder({ page }).analyze()
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(
          serious.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          ),
        ).toEqual([])
      })
    }
  }
})

test('keyboard: the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Aller au contenu' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#contenu$/)
})

test('SEO: titles, canonicals from the settings, Twitter cards, Article and Organization JSON-LD', async ({
  page,
  request,
}) => {
  const reglages = await (await request.get('/api/globals/reglages')).json()
  const canonical = String(reglages.canonicalURL).replace(/\/$/, '')
  await page.goto('/produits/page/2')
  await expect(page).toHaveTitle(`Toutes nos affiches — page 2 · ${reglages.name}`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${canonical}/produits/page/2`)
  await page.goto('/articles/le-stress')
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/)
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
    JSON.parse(t),
  )
  const article = ld.find((d) => d['@type'] === 'Article')
  expect(article.headline).toBe(await page.getByRole('heading', { level: 1 }).textContent())
  expect(article.image[0]).toBe(`${canonical}/images/articles/le-stress.webp`)
  expect(ld.find((d) => d['@type'] === 'Organization')).toMatchObject({ name: reglages.name, url: canonical })
  // Search results are not indexed.
  await page.goto('/produits?q=calme')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})
