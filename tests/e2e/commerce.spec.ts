import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { envoyerWebhook, courrielsPour } from './commande'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './constants'

const CAPTURES = process.env.E2E_CAPTURES_DIR ?? 'test-results/captures'

type Produit = { slug: string; titre: string; prix: number; livraison: 'numerique' | 'imprime' }

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100)

async function catalogue(request: APIRequestContext) {
  const res = await request.get('/api/produits?limit=100')
  expect(res.ok()).toBe(true)
  const { docs } = (await res.json()) as { docs: Produit[] }
  const numerique = docs.find((p) => p.livraison === 'numerique')!
  const imprime = docs.find((p) => p.livraison === 'imprime' && p.prix < 3000)!
  expect(numerique && imprime).toBeTruthy()
  return { numerique, imprime }
}

async function ajouterAuPanier(page: Page, slug: string) {
  await page.goto(`/produits/affiches/${slug}`)
  const bouton = page.getByRole('button', { name: 'Ajouter au panier' }).first()
  await expect(bouton).toBeEnabled()
  await bouton.click()
  await expect(page.getByRole('button', { name: 'Retirer du panier' }).first()).toBeVisible()
}

async function livrerWebhook(request: APIRequestContext, sessionId: string, type: string) {
  const res = await envoyerWebhook(request, sessionId, type)
  expect(res.status()).toBe(200)
  return (await res.json()) as { received: boolean; applied: boolean }
}

/** The cart page with both products: its lines, totals and the withdrawal link; answers the total. */
async function verifierLePanier(
  page: Page,
  numerique: Produit,
  imprime: Produit,
  reglages: { livraisonOfferteDes: number; fraisDePort: number },
) {
  await page.goto('/commande')
  const lignes = page.getByTestId('panier-lignes').locator('li')
  await expect(lignes).toHaveCount(2)
  await expect(lignes.filter({ hasText: numerique.titre })).toContainText('Fichier numérique à télécharger')
  await expect(lignes.filter({ hasText: imprime.titre })).toContainText(euros(imprime.prix))
  const sousTotal = numerique.prix + imprime.prix
  const port = sousTotal >= reglages.livraisonOfferteDes ? 0 : reglages.fraisDePort
  await expect(page.getByTestId('sous-total')).toHaveText(euros(sousTotal))
  await expect(page.getByTestId('total')).toHaveText(euros(sousTotal + port))
  await expect(page.getByText(`Livraison offerte dès ${euros(reglages.livraisonOfferteDes)}`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'le droit de rétractation' })).toHaveAttribute(
    'href',
    '/cgv#retractation',
  )
  return sousTotal + port
}

/** A practitioner's company and VAT number, for the invoice; a SIRET with a wrong key is refused as the
 *  field is left, in French, the right one kept. */
async function remplirLaSociete(recap: Locator) {
  await recap.getByText('Facture au nom d’une société (facultatif)').click()
  await recap.getByLabel('Société (facultatif)').fill('Cabinet Horizon')
  await recap.getByLabel('N° de TVA intracommunautaire (facultatif)').fill('fr 64 443061841')
  const siret = recap.getByLabel('SIREN ou SIRET (facultatif)')
  await siret.fill('732 829 320 00075')
  await siret.blur()
  await expect(siret).toHaveAttribute('aria-invalid', 'true')
  await expect(recap.getByText(/^SIREN ou SIRET invalide/)).toBeVisible()
  await siret.fill('732 829 320 00074')
  await expect(siret).toHaveAttribute('aria-invalid', 'false')
}

/** The digital item requires two distinct statements (L221-28 13°), neither pre-ticked: the browser
 *  blocks the form until both are ticked, then pays. */
async function payerApresLesDeuxDeclarations(page: Page, recap: Locator) {
  const payer = recap.getByRole('button', { name: /^Payer/ })
  const fourniture = recap.getByLabel(/Je demande expressément la mise à disposition immédiate/)
  const renonciation = recap.getByLabel(/Je reconnais que je perds ainsi mon droit de rétractation/)
  await expect(fourniture).not.toBeChecked()
  await expect(renonciation).not.toBeChecked()
  await payer.click()
  await expect(page).toHaveURL(/\/commande$/)
  await fourniture.check()
  await payer.click()
  await expect(page).toHaveURL(/\/commande$/)
  expect(await renonciation.evaluate((e: HTMLInputElement) => e.validity.valueMissing)).toBe(true)
  await renonciation.check()
  await payer.click()
}

