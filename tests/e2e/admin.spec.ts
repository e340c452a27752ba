// Over 300 lines: the admin tour runs serially on one seeded build and one editor session set up in beforeAll.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { ADMIN_EMAIL, ADMIN_PASSWORD } from './constants'

/**
 * The admin screens of docs/SPECIFICATION.md §5 against the production build: each answers 200 with
 * its content for a logged-in editor, 404 on an unknown slug, and sends anonymous visitors to the login;
 * changes made there (coups de cœur order, draft, price) reach the public site at once.
 */

const CAPTURES = process.env.E2E_CAPTURES_DIR ?? 'test-results/captures'

type Doc = { id: number | string; slug: string; titre?: string; nom?: string; prix?: number }

let token = ''
let produit: Doc
let audience: Doc
let collection: Doc

const auth = () => ({ Authorization: `JWT ${token}` })

async function first(request: APIRequestContext, path: string): Promise<Doc> {
  const res = await request.get(path, { headers: auth() })
  expect(res.ok(), path).toBe(true)
  const { docs } = (await res.json()) as { docs: Doc[] }
  expect(docs.length, path).toBeGreaterThan(0)
  return docs[0]
}

async function patch(request: APIRequestContext, slug: string, field: string, value: unknown) {
  const res = await request.patch(`/api/admin/produits/patch/${slug}/${field}`, {
    headers: auth(),
    data: { value },
  })
  expect(res.status(), `${slug}.${field}`).toBe(200)
}

/** Logs the page's browser context in through the REST API (the cookie Payload sets). */
async function login(page: Page) {
  const res = await page.request.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })
  expect(res.ok()).toBe(true)
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  const res = await request.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })
  expect(res.ok()).toBe(true)
  token = ((await res.json()) as { token: string }).token
  // The public list (published products only).
  produit = await first(request, '/api/produits?limit=1')
  audience = await first(request, '/api/audiences?limit=1&sort=nom')
  collection = await first(request, '/api/collections?limit=1&sort=nom')
})

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const routes = () =>
  [
    ['/admin', /bienvenue dans l’atelier/i],
    ['/admin/sitemap', /Plan du site/],
    ['/admin/sitemap-index', /Index du plan du site/],
    ['/admin/audiences', /Audiences/],
    [`/admin/audiences/${audience.slug}`, new RegExp(`Audience\\s*:\\s*${escape(audience.nom!)}`)],
    ['/admin/collections', /Collections d’affiches/],
    [`/admin/collections/${collection.slug}`, new RegExp(`Collection\\s*:\\s*${escape(collection.nom!)}`)],
    ['/admin/coups-de-coeur', /Coups de cœur/],
    ['/admin/produits', /Galerie des produits/],
    ['/admin/produits/page', /Galerie des produits/],
    ['/admin/produits/page/1', /Galerie des produits/],
    ['/admin/produits/page/2', /page 2 sur/],
    [`/admin/produits/${produit.slug}`, /Ajouts au panier/],
    [`/admin/produits/more/${produit.slug}`, /Images dérivées/],
  ] as const

test('an editor logs in through the form and lands on the French dashboard', async ({ page }) => {
  await page.goto('/admin/login')
  // The shop's mark, name, icon and description, not Payload's (src/admin/components/Brand.tsx).
  await expect(page.getByRole('img', { name: 'Mots & Couleurs' })).toBeVisible()
  await expect(page).toHaveTitle(/— Mots & Couleurs$/)
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^\/icon\.svg/)
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Mots & Couleurs')
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    'Administration de la boutique Mots & Couleurs',
  )
  await page.getByLabel(/e-mail/i).fill(ADMIN_EMAIL)
  await page.getByLabel(/mot de passe/i).fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: /connexion|se connecter/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('heading', { name: /bienvenue dans l’atelier/i })).toBeVisible()
  for (const label of [
    'Commandes à expédier',
    'Nouveaux messages',
    'Nouveaux abonnés (30 jours)',
    'Les plus aimés',
    'Les plus ajoutés au panier',
  ])
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible()
  await expect(page.getByText(/Chiffre d’affaires de/)).toBeVisible()
  // The shop's screens are one click away in the sidebar group.
  const nav = page.getByRole('navigation', { name: 'Écrans de la boutique' }).first()
  await expect(nav.getByRole('link', { name: 'Coups de cœur' })).toHaveAttribute(
    'href',
    '/admin/coups-de-coeur',
  )
  await expect(page.getByRole('img', { name: 'Mots & Couleurs' }).first()).toBeVisible()
  // The account picture is Payload's local icon: no request to Gravatar, no broken image offline.
  await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0)
  const images = await page
    .locator('header img, nav img')
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((img) => img.complete && img.naturalWidth === 0)
        .map((img) => img.src),
    )
  expect(images).toEqual([])
})

