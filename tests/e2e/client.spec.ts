import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/**
 * Client interactions against the production build: cart persistence and the batch call,
 * zoom dialog, likes, service worker and offline reading. Selectors are roles and names; the few test
 * ids come from src/components/client (cart-count, likes-count, like-count, zoom-backdrop, zoom-panel).
 */

type Produit = { slug: string; titre: string }

async function produits(request: APIRequestContext): Promise<Produit[]> {
  const res = await request.get('/api/produits?limit=12')
  expect(res.ok()).toBe(true)
  const { docs } = (await res.json()) as { docs: Produit[] }
  expect(docs.length).toBeGreaterThanOrEqual(6)
  return docs
}

const fiche = (slug: string) => `/produits/affiches/${slug}`

async function ouvrir(page: Page, slug: string) {
  await page.goto(fiche(slug))
  // The buttons are enabled once the stored cart has been read (hydration).
  await expect(
    page.getByRole('button', { name: /Ajouter au panier|Retirer du panier/ }).first(),
  ).toBeEnabled()
}

const compteurPanier = (page: Page) => page.getByTestId('cart-count').first()

test.describe('panier', () => {
  test('two products survive a reload, one is removed; the batch call carries addedSlug', async ({
    page,
    request,
  }) => {
    const [a, b] = (await produits(request)).slice(0, 2)
    const batches: unknown[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/produits/batch')
        batches.push(r.postDataJSON())
    })

    await ouvrir(page, a.slug)
    await page.getByRole('button', { name: 'Ajouter au panier' }).first().click()
    await expect(page.getByText('Ajouté au panier')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Retirer du panier' }).first()).toBeVisible()
    await expect.poll(() => batches).toContainEqual({ slugs: [a.slug], addedSlug: a.slug })

    await ouvrir(page, b.slug)
    await page.getByRole('button', { name: 'Ajouter au panier' }).first().click()
    await expect(page.getByText('Ajouté au panier')).toBeVisible()
    // A fresh page knows no product yet: both are fetched, the new one named as added.
    await expect.poll(() => batches).toContainEqual({ slugs: [a.slug, b.slug], addedSlug: b.slug })

    await page.reload()
    await expect(page.getByRole('link', { name: 'Panier (2\u00a0articles)' })).toBeVisible()
    await expect(compteurPanier(page)).toHaveText('2')
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('mots-couleurs-cart') ?? 'null')),
    ).toEqual([a.slug, b.slug])

    await page.getByRole('button', { name: 'Retirer du panier' }).first().click()
    await expect(page.getByText('Retiré du panier')).toBeVisible()
    await expect(compteurPanier(page)).toHaveText('1')
    await page.reload()
    await expect(page.getByRole('link', { name: 'Panier (1\u00a0article)' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ajouter au panier' }).first()).toBeVisible()
  })

  test('two tabs share the cart', async ({ context, request }) => {
    const [, , c] = await produits(request)
    const first = await context.newPage()
    const second = await context.newPage()
    await ouvrir(first, c.slug)
    await ouvrir(second, c.slug)
    await first.getByRole('button', { name: 'Ajouter au panier' }).first().click()
    await expect(second.getByRole('button', { name: 'Retirer du panier' }).first()).toBeVisible()
    await expect(compteurPanier(second)).toHaveText('1')
  })
})

test.describe('zoom', () => {
  test('opens on the product image and closes each of the four ways', async ({ page, request }) => {
    const [a] = await produits(request)
    await ouvrir(page, a.slug)
    const opener = page.getByRole('button', { name: /Agrandir l’image/ }).first()
    const dialog = page.getByRole('dialog')
    const fermetures: [string, () => Promise<void>][] = [
      ['Escape', () => page.keyboard.press('Escape')],
      ['outside click', () => page.getByTestId('zoom-backdrop').click({ position: { x: 4, y: 4 } })],
      ['panel click', () => page.getByTestId('zoom-panel').click({ position: { x: 6, y: 6 } })],
      ['close button', () => page.getByRole('button', { name: 'Fermer le zoom' }).click()],
    ]
    for (const [way, fermer] of fermetures) {
      await opener.click()
      await expect(dialog, way).toBeVisible()
      await expect(dialog).toHaveAttribute('aria-modal', 'true')
      const image = dialog.getByRole('img')
      await expect(image).toHaveAttribute('loading', 'lazy')
      await expect(image).toHaveAttribute('sizes', '(max-width: 720px) 100vw, 720px')
      await expect(page.getByRole('button', { name: 'Fermer le zoom' })).toBeFocused()
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
      await fermer()
      await expect(dialog, way).toBeHidden()
      await expect(opener, way).toBeFocused()
      expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden')
    }
  })

  test('the caption links to the product page and closes the dialog', async ({ page, request }) => {
    const [a] = await produits(request)
    await page.goto(`${fiche(a.slug)}?depuis=zoom`)
    await page
      .getByRole('button', { name: /Agrandir l’image/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    const legende = dialog.getByRole('link', { name: a.titre })
    await expect(legende).toHaveAttribute('href', fiche(a.slug))
    await legende.click()
    await expect(page).toHaveURL(fiche(a.slug))
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: a.titre })).toBeVisible()
  })
})

