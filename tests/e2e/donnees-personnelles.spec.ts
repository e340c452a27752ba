// « Données personnelles » in Chromium against the production build: a customer's receipt carries the
// CGV as a PDF; the owner downloads everything held about her as one ZIP, then erases it, and the
// screen shows the order kept restricted (Law III items 5 and 6).
import { strFromU8, unzipSync } from 'fflate'
import { expect, test } from '@playwright/test'

import { commandePayee, FAKES } from './commande'
import { connexion } from './connexion'

const CAPTURES = process.env.E2E_CAPTURES_DIR ?? 'test-results/captures'

type Courrier = { subject: string; attachments: { filename: string; contentType: string; content: string }[] }

test('the receipt carries the CGV; the owner exports one ZIP, erases, and sees the order restricted', async ({
  page,
  request,
}) => {
  const email = `donnees-${Date.now()}@example.fr`
  await commandePayee(request, 'numerique', email)
  let recu: Courrier | undefined
  await expect
    .poll(async () => {
      const mails = (await (
        await request.get(`${FAKES}/__test/mails?to=${encodeURIComponent(email)}`)
      ).json()) as Courrier[]
      recu = mails.find((m) => m.attachments?.length)
      return Boolean(recu)
    })
    .toBe(true)
  expect(recu!.attachments[0].filename).toMatch(/^CGV-Mots-et-Couleurs-\d{4}-\d{2}-\d{2}\.pdf$/)
  expect(Buffer.from(recu!.attachments[0].content, 'base64').subarray(0, 5).toString()).toBe('%PDF-')

  await connexion(page.request)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/admin/donnees-personnelles')
  await page.locator('#mc-donnees-email').fill(email)
  const [telechargement] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter (ZIP)' }).click(),
  ])
  expect(telechargement.suggestedFilename()).toBe(`donnees-${email}.zip`)
  const zip = unzipSync(
    new Uint8Array(await (await import('node:fs/promises')).readFile((await telechargement.path())!)),
  )
  const [commande] = JSON.parse(strFromU8(zip['commandes.json']))
  expect(commande.email).toBe(email)
  expect(Object.keys(zip).some((n) => /^documents\/FA-\d{4}-\d{6}\.pdf$/.test(n))).toBe(true)

  await page.locator('#mc-donnees-email').fill(email)
  await page.getByRole('button', { name: 'Effacer…' }).click()
  await page.getByRole('button', { name: 'Effacer', exact: true }).click()
  await expect(page.locator('[data-restreintes]')).toContainText(/\d+ commandes? restreintes?/)
  for (const largeur of [1440, 390]) {
    await page.setViewportSize({ width: largeur, height: 900 })
    await page.screenshot({ path: `${CAPTURES}/donnees-personnelles-${largeur}.png`, fullPage: true })
  }
})
