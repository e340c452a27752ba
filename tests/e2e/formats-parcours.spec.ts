// A customer's whole journey with a print format (docs/decisions/0135-formats-d-impression.md), in
// Chromium against the production build: A2 chosen on the poster's page, two copies set in the cart,
// both kept across a reload, paid through the Stripe-compatible server, then the confirmation page and
// the invoice's PDF read as the customer reads them. Captures of the cart at 390 and 1440 px.
import fs from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { euros as eurosPdf, texteDuPdf } from '../support/pdf'
import { envoyerWebhook, FAKES } from './commande'

const CAPTURES = process.env.E2E_CAPTURES_DIR ?? 'test-results/captures'

type Format = { code: string; libelle: string; prix: number; parDefaut: boolean }
type Produit = { slug: string; titre: string; prix: number; livraison: string; formats?: Format[] }

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100)

/** A printed product sold in A2 at a price of its own (not its default format's). */
async function afficheEnA2(request: APIRequestContext): Promise<{ produit: Produit; a2: Format }> {
  const { docs } = (await (await request.get('/api/produits?limit=100')).json()) as { docs: Produit[] }
  for (const p of docs.filter((d) => d.livraison === 'imprime')) {
    const fiche = (await (await request.get(`/api/produits/${p.slug}`)).json()) as Produit
    const a2 = fiche.formats?.find((f) => f.code === 'A2')
    if (a2 && !a2.parDefaut && a2.prix !== fiche.prix) return { produit: fiche, a2 }
  }
  throw new Error('aucune affiche vendue en A2')
}

/** The cart's line of `slug` on /commande. */
const ligneDe = (page: Page, slug: string) =>
  page.getByTestId('panier-lignes').locator(`li[data-slug="${slug}"]`)

async function ajouterEnA2(page: Page, produit: Produit, a2: Format) {
  await page.goto(`/produits/affiches/${produit.slug}`)
  const groupe = page.getByRole('group', { name: 'Format d’impression' })
  // The radio itself is visually hidden: the customer clicks its card (the label).
  const a2Radio = page.getByRole('radio', { name: /^A2\b/ })
  await groupe.locator('label').filter({ has: a2Radio }).click()
  await expect(groupe.getByRole('radio', { name: /^A2\b/ })).toBeChecked()
  await expect(page.getByTestId('prix')).toHaveText(euros(a2.prix))
  await page.getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(page.getByRole('button', { name: 'Retirer du panier' })).toBeVisible()
}

