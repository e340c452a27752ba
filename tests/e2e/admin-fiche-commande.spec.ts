// The order page in euros and « Rembourser » any part of it (issue 46, items 3 and 4), as the owner, in
// Chromium against the production build: a paid order of a poster and a file (Stripe-compatible server);
// its page at 1440 and 390 px, then one line refunded, then the shipping, the remaining amount following.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { envoyerWebhook } from './commande'
import { connexion } from './connexion'

const CAPTURES = process.env.E2E_CAPTURES_DIR ?? 'test-results/captures'
const exact = (texte: string) => new RegExp(texte.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100)

type Produit = { slug: string; titre: string; livraison: string; prix: number }

/** A paid order of one printed poster and one file, as Stripe would confirm it. */
async function commandeDeuxLignes(request: APIRequestContext, email: string) {
  const { docs } = (await (await request.get('/api/produits?limit=100')).json()) as { docs: Produit[] }
  const affiche = docs.find((p) => p.livraison === 'imprime')!
  const fichier = docs.find((p) => p.livraison === 'numerique')!
  const paiement = await request.post('/api/commande/paiement', {
    data: {
      slugs: [affiche.slug, fichier.slug],
      email,
      consentementNumerique: true,
      renonciationRetractation: true,
    },
  })
  expect(paiement.status()).toBe(201)
  const sessionId = /cs_test_\w+/.exec((await paiement.json()).url)![0]
  expect(await (await envoyerWebhook(request, sessionId, 'checkout.session.completed')).json()).toMatchObject(
    {
      applied: true,
    },
  )
  return { affiche, fichier }
}

type Commande = { id: number; numero: string; total: number; fraisDePort: number; sousTotal: number }

async function commandeDe(request: APIRequestContext, headers: Record<string, string>, email: string) {
  const { docs } = await (
    await request.get(`/api/commandes?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
  ).json()
  return docs[0] as Commande
}

/** A full page from its top: scrolled, Payload's sticky bar would be drawn across the middle. */
async function pleinePage(page: Page, nom: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${CAPTURES}/${nom}.png`, fullPage: true })
}

/** Opens the dialog, ticks what is named, checks the sum it announces, confirms, waits for the page. */
async function rembourser(page: Page, coche: string | RegExp, montant: number) {
  await page.getByRole('button', { name: 'Rembourser…' }).click()
  const dialogue = page.getByRole('dialog')
  await expect(dialogue).toBeVisible()
  await dialogue.getByLabel(coche).check()
  await expect(dialogue.getByTestId('bilan-remboursement')).toContainText(`Vous remboursez ${euros(montant)}`)
  await dialogue.getByRole('button', { name: `Rembourser ${euros(montant)}` }).click()
  await expect(dialogue).toHaveCount(0, { timeout: 30_000 })
}

test.describe('la fiche d’une commande', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('in euros at 1440 and 390 px; a line refunded, then the shipping, what is left following', async ({
    page,
    request,
  }) => {
    const email = `fiche-commande-${Date.now()}@example.fr`
    const { affiche, fichier } = await commandeDeuxLignes(request, email)
    const headers = await connexion(page.request)
    const commande = await commandeDe(request, headers, email)
    expect(commande.fraisDePort).toBeGreaterThan(0)

    // The list: searched by e-mail, its total in euros.
    await page.goto(`/admin/collections/commandes?search=${encodeURIComponent(email)}`)
    const rangee = page.locator('tr', { hasText: commande.numero })
    await expect(rangee).toContainText(euros(commande.total))
    await expect(page.locator('body')).not.toContainText(/centimes/i)

    await page.goto(`/admin/collections/commandes/${commande.id}`)
    const fiche = page.locator('.mc-fiche')
    await expect(fiche).toContainText('Payée')
    await expect(fiche).toContainText(affiche.titre)
    await expect(fiche).toContainText(euros(affiche.prix))
    await expect(fiche).toContainText(euros(commande.fraisDePort))
    await expect(fiche).toContainText(euros(commande.total))
    await expect(fiche).toContainText(/Facture FA-\d{4}-\d{6}/)
    await expect(page.getByTestId('reste-bouton')).toHaveText(euros(commande.total))
    await expect(page.locator('body')).not.toContainText(/centimes/i)
    await pleinePage(page, 'admin-fiche-commande-1440')

    await page.setViewportSize({ width: 390, height: 844 })
    await page.reload()
    await expect(fiche).toBeVisible()
    // On a phone the totals (shipping included) follow the lines, before the other blocks.
    const totaux = await page.locator('.mc-fiche__totaux').boundingBox()
    const client = await page.getByRole('region', { name: 'Client et paiement' }).boundingBox()
    expect(totaux!.y).toBeLessThan(client!.y)
    expect(totaux!.x + totaux!.width).toBeLessThanOrEqual(390)
    await pleinePage(page, 'admin-fiche-commande-390')
    // The first screen of a phone, as it is seen (the full page above is reduced to be looked at).
    await page.locator('.mc-fiche__articles').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${CAPTURES}/admin-fiche-commande-390-articles.png` })

    // The file's line (its price, no shipping: a poster is left).
    await rembourser(page, exact(fichier.titre), fichier.prix)
    const reste1 = commande.total - fichier.prix
    await expect(page.getByTestId('reste-bouton')).toHaveText(euros(reste1), { timeout: 30_000 })
    await expect(page.getByTestId('reste-a-rembourser')).toHaveText(euros(reste1))
    await pleinePage(page, 'admin-fiche-commande-rembourse-390')
    await page.getByRole('button', { name: 'Rembourser…' }).click()
    await page
      .getByRole('dialog')
      .getByLabel(/Frais de livraison/)
      .check()
    await page.screenshot({ path: `${CAPTURES}/admin-fiche-commande-dialogue-390.png` })
    await page.getByRole('button', { name: 'Annuler' }).click()

    await page.setViewportSize({ width: 1440, height: 900 })
    await page.reload()
    // The refunded line cannot be chosen again; the shipping alone.
    await page.getByRole('button', { name: 'Rembourser…' }).click()
    await expect(page.getByRole('dialog').getByLabel(exact(fichier.titre))).toBeDisabled()
    await page.screenshot({ path: `${CAPTURES}/admin-fiche-commande-dialogue-1440.png` })
    await page.getByRole('button', { name: 'Annuler' }).click()
    await rembourser(page, /Frais de livraison/, commande.fraisDePort)
    const reste2 = reste1 - commande.fraisDePort
    await expect(page.getByTestId('reste-bouton')).toHaveText(euros(reste2), { timeout: 30_000 })
    await expect(fiche).toContainText(euros(commande.total - reste2))
    await expect(page.locator('.mc-fiche__documents li', { hasText: /Avoir AV-\d{4}-\d{6}/ })).toHaveCount(2)
    await expect(page.locator('.mc-fiche__historique li', { hasText: 'Remboursement' })).toHaveCount(2)
    await pleinePage(page, 'admin-fiche-commande-rembourse-1440')
  })
})
