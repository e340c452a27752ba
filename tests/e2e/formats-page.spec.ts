import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/**
 * The product page's format choice (docs/decisions/0140-mises-en-scene-a-l-echelle.md) against the
 * production build: a radio group, the price, the scenes at the format's size, the cart's line, the
 * structured data; captures of the selector at 390 and 1440 px.
 */

const CAPTURES = process.env.E2E_CAPTURES_DIR ?? 'test-results/captures'

type Format = {
  code: string
  libelle: string
  largeurCm: number
  hauteurCm: number
  prix: number
  parDefaut: boolean
}
type Produit = { slug: string; titre: string; prix: number; livraison: string; formats?: Format[] }

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100)

async function produits(request: APIRequestContext): Promise<Produit[]> {
  const res = await request.get('/api/produits?limit=100')
  expect(res.ok()).toBe(true)
  const slugs = ((await res.json()).docs as Produit[]).map((p) => p.slug)
  return Promise.all(
    slugs.map(async (slug) => (await (await request.get(`/api/produits/${slug}`)).json()) as Produit),
  )
}

/** The first scene's file, as next/image's URL names it, once the browser has drawn it. */
async function premiereScene(page: Page): Promise<string> {
  const img = page.getByRole('region', { name: 'Mises en scène' }).locator('img').first()
  await expect
    .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
    .toBeGreaterThan(0)
  const src = await img.evaluate((i: HTMLImageElement) => i.currentSrc)
  return new URL(src).searchParams.get('url') ?? ''
}

test.describe.configure({ mode: 'serial' })

let tous: Produit[]
let imprime: Produit
let numerique: Produit

test.beforeAll(async ({ request }) => {
  tous = await produits(request)
  imprime = tous.find((p) => p.livraison === 'imprime' && new Set(p.formats?.map((f) => f.prix)).size > 2)!
  numerique = tous.find((p) => p.livraison === 'numerique')!
  expect(imprime && numerique).toBeTruthy()
})

test('choosing a format from the keyboard changes the price and the scenes, and the cart keeps it', async ({
  page,
}) => {
  await page.goto(`/produits/affiches/${imprime.slug}`)
  const groupe = page.getByRole('group', { name: 'Format d’impression' })
  const formats = imprime.formats!
  const defaut = formats.find((f) => f.parDefaut)!
  await expect(groupe.getByRole('radio')).toHaveCount(formats.length)
  await expect(groupe.getByRole('radio', { name: new RegExp(`^${defaut.libelle}`) })).toBeChecked()
  await expect(page.getByTestId('prix')).toHaveText(euros(defaut.prix))
  expect(await premiereScene(page)).toBe(`/images/produits/affiches/${imprimeMockup()}/${imprime.slug}.webp`)
  const avant = await page.getByRole('region', { name: 'Mises en scène' }).locator('img').first().screenshot()

  // Arrow keys move the choice within the group (native radios), the price and the scenes follow.
  await groupe.getByRole('radio', { name: new RegExp(`^${defaut.libelle}`) }).focus()
  const suivant = formats[formats.indexOf(defaut) + 1]
  await page.keyboard.press('ArrowDown')
  await expect(groupe.getByRole('radio', { name: new RegExp(`^${suivant.libelle}`) })).toBeChecked()
  await expect(page.getByTestId('prix')).toHaveText(euros(suivant.prix))
  await expect
    .poll(() => premiereScene(page))
    .toBe(`/images/produits/affiches/${imprimeMockup()}/${imprime.slug}@${suivant.code}.webp`)
  const apres = await page.getByRole('region', { name: 'Mises en scène' }).locator('img').first().screenshot()
  expect(apres.equals(avant)).toBe(false)

  await page.getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(page.getByRole('button', { name: 'Retirer du panier' })).toBeVisible()
  const session = await page.evaluate(
    () => Object.entries(localStorage).find(([k]) => k.endsWith('-session'))?.[1],
  )
  expect(JSON.parse(session!).choix[imprime.slug]).toEqual({ format: suivant.code, quantite: 1 })
  // After a reload, the page shows the cart's format.
  await page.reload()
  await expect(
    page
      .getByRole('group', { name: 'Format d’impression' })
      .getByRole('radio', { name: new RegExp(`^${suivant.libelle}`) }),
  ).toBeChecked()
  await expect(page.getByTestId('prix')).toHaveText(euros(suivant.prix))

  // Structured data: one AggregateOffer, one Offer per format.
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
    JSON.parse(t),
  )
  const offers = ld.find((d) => d['@type'] === 'Product').offers
  const prix = formats.map((f) => f.prix)
  expect(offers).toMatchObject({
    '@type': 'AggregateOffer',
    priceCurrency: 'EUR',
    lowPrice: (Math.min(...prix) / 100).toFixed(2),
    highPrice: (Math.max(...prix) / 100).toFixed(2),
    offerCount: formats.length,
  })
  expect(offers.offers.map((o: { price: string }) => o.price)).toEqual(prix.map((p) => (p / 100).toFixed(2)))
})

test('listings say « à partir de » the lowest price of a product sold in formats', async ({ page }) => {
  await page.goto('/produits')
  const cartes = page.locator('main article')
  const vus = { fourchette: 0, prix: 0 }
  for (let i = 0; i < (await cartes.count()); i++) {
    const href = (await cartes.nth(i).locator('a').first().getAttribute('href')) ?? ''
    const p = tous.find((t) => href === `/produits/affiches/${t.slug}`)
    if (!p) continue
    const prix = (p.formats ?? []).map((f) => f.prix)
    const texte = cartes.nth(i).locator('.carte-prix')
    if (new Set(prix).size > 1) {
      await expect(texte).toHaveText(`à partir de ${euros(Math.min(...prix))}`)
      vus.fourchette++
    } else {
      await expect(texte).toHaveText(euros(p.prix))
      vus.prix++
    }
  }
  expect(vus.fourchette).toBeGreaterThan(0)
})

test('a digital product has no format choice', async ({ page }) => {
  await page.goto(`/produits/affiches/${numerique.slug}`)
  await expect(page.getByTestId('prix')).toHaveText(euros(numerique.prix))
  await expect(page.getByRole('radio')).toHaveCount(0)
})

for (const largeur of [390, 1440]) {
  test(`capture of the selector at ${largeur} px`, async ({ page }) => {
    await page.setViewportSize({ width: largeur, height: largeur < 800 ? 844 : 900 })
    await page.goto(`/produits/affiches/${imprime.slug}`)
    const groupe = page.getByRole('group', { name: 'Format d’impression' })
    await groupe.scrollIntoViewIfNeeded()
    await groupe.getByRole('radio').nth(1).focus()
    await page.keyboard.press('ArrowDown')
    await page.screenshot({ path: `${CAPTURES}/fiche-formats-${largeur}.png` })
    await groupe.screenshot({ path: `${CAPTURES}/choix-format-${largeur}.png` })
  })
}

function imprimeMockup() {
  return (imprime as Produit & { mockups: string[] }).mockups[0]
}
