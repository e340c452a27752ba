// « Mes commandes » and the online withdrawal function in Chromium against the production build: a
// customer who lost every e-mail gets back to their invoice and a fresh download link from their address
// alone; a customer withdraws from a printed order from the footer's « Renoncer au contrat ici »; the
// owner finds it under « Rétractations » and refunds it. Mails come from the real SMTP capture.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { formatPrix as euros } from '../../src/lib/format/prix'
import { commandePayee, courrielsPour } from './commande'
import { connexion } from './connexion'

const CAPTURES = process.env.E2E_CAPTURES_DIR ?? 'test-results/captures'
const LARGEURS = [390, 1440] as const

const courrielPour = async (request: APIRequestContext, email: string, sujet: RegExp) =>
  (await courrielsPour(request, email, sujet)).at(-1)!

/** A full-page capture, after checking the page has no serious or critical axe violation. */
async function capture(page: Page, nom: string, largeur: number) {
  if (!page.url().includes('/admin')) {
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([])
  }
  await page.screenshot({ path: `${CAPTURES}/${nom}-${largeur}.png`, fullPage: true })
}

test.describe('espace client', () => {
  for (const largeur of LARGEURS) {
    test(`a customer who lost their e-mails gets back to their invoice and a fresh download link (${largeur} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: largeur, height: 900 })
      const email = `espace-${largeur}-${Date.now()}@example.fr`
      const produit = await commandePayee(request, 'numerique', email)

      await page.goto('/')
      await page.locator('footer').getByRole('link', { name: 'Mes commandes' }).click()
      await expect(page).toHaveURL(/\/mes-commandes$/)
      await page.getByLabel('Adresse e-mail de vos commandes').fill(email)
      await page.getByRole('button', { name: 'Recevoir mon lien d’accès' }).click()
      await expect(
        page.getByRole('form', { name: 'Recevoir un lien d’accès' }).getByRole('status'),
      ).toContainText('Nous vous envoyons un e-mail à cette adresse')
      await capture(page, 'espace-demande', largeur)

      const mail = await courrielPour(request, email, /lien d’accès/)
      const lien = /https?:\/\/\S+\/mes-commandes\/connexion\?jeton=[\w.-]+/.exec(mail.text)![0]
      await page.goto(lien)
      await page.getByRole('button', { name: 'Voir mes commandes' }).click()
      await expect(page).toHaveURL(/\/mes-commandes$/)
      await expect(page.getByTestId('email-espace')).toHaveText(email)
      expect((await page.request.get('/mes-commandes')).headers()['cache-control']).toMatch(/no-store/)
      const carte = page.locator('article[data-commande]')
      await expect(carte).toHaveCount(1)
      await expect(carte).toContainText(produit.titre)
      await expect(carte.getByTestId('statut')).toHaveText('Payée')
      await capture(page, 'espace-commandes', largeur)

      const fichier = carte.getByRole('link', { name: produit.titre })
      const facture = carte.getByRole('link', { name: /^Facture FA-\d{4}-\d{6} \(PDF\)$/ })
      const reponseFichier = await page.request.get((await fichier.getAttribute('href'))!)
      expect(reponseFichier.status()).toBe(200)
      const reponseFacture = await page.request.get((await facture.getAttribute('href'))!)
      expect(reponseFacture.status()).toBe(200)
      expect(reponseFacture.headers()['content-type']).toBe('application/pdf')

      // The link served once; « Se déconnecter » ends the session.
      await page.goto(lien)
      await page.getByRole('button', { name: 'Voir mes commandes' }).click()
      await expect(page.locator('main').getByRole('alert')).toHaveText(/a déjà servi/)
      await page.goto('/mes-commandes')
      await expect(page.getByTestId('email-espace')).toHaveText(email)
      await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click()
      await expect(page.locator('main').getByRole('alert')).toHaveText('Vous êtes déconnecté.')
      await expect(page.locator('article[data-commande]')).toHaveCount(0)
    })
  }
})

test.describe('rétractation en ligne', () => {
  test('a customer withdraws from a printed order; the owner sees it under « Rétractations » and refunds it', async ({
    page,
    request,
  }) => {
    // A purchase, a withdrawal, the admin's screen and a refund with its credit note: 53 to 66 s in CI,
    // over Playwright's 60 s beside the MongoDB pass.
    test.setTimeout(180_000)
    const email = `retractation-${Date.now()}@example.fr`
    const produit = await commandePayee(request, 'imprime', email)
    const recu = await courrielPour(request, email, /^Votre commande MC-/)
    // Without a session, the form takes the full reference the receipt gives (record 0107).
    const reference = /MC-\d{4}-\d{6}-[0-9A-Z]{6}/.exec(recu.text)![0]
    const numero = reference.slice(0, 'MC-2026-000042'.length)

    for (const largeur of LARGEURS) {
      await page.setViewportSize({ width: largeur, height: 900 })
      await page.goto('/')
      await page.locator('footer').getByRole('link', { name: 'Renoncer au contrat ici' }).click()
      await expect(page).toHaveURL(/\/retractation$/)
      await page.getByLabel('Numéro de commande').fill(reference)
      await page.getByLabel('Adresse e-mail de la commande').fill(email)
      await page.getByRole('button', { name: 'Continuer' }).click()
      await expect(page.getByRole('heading', { name: `2. Commande ${numero}` })).toBeVisible()
      await expect(page.getByRole('checkbox', { name: produit.titre })).toBeChecked()
      await capture(page, 'retractation-confirmer', largeur)
    }
    await page.getByRole('button', { name: 'Confirmer la rétractation' }).click()
    const accuse = page.getByTestId('accuse')
    await expect(accuse).toContainText('Votre rétractation est enregistrée')
    await expect(accuse).toContainText(numero)
    await capture(page, 'retractation-accuse', 1440)
    await page.setViewportSize({ width: 390, height: 900 })
    await capture(page, 'retractation-accuse', 390)

    const mail = await courrielPour(request, email, /Accusé de réception de votre rétractation/)
    expect(mail.text).toContain('Nous avons reçu votre déclaration de rétractation le ')
    expect(mail.text).toContain(produit.titre)

    // The owner: « Rétractations », the order, « Rembourser ».
    await page.setViewportSize({ width: 1440, height: 900 })
    await connexion(page.request)
    await page.goto('/admin')
    await expect(page.getByRole('link', { name: 'Rétractations' }).last()).toHaveAttribute(
      'href',
      '/admin/retractations',
    )
    await page.goto('/admin/retractations')
    await expect(page).toHaveURL(/\/admin\/retractations$/)
    const ligne = page.locator(`tr[data-numero="${numero}"]`)
    await expect(ligne).toContainText(produit.titre)
    // Date and time, the lines and their amounts, the days left to refund.
    await expect(ligne).toContainText(/\d{1,2} \S+ 20\d\d à \d\d\u00a0h\u00a0\d\d/)
    await expect(ligne).toContainText(euros(produit.prix))
    await expect(ligne).toContainText(/À rembourser avant le .+ \(1[34] jours restants\)/)
    await capture(page, 'admin-retractations', 1440)
    await ligne.getByRole('link', { name: numero }).click()
    await expect(page.locator('#field-articlesRetractes')).toHaveValue(
      new RegExp(`^• ${produit.titre.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(.+\\)$`),
    )
    // The refund of exactly the statement's lines, from « Rétractations ».
    await page.goto('/admin/retractations')
    // Never the browser's confirm: any would fail the test (Playwright dismisses it, refunding nothing).
    page.on('dialog', (d) => {
      throw new Error(`window.${d.type()} ouvert : ${d.message()}`)
    })
    await page
      .locator(`tr[data-numero="${numero}"]`)
      .getByRole('button', { name: `Rembourser ces articles (${euros(produit.prix)})` })
      .click()
    const dialogue = page.getByRole('dialog')
    await expect(dialogue).toContainText(`Rembourser ${euros(produit.prix)} au client pour ces articles`)
    await dialogue.getByRole('button', { name: `Rembourser ${euros(produit.prix)}` }).click()
    await expect(page.locator(`tr[data-numero="${numero}"]`)).toContainText('Remboursée')
    await capture(page, 'admin-retractation-remboursee', 1440)
  })

  test('« Rétractations » sends an anonymous visitor to the admin login', async ({ page }) => {
    await page.goto('/admin/retractations')
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fretractations/)
  })
})
