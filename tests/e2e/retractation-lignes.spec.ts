// The withdrawal form by line (docs/decisions/0133): a customer withdraws from one print of a two-print
// order, with the acknowledgement at another address, then comes back and withdraws from the other.
import { expect, test } from '@playwright/test'

import { envoyerWebhook, courrielsPour } from './commande'

test('withdrawal line by line: two statements on one order, each acknowledged', async ({ page, request }) => {
  const email = `lignes-${Date.now()}@example.fr`
  const autre = `accuse-${Date.now()}@example.fr`
  const { docs } = (await (await request.get('/api/produits?limit=100')).json()) as {
    docs: { slug: string; titre: string; livraison: string }[]
  }
  const [a, b] = docs.filter((p) => p.livraison === 'imprime')
  const paiement = await request.post('/api/commande/paiement', { data: { slugs: [a.slug, b.slug], email } })
  expect(paiement.status()).toBe(201)
  const sessionId = /cs_test_\w+/.exec((await paiement.json()).url)![0]
  expect(await (await envoyerWebhook(request, sessionId, 'checkout.session.completed')).json()).toMatchObject(
    {
      applied: true,
    },
  )
  const [recu] = await courrielsPour(request, email, /^Votre commande MC-/)
  const reference = /MC-\d{4}-\d{6}-[0-9A-Z]{6}/.exec(recu.text)![0]

  const ouvrir = async () => {
    await page.goto('/retractation')
    await page.getByLabel('Numéro de commande').fill(reference)
    await page.getByLabel('Adresse e-mail de la commande').fill(email)
    await page.getByRole('button', { name: 'Continuer' }).click()
  }

  // First statement: the first print only, acknowledged at another address.
  await ouvrir()
  await expect(page.getByRole('checkbox', { name: a.titre })).toBeChecked()
  await page.getByRole('checkbox', { name: b.titre }).uncheck()
  await page.getByLabel('Recevoir l’accusé de réception à une autre adresse (facultatif)').fill(autre)
  await page.getByRole('button', { name: 'Confirmer la rétractation' }).click()
  const accuse = page.getByTestId('accuse')
  await expect(accuse).toContainText('Votre rétractation est enregistrée')
  await expect(accuse).toContainText(autre)
  await expect(accuse).toContainText(a.titre)
  await expect(accuse).not.toContainText(b.titre)
  const [premier] = await courrielsPour(request, autre, /Accusé de réception de votre rétractation/)
  expect(premier.text).toContain(a.titre)

  // Second statement, later: the first print is done, the second still open.
  await ouvrir()
  const dejaFaite = page.getByRole('checkbox', { name: a.titre })
  await expect(dejaFaite).toBeDisabled()
  await expect(page.getByText('Vous vous êtes déjà rétracté de cet article.')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: b.titre })).toBeChecked()
  await page.getByRole('button', { name: 'Confirmer la rétractation' }).click()
  await expect(page.getByTestId('accuse')).toContainText(b.titre)
  const [second] = await courrielsPour(request, email, /Accusé de réception de votre rétractation/)
  expect(second.text).toContain(b.titre)
  expect(second.text).not.toContain(a.titre)

  // Nothing left to withdraw from.
  await ouvrir()
  await expect(page.getByTestId('refus')).toContainText('Vous vous êtes déjà rétracté de cette commande')
})
