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

/** The PDF at `url`, fetched with the page's session, as text. */
async function texteDe(request: APIRequestContext, url: string) {
  const res = await request.get(url)
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

  // The checked orders' slips: the form opens one PDF whose query names them.
  const [onglet] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Imprimer les bons de livraison cochés' }).click(),
  ])
  expect(new URL(onglet.url()).searchParams.getAll('numeros')).toContain(commande.numero)
  const selection = await texteDe(page.request, onglet.url())
  await onglet.close()
  expect(selection).toContain(`Commande ${commande.numero}`)
  expect(selection).toContain(produit.titre)
  expect(selection).not.toContain('€')

  // One order's slip, from its row.
  const lien = ligne.getByRole('link', { name: 'Bon de livraison' })
  const seul = await texteDe(page.request, (await lien.getAttribute('href'))!)
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

  await page.goto(`/admin/collections/commandes/${commande.id}`)
  await page.getByRole('button', { name: 'Marquer livrée' }).click()
  const dialogue = page.getByRole('dialog')
  const date = page.getByLabel('Livrée le (heure de Paris)')
  const aujourdhui = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
  await expect(date).toHaveValue(aujourdhui)
  await page.screenshot({ path: `${CAPTURES}/admin-commande-livree-1440.png` })
  await dialogue
    .getByRole('button', { name: 'Marquer livrée' })
    .or(page.locator('#confirm-action'))
    .first()
    .click()
  await expect(page.getByText(`Commande ${commande.numero} marquée livrée.`)).toBeVisible()

  const apres = await commandeDe(request, headers, email)
  expect(apres.statut).toBe('expediee')
  expect(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(apres.livreeLe!)),
  ).toBe(aujourdhui)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Marquer livrée' })).toHaveCount(0)
  await page.goto('/admin/a-expedier')
  await expect(page.getByRole('row', { name: new RegExp(commande.numero) })).toHaveCount(0)
})
