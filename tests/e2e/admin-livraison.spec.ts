// « À expédier » at the studio's bench (issue 46, item 5): the packing slips of the checked orders in one
// PDF and one order's slip, then the order shipped and marked « Livrée » from its page with the admin's
// own dialog. Chromium against the production build; the slips are read back with pdf.js.
import { expect, test, type APIRequestContext } from '@playwright/test'

import { texteDuPdf } from '../support/pdf'
import { commandePayee } from './commande'
import { connexion } from './connexion'

const CAPTURES = process.env.E2E_CAPTURES_DIR ?? 'test-results/captures'

type Commande = { id: number; numero: string; statut: string; livreeLe?: string | null }

async function commandeDe(request: APIRequestContext, headers: Record<string, string>, email: string) {
  const { docs } = await (
    await request.get(`/api/commandes?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
  ).json()
  return docs[0] as Commande
}

/** The PDF at `url` as text, fetched with the admin's token (the browser's own GET carries its cookie
 *  with Sec-Fetch-Site, which Payload's CSRF check wants; a test client sends no such header). */
async function texteDe(request: APIRequestContext, url: string, headers: Record<string, string>) {
  const res = await request.get(url, { headers })
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/pdf')
  return texteDuPdf(new Uint8Array(await res.body()))
}

test('packing slips from « À expédier », then « Marquer livrée » on the order page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const email = `livraison-${Date.now()}@example.fr`
  const produit = await commandePayee(request, 'imprime', email)
  const headers = await connexion(page.request)
  const commande = await commandeDe(request, headers, email)

  await page.goto('/admin/a-expedier')
  const ligne = page.getByRole('row', { name: new RegExp(commande.numero) })
  await expect(ligne.getByRole('checkbox')).toBeChecked()
  await page.screenshot({ path: `${CAPTURES}/admin-a-expedier-1440.png`, fullPage: true })

  // The checked orders' slips: the form asks for one PDF naming them (in a new tab, which headless
  // Chromium may download rather than show: the request is what the test reads).
  const [demande] = await Promise.all([
    page.context().waitForEvent('request', (r) => r.url().includes('/api/admin/commandes/bons-de-livraison')),
    page.getByRole('button', { name: 'Imprimer les bons de livraison cochés' }).click(),
  ])
  expect(new URL(demande.url()).searchParams.getAll('numeros')).toContain(commande.numero)
  const selection = await texteDe(page.request, demande.url(), headers)
  for (const autre of page.context().pages()) if (autre !== page) await autre.close()
  expect(selection).toContain(`Commande ${commande.numero}`)
  expect(selection).toContain(produit.titre)
  expect(selection).not.toContain('€')

  // One order's slip, from its row.
  const lien = ligne.getByRole('link', { name: 'Bon de livraison' })
  const seul = await texteDe(page.request, (await lien.getAttribute('href'))!, headers)
  expect(seul).toContain(`Commande ${commande.numero}`)
  expect(seul).toContain('1 exemplaire au total')
  expect(seul).not.toContain('€')

  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${CAPTURES}/admin-a-expedier-390.png`, fullPage: true })
  await page.setViewportSize({ width: 1440, height: 900 })

  // Shipped (as the order page's save does), it moves to « En route ».
  const expedition = await page.request.patch(`/api/commandes/${commande.id}`, {
    headers,
    data: { statut: 'expediee', transporteur: 'colissimo', numeroSuivi: '6A98765432101' },
  })
  expect(expedition.status()).toBe(200)
  await page.goto('/admin/a-expedier')
  const enRoute = page.getByRole('row', { name: new RegExp(commande.numero) })
  await expect(enRoute.getByRole('button', { name: 'Marquer livrée' })).toBeVisible()
  await expect(enRoute).toContainText('La Poste Colissimo\u00a0: 6A98765432101')
  await page.screenshot({ path: `${CAPTURES}/admin-a-expedier-en-route-1440.png`, fullPage: true })

  await page.goto(`/admin/collections/commandes/${commande.id}`)
  await page.getByRole('button', { name: 'Marquer livrée' }).click()
  const date = page.getByLabel('Livrée le (heure de Paris)')
  const aujourdhui = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
  await expect(date).toHaveValue(aujourdhui)
  await page.screenshot({ path: `${CAPTURES}/admin-commande-livree-1440.png` })
  // The dialog's confirmation, rendered after the sidebar's button.
  await page.getByRole('button', { name: 'Marquer livrée' }).last().click()

  await expect
    .poll(async () => (await commandeDe(request, headers, email)).livreeLe ?? null, { timeout: 15_000 })
    .not.toBeNull()
  const apres = await commandeDe(request, headers, email)
  expect(apres.statut).toBe('expediee')
  expect(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(apres.livreeLe!)),
  ).toBe(aujourdhui)
  // The dialog reloads the page: read again, the order has no « Marquer livrée » any more.
  await expect(page.getByRole('button', { name: 'Marquer livrée' })).toHaveCount(0)
  await page.waitForLoadState('load')
  await page.goto('/admin/a-expedier')
  await expect(page.getByRole('row', { name: new RegExp(commande.numero) })).toHaveCount(0)
})