test.describe('commande — le panier et la société', () => {
  test('an empty cart shows a friendly state with a link to the products', async ({ page }) => {
    await page.goto('/commande')
    await expect(page.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Découvrir les produits' })).toHaveAttribute(
      'href',
      '/produits',
    )
  })

  test('the company fields of « Facture au nom d’une société » at 390 and 1440 px', async ({
    page,
    request,
  }) => {
    const { imprime } = await catalogue(request)
    await ajouterAuPanier(page, imprime.slug)
    for (const largeur of [390, 1440]) {
      await page.setViewportSize({ width: largeur, height: 900 })
      await page.goto('/commande')
      const recap = page.getByRole('region', { name: 'Récapitulatif' })
      await recap.getByText('Facture au nom d’une société (facultatif)').click()
      await recap.getByLabel('Société (facultatif)').fill('Cabinet Horizon')
      const siret = recap.getByLabel('SIREN ou SIRET (facultatif)')
      await siret.fill('123 456 789')
      await siret.blur()
      await expect(recap.getByText(/^SIREN ou SIRET invalide/)).toBeVisible()
      // A VAT number of another member state asks for the company's billing country.
      const pays = recap.getByLabel('Pays de facturation de la société')
      await expect(pays).toHaveCount(0)
      await recap.getByLabel('N° de TVA intracommunautaire (facultatif)').fill('BE 0411 905 847')
      await pays.selectOption('BE')
      await expect(pays).toHaveValue('BE')
      // The company pays without French VAT: the cart says so before Stripe's page does.
      const horsTva = recap.getByTestId('total-hors-tva')
      await expect(horsTva).toBeVisible()
      await expect(recap.getByRole('button', { name: /^Payer/ })).toHaveText(
        `Payer ${await horsTva.textContent()}`,
      )
      expect(await horsTva.textContent()).not.toBe(await recap.getByTestId('total').textContent())
      // Paying with the wrong key keeps the customer on the form, on the field.
      await recap.getByLabel('Votre adresse e-mail').fill('siret-e2e@example.fr')
      await recap.getByRole('button', { name: /^Payer/ }).click()
      await expect(page).toHaveURL(/\/commande$/)
      await expect(siret).toBeFocused()
      await recap.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${CAPTURES}/commande-societe-siret-${largeur}.png`, fullPage: true })
    }
  })
})

test.describe('commande — payer et recevoir', () => {
  test('fill the cart, pay through Stripe, get the webhook, see the confirmation and download the file', async ({
    page,
    request,
  }) => {
    const { numerique, imprime } = await catalogue(request)
    const reglages = await (await request.get('/api/globals/reglages')).json()
    await ajouterAuPanier(page, numerique.slug)
    await ajouterAuPanier(page, imprime.slug)

    const total = await verifierLePanier(page, numerique, imprime, reglages)
    const recap = page.getByRole('region', { name: 'Récapitulatif' })
    await recap.getByLabel('Votre adresse e-mail').fill('achat-e2e@example.fr')
    await remplirLaSociete(recap)
    await payerApresLesDeuxDeclarations(page, recap)

    // The fake Stripe checkout redirects straight to the success URL.
    await page.waitForURL(/\/commande\?session_id=cs_test_/)
    const sessionId = new URL(page.url()).searchParams.get('session_id')!
    await expect(page.getByRole('heading', { name: 'Paiement en cours de confirmation…' })).toBeVisible()
    await expect(page.getByTestId('numero-commande')).toHaveText(/^MC-\d{4}-\d{6}$/)

    expect(await livrerWebhook(request, sessionId, 'checkout.session.completed')).toEqual({
      received: true,
      applied: true,
    })
    // The page polls until the webhook's result shows.
    await expect(page.getByRole('heading', { name: /Merci pour votre commande/ })).toBeVisible({
      timeout: 15_000,
    })
    await expect(page.getByTestId('statut-commande')).toHaveText('Payée')
    await expect(page.getByTestId('total-commande')).toHaveText(euros(total))
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mots-couleurs-cart'))).toBe('[]')
    // Both statements confirmed in words, on the page and in the receipt.
    await expect(page.getByTestId('consentement-confirme')).toContainText(
      'vous avez expressément demandé la mise à disposition immédiate de vos fichiers numériques et reconnu perdre ainsi votre droit de rétractation',
    )

    const lien = page.getByRole('link', { name: `Télécharger «\u00a0${numerique.titre}\u00a0»` })
    const [telechargement] = await Promise.all([page.waitForEvent('download'), lien.click()])
    expect(telechargement.suggestedFilename()).not.toBe('')
    expect(await telechargement.failure()).toBeNull()

    // The invoice: numbered, a PDF under its number, for the company given at checkout.
    const facture = page.getByRole('link', { name: /Télécharger la facture FA-\d{4}-\d{6}/ })
    const [pdf] = await Promise.all([page.waitForEvent('download'), facture.click()])
    expect(pdf.suggestedFilename()).toMatch(/^FA-\d{4}-\d{6}\.pdf$/)
    expect(await pdf.failure()).toBeNull()

    // The same event again changes nothing and sends no second receipt.
    expect(await livrerWebhook(request, sessionId, 'checkout.session.completed')).toEqual({
      received: true,
      applied: false,
    })
    const mails = await courrielsPour(request, 'achat-e2e@example.fr')
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toMatch(/^Votre commande MC-\d{4}-\d{6} — Mots & Couleurs$/)
    expect(mails[0].text).toMatch(/\/api\/commande\/facture\/\S+/)
    expect(mails[0].text).toMatch(
      /avant le paiement, vous avez expressément demandé la mise à disposition immédiate/,
    )
    const lienCourriel = mails[0].text.match(/http:\/\/\S+\/api\/commande\/telechargement\/\S+/)![0]
    const fichier = await request.get(lienCourriel)
    expect(fichier.status()).toBe(200)
    expect(fichier.headers()['content-disposition']).toMatch(/^attachment; filename=/)
    // A tampered link is refused with a French page.
    const faux = await request.get(`${lienCourriel.slice(0, -3)}abc`, { headers: { accept: 'text/html' } })
    expect(faux.status()).toBe(403)
    expect(await faux.text()).toContain('Téléchargement impossible')
  })
})

test.describe('commande — expédier, annuler', () => {
  test('the owner ships a paid order: listed « à expédier », shipped with its tracking number, the customer mailed, then « En route »', async ({
    page,
    request,
  }) => {
    const { imprime } = await catalogue(request)
    const email = `expedition-${Date.now()}@example.fr`
    const paiement = await request.post('/api/commande/paiement', { data: { slugs: [imprime.slug], email } })
    expect(paiement.status()).toBe(201)
    const sessionId = /cs_test_\w+/.exec((await paiement.json()).url)![0]
    expect(await livrerWebhook(request, sessionId, 'checkout.session.completed')).toMatchObject({
      applied: true,
    })

    const connexion = await page.request.post('/api/users/login', {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
    const headers = { Authorization: `JWT ${(await connexion.json()).token}` }
    const { docs } = await (
      await request.get(`/api/commandes?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
        headers,
      })
    ).json()
    const commande = docs[0] as { id: number; numero: string }

    await page.goto('/admin/a-expedier')
    await expect(page.getByText(commande.numero)).toBeVisible()
    // Without a tracking number the order stays paid, with a French reason.
    const sansNumero = await request.patch(`/api/commandes/${commande.id}`, {
      headers,
      data: { statut: 'expediee', transporteur: 'colissimo' },
    })
    expect(sansNumero.status()).toBe(400)
    expect((await sansNumero.json()).error).toMatch(/suivi/i)
    const envoi = await request.patch(`/api/commandes/${commande.id}`, {
      headers,
      data: { statut: 'expediee', transporteur: 'colissimo', numeroSuivi: '6A12345678901' },
    })
    expect(envoi.status()).toBe(200)

    const mails = await courrielsPour(request, email, undefined, 2)
    const enRoute = mails.find((m) => m.subject === `Votre commande ${commande.numero} est en route`)!
    expect(enRoute.text).toContain('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901')
    // Shipped, it leaves the orders to ship for « En route », where it waits to be marked delivered.
    await page.goto('/admin/a-expedier')
    const rangee = page.getByRole('row', { name: new RegExp(commande.numero) })
    await expect(rangee).toHaveCount(1)
    await expect(rangee.getByRole('button', { name: 'Marquer livrée' })).toBeVisible()
    await expect(
      page.getByRole('checkbox', { name: `Bon de livraison de la commande ${commande.numero}` }),
    ).toHaveCount(0)
  })

  test('a cancelled payment lands on /commande/erreur and keeps the cart', async ({ page, request }) => {
    const { imprime } = await catalogue(request)
    await ajouterAuPanier(page, imprime.slug)
    await page.goto('/commande')
    // The fake Stripe cancels sessions whose e-mail starts with "annul".
    const recap = page.getByRole('region', { name: 'Récapitulatif' })
    await recap.getByLabel('Votre adresse e-mail').fill('annulation-e2e@example.fr')
    await recap.getByRole('button', { name: /^Payer/ }).click()
    await page.waitForURL(/\/commande\/erreur$/)
    await expect(page.getByRole('heading', { name: 'Le paiement n’a pas abouti' })).toBeVisible()
    await page.getByRole('link', { name: 'Retour au panier' }).click()
    await expect(page.getByTestId('panier-lignes').locator('li')).toHaveCount(1)
    await expect(page.getByTestId('panier-lignes')).toContainText(imprime.titre)
  })
})

