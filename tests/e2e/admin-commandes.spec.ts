// The owner's day in the admin: an editor ships an order and refunds another from the
// order's screen in Payload's admin, in Chromium against the production build; the fake Stripe server
// records the refund and the real SMTP capture the customer's mails.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { commandePayee, FAKES, courrielsPour } from './commande'
import { connexion } from './connexion'

const CAPTURES = process.env.E2E_CAPTURES_DIR ?? 'test-results/captures'

type Commande = { id: number; numero: string; statut: string; numeroAvoir?: string | null }

async function commandeDe(request: APIRequestContext, headers: Record<string, string>, email: string) {
  const { docs } = await (
    await request.get(`/api/commandes?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
  ).json()
  return docs[0] as Commande
}

/** Picks an option of one of Payload's select fields (react-select). */
async function choisir(page: Page, champ: string, option: string) {
  await page.locator(`#field-${champ} .rs__control`).click()
  await page.locator('.rs__option', { hasText: option }).first().click()
}

test.describe('commandes dans l’admin — expédier', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('an editor ships an order from its screen: carrier, tracking number, saved, the customer mailed', async ({
    page,
    request,
  }) => {
    const email = `admin-expedition-${Date.now()}@example.fr`
    await commandePayee(request, 'imprime', email)
    const headers = await connexion(page.request)
    const commande = await commandeDe(request, headers, email)

    await page.goto('/admin/a-expedier')
    await page.getByRole('link', { name: commande.numero }).first().click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/commandes/${commande.id}`))
    await choisir(page, 'statut', 'Expédiée')
    await choisir(page, 'transporteur', 'Colissimo')
    await page.locator('#field-numeroSuivi').fill('6A98765432101')
    await page.screenshot({ path: `${CAPTURES}/admin-commande-expedition-1440.png`, fullPage: true })
    await page.locator('#action-save').click()
    await expect(page.getByText(/mis à jour|enregistré/i).first()).toBeVisible()

    const [mail] = await courrielsPour(request, email, /est en route/)
    expect(mail.subject).toBe(`Votre commande ${commande.numero} est en route`)
    expect(mail.text).toContain('6A98765432101')
    const apres = await commandeDe(request, headers, email)
    expect(apres.statut).toBe('expediee')
    // Shipped, it leaves the orders to ship for « En route », where it waits to be marked delivered.
    await page.goto('/admin/a-expedier')
    const rangee = page.getByRole('row', { name: new RegExp(commande.numero) })
    await expect(rangee).toHaveCount(1)
    await expect(rangee.getByRole('button', { name: 'Marquer livrée' })).toBeVisible()
    await expect(
      page.getByRole('checkbox', { name: `Bon de livraison de la commande ${commande.numero}` }),
    ).toHaveCount(0)
  })
})

test.describe('commandes dans l’admin — rembourser', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('an editor refunds an order with « Rembourser »: Stripe refunds it, links revoked, credit note, mail', async ({
    page,
    request,
  }) => {
    const email = `admin-remboursement-${Date.now()}@example.fr`
    await commandePayee(request, 'numerique', email)
    const headers = await connexion(page.request)
    const commande = await commandeDe(request, headers, email)
    const [recu] = await courrielsPour(request, email, /Confirmation|commande/i)
    const lienFichier = /https?:\/\/\S+\/api\/commande\/telechargement\/[\w.-]+/.exec(recu.text)?.[0]
    expect(lienFichier).toBeTruthy()
    expect((await request.get(lienFichier!)).status()).toBe(200)

    await page.goto(`/admin/collections/commandes/${commande.id}`)
    const bouton = page.getByRole('button', { name: 'Rembourser…' })
    await expect(bouton).toBeVisible()
    await page.screenshot({ path: `${CAPTURES}/admin-commande-rembourser-1440.png`, fullPage: true })
    await bouton.click()
    const dialogue = page.getByRole('dialog', { name: `Rembourser la commande ${commande.numero}` })
    await expect(dialogue).toBeVisible()
    // Its only line: everything (the order's page, src/admin/components/FicheCommande).
    await dialogue.getByRole('checkbox').first().check()
    await dialogue.getByRole('button', { name: /^Rembourser \d/ }).click()
    // The screen reloads with the refunded order and its credit note. The refund renders the credit
    // note (PDF and Factur-X) before the reload, and the list then loads: on two busy cores, 10 s were
    // seen to run out while it said « Chargement en cours ».
    await expect(page.locator('.mc-fiche__documents')).toContainText(/AV-\d{4}-\d{6}/, { timeout: 30_000 })
    await expect(page.getByRole('button', { name: 'Rembourser…' })).toHaveCount(0)
    await page.screenshot({ path: `${CAPTURES}/admin-commande-remboursee-1440.png`, fullPage: true })
    const apres = await commandeDe(request, headers, email)
    expect(apres.statut).toBe('remboursee')

    const stripe = (await (await request.get(`${FAKES}/__test/requests`)).json()) as {
      path: string
      idempotencyKey: string | null
    }[]
    expect(
      stripe.filter(
        (r) =>
          r.path === '/v1/refunds' &&
          // The dialog's key, drawn when it opened (src/lib/facture/remboursement/demandeRemboursement.ts).
          new RegExp(`^remboursement-[\\w-]+-${commande.id}-cle-[0-9a-f]{32}$`).test(r.idempotencyKey ?? ''),
      ),
    ).toHaveLength(1)
    const [mail] = await courrielsPour(request, email, /^Remboursement/)
    expect(mail.text).toMatch(/AV-\d{4}-\d{6}/)
    const lienAvoir = /https?:\/\/\S+\/api\/commande\/avoir\/[\w.-]+\?n=AV-\d{4}-\d{6}/.exec(mail.text)?.[0]
    const avoir = await request.get(lienAvoir!)
    expect(avoir.status()).toBe(200)
    expect(avoir.headers()['content-type']).toBe('application/pdf')
    expect((await request.get(lienFichier!)).status()).toBe(403)
  })
})

test.describe('commandes dans l’admin — la boîte d’envoi', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the outbox shows a receipt’s recipient, subject and state, never its links (ticket 44)', async ({
    page,
    request,
  }) => {
    const email = `admin-boite-envoi-${Date.now()}@example.fr`
    await commandePayee(request, 'numerique', email)
    const [recu] = await courrielsPour(request, email, /Confirmation|commande/i)
    expect(recu.text).toMatch(/\/api\/commande\/telechargement\//)
    const headers = await connexion(page.request)
    const { docs } = await (
      await request.get(`/api/courriels?where[destinataire][equals]=${encodeURIComponent(email)}&depth=0`, {
        headers,
      })
    ).json()
    expect(docs.length).toBeGreaterThan(0)
    for (const largeur of [1440, 390]) {
      await page.setViewportSize({ width: largeur, height: 900 })
      await page.goto(`/admin/collections/courriels/${encodeURIComponent(docs[0].id)}`)
      await expect(page.locator('#field-destinataire')).toHaveValue(email)
      await expect(page.locator('#field-sujet')).toHaveValue(docs[0].sujet)
      await page.screenshot({ path: `${CAPTURES}/admin-courriel-${largeur}.png`, fullPage: true })
      const html = await page.content()
      expect(html).not.toMatch(/jeton=|\/api\/commande\/(telechargement|facture)\/|scelle:v1:/)
    }
  })
})