test('A2 × 2: chosen, kept across a reload, paid, and so on the confirmation and the invoice', async ({
  page,
  request,
}) => {
  // Checkout, webhook, confirmation polling and a PDF on two busy cores: the long tests' budget.
  test.setTimeout(120_000)
  const { produit, a2 } = await afficheEnA2(request)
  const email = `parcours-a2-${Date.now()}@example.fr`
  await ajouterEnA2(page, produit, a2)

  // The cart: the format chosen on the page, then two copies.
  await page.goto('/commande')
  const ligne = ligneDe(page, produit.slug)
  const format = ligne.getByRole('combobox', { name: /^Format/ })
  const quantite = ligne.getByRole('combobox', { name: /^Quantité/ })
  await expect(format).toHaveValue('A2')
  await expect(quantite).toHaveValue('1')
  await expect(ligne.getByTestId('montant-ligne')).toHaveText(euros(a2.prix))
  await quantite.selectOption('2')
  await expect(ligne.getByTestId('montant-ligne')).toHaveText(euros(2 * a2.prix))
  await expect(ligne).toContainText(`2\u00a0× ${euros(a2.prix)}`)
  await expect(page.getByTestId('sous-total')).toHaveText(euros(2 * a2.prix))

  // A reload keeps both (the `session` storage key), and the totals with them.
  await page.reload()
  await expect(format).toHaveValue('A2')
  await expect(quantite).toHaveValue('2')
  await expect(ligne.getByTestId('montant-ligne')).toHaveText(euros(2 * a2.prix))
  // An A2 ships in a tube; free shipping from the shop's threshold on.
  const reglages = await (await request.get('/api/globals/reglages')).json()
  const port = 2 * a2.prix >= reglages.livraisonOfferteDes ? 0 : reglages.fraisDePortTube
  const total = euros(2 * a2.prix + port)
  await expect(page.getByTestId('frais-de-port')).toHaveText(port ? euros(port) : 'Offerte')
  await expect(page.getByTestId('total')).toHaveText(total)

  // Pay: the fake Stripe checkout redirects to the success URL; the test sends Stripe's webhook.
  const recap = page.getByRole('region', { name: 'Récapitulatif' })
  await recap.getByLabel('Votre adresse e-mail').fill(email)
  await recap.getByRole('button', { name: `Payer ${total}` }).click()
  await page.waitForURL(/\/commande\?session_id=cs_test_/)
  const sessionId = new URL(page.url()).searchParams.get('session_id')!

  // What Stripe was asked to charge: the line names the format, carries the quantity, the server's price.
  const session = await (await request.get(`${FAKES}/__test/sessions/${sessionId}`)).json()
  expect(session._line_items).toEqual([{ name: `${produit.titre} — A2`, quantity: 2, amount: 2 * a2.prix }])
  expect(session.amount_total).toBe(2 * a2.prix + port)

  const webhook = await envoyerWebhook(request, sessionId, 'checkout.session.completed')
  expect(await webhook.json()).toMatchObject({ received: true, applied: true })
  await expect(page.getByRole('heading', { name: /Merci pour votre commande/ })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByTestId('total-commande')).toHaveText(total)
  const detail = page.getByRole('complementary', { name: /^Commande MC-/ })
  const ligneCommande = detail.getByRole('listitem').filter({ hasText: produit.titre })
  await expect(ligneCommande).toContainText('Imprimé, A2, 42 × 59,4 cm × 2')
  await expect(ligneCommande).toContainText(euros(2 * a2.prix))

  // The invoice, downloaded from the confirmation page: its line is the A2 print, two copies, the
  // line amount at the unit price × 2; the total is what was paid.
  const lien = page.getByRole('link', { name: /Télécharger la facture FA-\d{4}-\d{6}/ })
  await expect(lien).toBeVisible({ timeout: 30_000 })
  const [telechargement] = await Promise.all([page.waitForEvent('download'), lien.click()])
  expect(await telechargement.failure()).toBeNull()
  const texte = await texteDuPdf(new Uint8Array(await fs.readFile(await telechargement.path())))
  const designation = `${produit.titre} (affiche imprimée A2, 42 × 59,4 cm)`
  expect(texte).toContain(designation)
  // Two copies: « × 2 » in the designation with Qté 1 for the line, or, once invoices count copies,
  // Qté 2 in the line's first column.
  expect(texte.includes(`${designation} × 2`) || /Total TTC 2 \d/.test(texte)).toBe(true)
  expect(texte).toContain(`${eurosPdf(2 * a2.prix)} ${designation}`)
  expect(texte).toContain(`Total TTC ${eurosPdf(2 * a2.prix + port)}`)
})

for (const largeur of [390, 1440]) {
  test(`capture of the cart with a poster in A2 × 2 at ${largeur} px`, async ({ page, request }) => {
    const { produit, a2 } = await afficheEnA2(request)
    await page.setViewportSize({ width: largeur, height: largeur < 800 ? 844 : 900 })
    await ajouterEnA2(page, produit, a2)
    await page.goto('/commande')
    const ligne = ligneDe(page, produit.slug)
    await ligne.getByRole('combobox', { name: /^Quantité/ }).selectOption('2')
    await expect(ligne.getByTestId('montant-ligne')).toHaveText(euros(2 * a2.prix))
    // Keyboard focus on the format's control, as a keyboard user sees it.
    await ligne.getByRole('combobox', { name: /^Format/ }).focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await page.screenshot({ path: `${CAPTURES}/panier-formats-${largeur}.png`, fullPage: true })
    await ligne.screenshot({ path: `${CAPTURES}/panier-ligne-${largeur}.png` })
    // Every option's text fits in the closed field (at 390 px the price was cut off: « 36, »).
    const debordements = await ligne
      .getByRole('combobox', { name: /^Format/ })
      .evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select)
        const ctx = document.createElement('canvas').getContext('2d')!
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const place = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        return [...select.options].filter((o) => ctx.measureText(o.text).width > place).map((o) => o.text)
      })
    expect(debordements).toEqual([])
    // Each line's controls are named after its product: two posters in a cart are two « Format » fields.
    const nom = `«\u00a0${produit.titre}\u00a0»`
    await expect(ligne.getByRole('combobox', { name: /^Format/ })).toHaveAccessibleName(`Format de ${nom}`)
    await expect(ligne.getByRole('combobox', { name: /^Quantité/ })).toHaveAccessibleName(
      `Quantité de ${nom}`,
    )
  })
}