test('the contact form stores and mails the message', async ({ page, request }) => {
  const sujet = `Question e2e ${Date.now()}`
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Formulaire de contact' })
  await form.getByLabel('Nom').fill('Camille Martin')
  await form.getByLabel('E-mail').fill('camille-e2e@example.fr')
  await form.getByLabel(/Sujet/).fill(sujet)
  await form.getByLabel('Message').fill('Bonjour, proposez-vous des formats A2 pour mon cabinet ?')
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(form.getByRole('status')).toHaveText(/votre message a bien été envoyé/)
  const reglages = await (await request.get('/api/globals/reglages')).json()
  const mails = await courrielsPour(request, reglages.email)
  const mail = mails.find((m) => m.subject.includes(sujet))!
  expect(mail.text).toContain('proposez-vous des formats A2')
})

test('newsletter double opt-in through the mailed link, then unsubscribe', async ({ page, request }) => {
  const email = `lettre-${Date.now()}@example.fr`
  await page.goto('/')
  const form = page.locator('form[data-variant="home"]')
  await form.getByLabel('Votre adresse e-mail').fill(email)
  await form.getByLabel(/J’accepte de recevoir la lettre/).check()
  await form.getByRole('button', { name: 'Je m’abonne' }).click()
  await expect(form.getByRole('status')).toHaveText(/un e-mail de confirmation/)

  const [mail] = await courrielsPour(request, email)
  expect(mail.subject).toBe('Confirmez votre inscription à la lettre de Mots & Couleurs')
  const confirmer = mail.text.match(/http:\/\/\S+\/api\/abonnement\/confirmer\?token=\S+/)![0]
  const desabonner = mail.text.match(/http:\/\/\S+\/api\/abonnement\/desabonner\?token=\S+/)![0]
  await page.goto(confirmer)
  await expect(page).toHaveURL(/\/newsletter\/confirmee$/)
  await expect(page.getByRole('heading', { name: 'Inscription confirmée' })).toBeVisible()
  await page.goto(desabonner)
  await expect(page).toHaveURL(/\/newsletter\/desabonnee$/)
  await expect(page.getByRole('heading', { name: 'Vous êtes désabonné·e' })).toBeVisible()
})

test('GET /api/now answers the server time, never cached', async ({ request }) => {
  const res = await request.get('/api/now')
  expect(res.headers()['cache-control']).toBe('no-store')
  const { now } = await res.json()
  expect(Math.abs(Date.parse(now) - Date.now())).toBeLessThan(60_000)
})
