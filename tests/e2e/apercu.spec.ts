import { expect, test } from '@playwright/test'

import { ADMIN_EMAIL, ADMIN_PASSWORD } from './constants'

/**
 * An editor previews a draft product on the shop (src/lib/apercu): the draft shows under a banner for
 * staff in draft mode only, visitors keep the published page, and the cached page is not polluted.
 */
test('an editor previews a draft product; visitors never see it', async ({ page, request, browser }) => {
  const { docs } = await (await request.get('/api/produits?limit=12&tri=titre')).json()
  const produit = docs[9] as { slug: string; titre: string }
  const connexion = await page.request.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })
  const headers = { Authorization: `JWT ${(await connexion.json()).token}` }
  const { docs: lignes } = await (
    await request.get(`/api/produits?where[slug][equals]=${produit.slug}&depth=0`, { headers })
  ).json()
  const id = lignes[0].id
  const brouillon = `${produit.titre} (version de travail)`
  const chemin = `/produits/affiches/${produit.slug}`

  // A visitor warms the cached page, then the editor saves a draft.
  await request.get(chemin)
  const enregistre = await request.patch(`/api/produits/${id}?draft=true`, {
    headers,
    data: { titre: brouillon },
  })
  expect(enregistre.ok()).toBe(true)
  try {
    const visiteur = await browser.newPage()
    await visiteur.goto(chemin)
    await expect(visiteur.getByRole('heading', { level: 1 })).toHaveText(produit.titre)

    const reponse = await page.goto(`/api/apercu?collection=produits&slug=${produit.slug}`)
    await expect(page).toHaveURL(chemin)
    expect(reponse?.headers()['cache-control']).toContain('no-store')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brouillon)
    const banniere = page.getByRole('complementary', { name: 'Aperçu du brouillon' })
    await expect(banniere).toBeVisible()

    // The visitor's page, cached or not, is still the published one.
    await visiteur.reload()
    await expect(visiteur.getByRole('heading', { level: 1 })).toHaveText(produit.titre)
    await expect(visiteur.getByRole('complementary', { name: 'Aperçu du brouillon' })).toHaveCount(0)
    await visiteur.close()

    await banniere.getByRole('link', { name: 'Quitter l’aperçu' }).click()
    await expect(page).toHaveURL(chemin)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(produit.titre)
    await expect(page.getByRole('complementary', { name: 'Aperçu du brouillon' })).toHaveCount(0)
  } finally {
    // The published content again as the latest version.
    await request.patch(`/api/produits/${id}`, {
      headers,
      data: { titre: produit.titre, _status: 'published' },
    })
  }

  const anonyme = await request.get(`/api/apercu?collection=produits&slug=${produit.slug}`, {
    maxRedirects: 0,
  })
  expect(anonyme.status()).toBe(401)
  expect(await anonyme.json()).toEqual({ error: 'Connexion requise.' })
  const ailleurs = await request.get('/api/apercu/quitter?chemin=//evil.example', { maxRedirects: 0 })
  expect(ailleurs.status()).toBe(400)
})

/**
 * From the product's edit screen: « Aperçu » opens the draft on the shop in a new tab, and Payload's
 * live preview shows the shop page beside the form at the two breakpoints of the collection.
 */
test('an editor opens « Aperçu » and the live preview from the edit screen, at 390 and 1440 px', async ({
  page,
  request,
}) => {
  // Two viewports, the edit screen and its live preview each: 43 s in CI beside the MongoDB pass.
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const { docs } = await (await request.get('/api/produits?limit=12&tri=titre')).json()
  const produit = docs[10] as { slug: string; titre: string }
  const connexion = await page.request.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })
  const headers = { Authorization: `JWT ${(await connexion.json()).token}` }
  const { docs: lignes } = await (
    await request.get(`/api/produits?where[slug][equals]=${produit.slug}&depth=0`, { headers })
  ).json()
  const id = lignes[0].id
  const brouillon = `${produit.titre} (brouillon de l’atelier)`
  expect(
    (await request.patch(`/api/produits/${id}?draft=true`, { headers, data: { titre: brouillon } })).ok(),
  ).toBe(true)
  const captures = process.env.E2E_CAPTURES_DIR ?? 'test-results/captures'
  try {
    await page.goto(`/admin/collections/produits/${id}`)
    const [onglet] = await Promise.all([
      page.context().waitForEvent('page'),
      page.locator('#preview-button').click(),
    ])
    await expect(onglet.getByRole('heading', { level: 1 })).toHaveText(brouillon)
    await expect(onglet.getByRole('complementary', { name: 'Aperçu du brouillon' })).toBeVisible()
    await onglet.close()

    await page.locator('#live-preview-toggler').click()
    const cadre = page.frameLocator('.live-preview-window iframe')
    await expect(cadre.getByRole('heading', { level: 1 })).toHaveText(brouillon)
    for (const [libelle, largeur] of [
      ['Mobile (390 px)', 390],
      ['Bureau (1440 px)', 1440],
    ] as const) {
      await page.locator('.live-preview-toolbar-controls__breakpoint').click()
      await page.locator('.popup-button-list__button', { hasText: libelle }).click()
      await expect(page.locator('.live-preview-toolbar-controls__breakpoint')).toContainText(libelle)
      await expect.poll(() => cadre.locator('body').evaluate(() => window.innerWidth)).toBe(largeur)
      await expect(cadre.getByRole('heading', { level: 1 })).toHaveText(brouillon)
      await page.screenshot({ path: `${captures}/admin-apercu-en-direct-${largeur}.png` })
    }
  } finally {
    await request.patch(`/api/produits/${id}`, {
      headers,
      data: { titre: produit.titre, _status: 'published' },
    })
  }
})
