import { expect, test } from '@playwright/test'

import { requeteListe } from '../../src/lib/navigateur/api'

import { connexion } from './connexion'

/** Every place that uses the social-preview size reads the settings (src/lib/data/reglages.ts): the
 *  product page's og:image metadata says the size the /og/… file is rendered at (src/lib/images). */

test('og:image metadata follows the settings’ social-preview size', async ({ page, request }) => {
  const headers = await connexion(request)
  const { docs } = await (
    await request.get(`/api/produits?${requeteListe({ limit: 1, tri: 'titre' })}`)
  ).json()
  const slug = docs[0].slug as string
  const reglages = async (ogImage: { width: number; height: number; quality: number }) =>
    expect((await request.post('/api/globals/reglages', { headers, data: { ogImage } })).status()).toBe(200)

  await reglages({ width: 800, height: 420, quality: 80 })
  try {
    await page.goto(`/produits/affiches/${slug}`)
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '800')
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '420')
  } finally {
    await reglages({ width: 1200, height: 630, quality: 80 })
  }
  await page.goto(`/produits/affiches/${slug}`)
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
})
