// Issue 46, items 1 and 2: the owner invites an editor by e-mail; the editor chooses their password
// through the mailed link (read from the loopback SMTP), signs in to an admin without orders nor
// settings, and is shut out at their next request once the owner removes them.
import { expect, test } from '@playwright/test'

import { courrielsPour } from './commande'
import { connexion } from './connexion'

const CAPTURES = process.env.E2E_CAPTURES_DIR ?? 'test-results/captures'
const MOT_DE_PASSE = 'un-mot-de-passe-bien-choisi'

test('the owner invites an editor, who chooses a password, sees no order nor setting, and is removed', async ({
  browser,
  page,
  request,
}) => {
  const email = `editrice-${Date.now()}@example.fr`
  const headers = await connexion(page.request)
  await page.goto('/admin/inviter')
  await page.getByLabel('Adresse e-mail').fill(email)
  await page.getByLabel('Rôle').selectOption('editeur')
  await page.getByRole('button', { name: 'Envoyer l’invitation' }).click()
  await expect(page.getByText(`Invitation envoyée à ${email}`)).toBeVisible()

  const [mail] = await courrielsPour(request, email, /invitation/i)
  const lien = /https?:\/\/\S+\/invitation\/[\w-]+/.exec(mail.text)?.[0]
  expect(lien, mail.text).toBeTruthy()
  const chemin = new URL(lien!).pathname

  const invitee = await browser.newContext()
  const editrice = await invitee.newPage()
  for (const largeur of [1440, 390]) {
    await editrice.setViewportSize({ width: largeur, height: 900 })
    await editrice.goto(chemin)
    await expect(editrice.getByRole('heading', { name: 'Choisir mon mot de passe' })).toBeVisible()
    await editrice.screenshot({ path: `${CAPTURES}/invitation-${largeur}.png`, fullPage: true })
  }
  await editrice.getByLabel(/^Mot de passe/).fill(MOT_DE_PASSE)
  await editrice.getByLabel('Le même, une seconde fois').fill(MOT_DE_PASSE)
  await editrice.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click()
  await expect(editrice.getByText('Votre mot de passe est enregistré.')).toBeVisible()
  // The link served once.
  await editrice.goto(chemin)
  await expect(editrice.getByText('Ce lien d’invitation n’est plus valable')).toBeVisible()

  await editrice.goto('/admin/login')
  await editrice.locator('#field-email').fill(email)
  await editrice.locator('#field-password').fill(MOT_DE_PASSE)
  await editrice.getByRole('button', { name: /connexion|se connecter/i }).click()
  await expect(editrice).toHaveURL(/\/admin\/?$/)
  for (const largeur of [1440, 390]) {
    await editrice.setViewportSize({ width: largeur, height: 900 })
    await editrice.goto('/admin')
    await expect(editrice.getByText(/bienvenue dans l’atelier/)).toBeVisible()
    await editrice.screenshot({ path: `${CAPTURES}/admin-editeur-${largeur}.png`, fullPage: true })
  }
  const liens = await editrice.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(liens).toContain('/admin/collections/produits')
  for (const interdit of [
    '/admin/collections/commandes',
    '/admin/globals/reglages',
    '/admin/collections/abonnes',
    '/admin/collections/messages',
    '/admin/a-expedier',
    '/admin/sauvegardes',
    '/admin/inviter',
  ])
    expect(
      liens.filter((h) => h?.startsWith(interdit)),
      interdit,
    ).toEqual([])
  expect(
    await editrice.evaluate(async () => (await fetch('/api/commandes?limit=1')).status),
    'les commandes, refusées à l’éditrice',
  ).toBe(403)

  // Her session, as her browser holds it; then the owner removes her, and her next request is refused.
  const moi = () =>
    editrice.evaluate(async () => (await (await fetch('/api/users/me')).json()).user as { id: number } | null)
  const compte = await moi()
  expect(compte).toMatchObject({ email })
  expect((await request.delete(`/api/users/${compte!.id}`, { headers })).status()).toBe(200)
  expect(await moi()).toBeNull()
  await editrice.goto('/admin/collections/produits')
  await expect(editrice).toHaveURL(/\/admin\/login/)
  await invitee.close()
})