test('every admin screen of the spec answers 200 with its content', async ({ page }) => {
  // Some twenty screens, each rendered on first visit: 60 s in a quiet run, more beside the MongoDB pass.
  test.setTimeout(180_000)
  await login(page)
  for (const [path, content] of routes()) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(200)
    await expect(page.locator('body')).toContainText(content)
  }
  // Product gallery: 24 cards a page, thumbnails, prices in euros.
  await page.goto('/admin/produits')
  await expect(page.getByTestId('galerie').locator('li')).toHaveCount(24)
  await expect(page.getByTestId('galerie').locator('img').first()).toHaveAttribute(
    'src',
    /^\/miniatures\/produits\/affiches\//,
  )
  await expect(page.getByTestId('galerie')).toContainText(/\d+,\d{2}\s€/)
  // Filters live in the URL.
  await page.getByLabel('Audience').selectOption(audience.slug)
  await page.getByRole('button', { name: 'Filtrer' }).click()
  await expect(page).toHaveURL(new RegExp(`audience=${audience.slug}`))
  // Payload's own collection views keep working next to ours.
  for (const path of [
    '/admin/collections/collections',
    '/admin/collections/produits',
    '/admin/collections/audiences',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(200)
  }
  // The edit form, reached by slug.
  expect((await page.goto(`/admin/produits/edit/${produit.slug}`))?.status()).toBe(200)
  await expect(page.locator('#field-titre')).toHaveValue(produit.titre!)
})

test('unknown slugs show the French not-found screen with status 404', async ({ page }) => {
  await login(page)
  for (const path of [
    '/admin/audiences/n-existe-pas',
    '/admin/collections/n-existe-pas',
    '/admin/produits/n-existe-pas',
    '/admin/produits/edit/n-existe-pas',
    '/admin/produits/more/n-existe-pas',
    '/admin/produits/page/999',
  ]) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(404)
    await expect(page.getByText('Rien n’a été trouvé')).toBeVisible()
  }
})

test('anonymous visitors are sent to the login from every screen', async ({ page }) => {
  for (const [path] of [...routes(), [`/admin/produits/edit/${produit.slug}`] as const]) {
    await page.goto(path)
    await expect(page, path).toHaveURL(/\/admin\/login/)
  }
})