test.describe('likes', () => {
  test('a like persists across reloads and counts once per visitor', async ({ page, request }) => {
    const [, , , d] = await produits(request)
    const lecture = page.waitForResponse((r) => r.url().endsWith(`/api/produits/${d.slug}/likes`))
    await ouvrir(page, d.slug)
    const { likes: avant } = (await (await lecture).json()) as { likes: number }
    const compteur = page.getByTestId('like-count')
    await expect(compteur).toHaveText(String(avant))

    await page.getByRole('button', { name: 'J’aime cette affiche' }).click()
    await expect(page.getByText('Ajoutée à vos affiches aimées')).toBeVisible()
    await expect(compteur).toHaveText(String(avant + 1))

    await page.reload()
    await expect(page.getByRole('button', { name: 'Je n’aime plus cette affiche' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(compteur).toHaveText(String(avant + 1))

    // The same visitor liking again through the API does not count twice.
    const visiteur = await page.evaluate(
      () => JSON.parse(localStorage.getItem('mots-couleurs-session') ?? 'null')?.visiteur,
    )
    expect(typeof visiteur).toBe('string')
    const encore = await request.post(`/api/produits/${d.slug}/like`, {
      headers: { 'x-visitor-id': visiteur },
    })
    expect(await encore.json()).toEqual({ likes: avant + 1, liked: true })
    await page.reload()
    await expect(compteur).toHaveText(String(avant + 1))

    // Mes affiches aimées lists it.
    await page.getByRole('link', { name: 'Mes affiches aimées (1)' }).click()
    await expect(page).toHaveURL('/mes-affiches-aimees')
    await expect(page.getByRole('heading', { level: 1, name: 'Mes affiches aimées' })).toBeVisible()
    await expect(page.getByRole('link', { name: d.titre })).toBeVisible()

    // Unliking there takes it off the list and the count back.
    await page.getByRole('button', { name: 'Je n’aime plus cette affiche' }).click()
    await expect(page.getByText('Vous n’avez encore aimé aucune affiche', { exact: false })).toBeVisible()
    const apres = await request.get(`/api/produits/${d.slug}/likes`)
    expect(await apres.json()).toEqual({ likes: avant })
  })

  test('the old address /mes-coups-de-coeur redirects for good to /mes-affiches-aimees', async ({
    request,
  }) => {
    const res = await request.get('/mes-coups-de-coeur', { maxRedirects: 0 })
    // Next answers `permanent: true` with 308.
    expect(res.status()).toBe(308)
    expect(new URL(res.headers().location, 'http://x').pathname).toBe('/mes-affiches-aimees')
  })
})

test.describe('hors ligne', () => {
  test('the service worker registers and a visited product page opens offline', async ({
    page,
    context,
    request,
  }) => {
    const liste = await produits(request)
    const [a, jamais] = [liste[4], liste[5]]
    await ouvrir(page, a.slug)
    const script = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '',
    )
    expect(script).toMatch(/\/sw\.js\?v=[\w-]+$/)
    // The first load ran before the worker controlled the page: this visit goes through it and is kept.
    await page.reload()
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    await expect
      .poll(() =>
        page.evaluate(async (path) => {
          for (const name of await caches.keys()) {
            if ((await (await caches.open(name)).match(path)) !== undefined) return true
          }
          return false
        }, fiche(a.slug)),
      )
      .toBe(true)

    await context.setOffline(true)
    try {
      await page.goto(fiche(a.slug))
      await expect(page.getByRole('heading', { level: 1, name: a.titre })).toBeVisible()
      await page.goto(fiche(jamais.slug))
      await expect(page.getByRole('heading', { name: 'Pas de connexion pour le moment' })).toBeVisible()
    } finally {
      await context.setOffline(false)
    }
  })
})