test('reordering coups de cœur with the keyboard reorders the public page', async ({ page, request }) => {
  await login(page)
  await page.goto('/admin/coups-de-coeur')
  const items = page.getByTestId('coups-de-coeur').locator('li')
  const before = await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-slug')!))
  expect(before.length).toBeGreaterThanOrEqual(2)
  // Keyboard drag and drop: pick up the second with space, move up, drop — each step waits for what a
  // screen reader hears (the page may still be hydrating when it opens).
  const annonce = page.locator('[id^="DndLiveRegion"]').filter({ hasText: '«' })
  const poignee = items.nth(1).getByRole('button', { name: /Déplacer/ })
  await expect(async () => {
    await poignee.focus()
    await page.keyboard.press('Space')
    // picked up (and at once "over" its own place)
    await expect(annonce).toContainText(/saisie, à la place 2|passe à la place 2/, { timeout: 1000 })
  }).toPass()
  await page.keyboard.press('ArrowUp')
  await expect(annonce).toContainText('passe à la place 1')
  await page.keyboard.press('Space')
  await expect(annonce).toContainText('posée à la place 1')
  const expected = [before[1], before[0], ...before.slice(2)]
  await expect
    .poll(() => items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-slug'))))
    .toEqual(expected)
  await page.getByRole('button', { name: 'Enregistrer l’ordre' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Ordre enregistré' })).toBeVisible()

  const publicOrder = async () => {
    await page.goto('/produits/affiches/coups-de-coeur')
    const hrefs = await page
      .locator('main a[href^="/produits/affiches/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
    return [...new Set(hrefs.map((h) => h.split('/').pop()!))].filter((s) => before.includes(s)).slice(0, 2)
  }
  await expect.poll(publicOrder).toEqual(expected.slice(0, 2))

  // The ↑/↓ buttons do the same; restore the seeded order through the API.
  for (const [i, slug] of before.entries()) await patch(request, slug, 'coupDeCoeurRang', i + 1)
  await expect.poll(publicOrder).toEqual(before.slice(0, 2))
})

test('a product set to draft leaves the public site and the sitemap, then comes back', async ({
  page,
  request,
}) => {
  const inSitemap = async () =>
    (await (await request.get('/sitemaps/produits.xml')).text()).includes(
      `/produits/affiches/${produit.slug}</loc>`,
    )
  expect(await inSitemap()).toBe(true)
  await login(page)
  await page.goto(`/admin/produits/${produit.slug}`)
  await page.getByRole('button', { name: 'Dépublier', exact: true }).click()
  await expect(page.getByText('Produit dépublié.')).toBeVisible()
  await expect(page.getByText('Brouillon', { exact: true }).first()).toBeVisible()

  expect((await request.get(`/produits/affiches/${produit.slug}`)).status()).toBe(404)
  expect(await inSitemap()).toBe(false)
  await page.goto('/admin/sitemap')
  // By exact link: another product's slug may start with this one.
  const lien = (slug: string) =>
    page.locator(`[data-sitemap="produits"] a[href="/produits/affiches/${slug}"]`)
  await expect(lien(produit.slug)).toHaveCount(0)

  await page.goto(`/admin/produits/${produit.slug}`)
  await page.getByRole('button', { name: 'Publier', exact: true }).click()
  await expect(page.getByText('Produit publié.')).toBeVisible()
  expect((await request.get(`/produits/affiches/${produit.slug}`)).status()).toBe(200)
  expect(await inSitemap()).toBe(true)
  await page.goto('/admin/sitemap')
  await expect(lien(produit.slug)).toHaveCount(1)
})

test('a price typed in euros in the form shows on the product page, stored in cents', async ({
  page,
  request,
}) => {
  await login(page)
  await page.goto(`/admin/produits/edit/${produit.slug}`)
  const champ = page.locator('#field-prix')
  // Shown in euros with a comma, as the cents stored today read.
  await expect(champ).toHaveValue(
    `${Math.trunc(produit.prix! / 100)},${String(produit.prix! % 100).padStart(2, '0')}`,
  )
  await champ.fill('43,21')
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/produits/') && r.request().method() === 'PATCH',
  )
  await page.getByRole('button', { name: /Publier les modifications/ }).click()
  expect((await saved).status()).toBe(200)
  const stocke = await first(request, `/api/produits?where[slug][equals]=${produit.slug}&depth=0`)
  expect(stocke.prix).toBe(4321)
  await page.goto(`/produits/affiches/${produit.slug}`)
  await expect(page.locator('main')).toContainText('43,21\u00a0€')
  await patch(request, produit.slug, 'prix', produit.prix)
  await page.reload()
  await expect(page.locator('main')).not.toContainText('43,21\u00a0€')
})

test('the product form speaks French: euros refused with a French message, French dates (1440 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await login(page)
  await page.goto(`/admin/produits/edit/${produit.slug}`)
  const champ = page.locator('#field-prix')
  await expect(champ).toBeVisible()

  // « Publié le »: dd/MM/yyyy, in the field and in the picker's French calendar; a typed date is taken.
  const date = page.locator('#field-publishedAt input')
  await expect(date).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/)
  await date.click()
  await expect(page.locator('.react-datepicker__day-name').first()).toHaveText(/^lu/i)
  // Each change posts the form's state to the server, whose answer replaces the fields' state.
  const etatDuFormulaire = (contient: string) =>
    page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        r.url().includes(`/admin/produits/edit/${produit.slug}`) &&
        (r.request().postData() ?? '').includes(contient),
    )
  const dateRecue = etatDuFormulaire('"publishedAt"')
  await date.fill('25/11/2026')
  await date.press('Escape')
  await expect(date).toHaveValue('25/11/2026')
  // The date's answer first: arriving after the price was typed, it put the stored price back (a CI run
  // waited 60 s for a price that was never sent).
  await dateRecue

  // A click sent before the price's answer gets the save's 400, whose field error the late answer then
  // wipes out. 0.5: the value of a text that is not an amount (SAISIE_INVALIDE,
  // src/admin/fields/ChampEuros.tsx).
  const verifie = etatDuFormulaire(`"prix":{"value":0.5,`)
  await champ.fill('12,345')
  await verifie
  await page.getByRole('button', { name: /Publier les modifications/ }).click()
  await expect(
    page.getByText(
      'Montant invalide\u00a0: écrivez des euros avec au plus deux décimales, par exemple 12,00\u00a0€.',
    ),
  ).toBeVisible()
  await page.screenshot({ path: `${CAPTURES}/admin-produit-euros-erreur-1440.png`, fullPage: true })
  const stocke = await first(request, `/api/produits?where[slug][equals]=${produit.slug}&depth=0`)
  expect(stocke.prix).toBe(produit.prix)

  await page.goto(`/admin/produits/edit/${produit.slug}`)
  await expect(page.locator('#field-prix')).toHaveValue(/^\d+,\d{2}$/)
  await page.screenshot({ path: `${CAPTURES}/admin-produit-1440.png`, fullPage: true })
  // The list of products shows euros too.
  await page.goto('/admin/collections/produits')
  await expect(page.getByText(/\d+,\d{2}\u00a0€/).first()).toBeVisible()
  await page.screenshot({ path: `${CAPTURES}/admin-produits-liste-1440.png` })
})
