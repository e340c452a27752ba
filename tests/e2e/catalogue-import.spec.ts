import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'

import { ADMIN_EMAIL, ADMIN_PASSWORD } from './constants'

/**
 * The catalogue's CSV round trip through the admin, against the production build: « Exporter Produits »
 * from the list's menu, two prices and one collection changed in the file, « Importer le catalogue »
 * shows the dry run (those three cells, old → new), « Appliquer » writes exactly them; then a file
 * with one bad row writes nothing and names the row's line, column and reason.
 */

const CAPTURES = process.env.E2E_CAPTURES_DIR ?? 'test-results/captures'
type Ligne = Record<string, string>

const lireCsv = (texte: string) => parse(texte, { bom: true, columns: true }) as Ligne[]
const ecrireCsv = (lignes: Ligne[]) => {
  const entete = Object.keys(lignes[0])
  const cellule = (v: string) => `"${v.replace(/"/g, '""')}"`
  return [entete.join(','), ...lignes.map((l) => entete.map((c) => cellule(l[c])).join(','))].join('\n')
}

let jeton = ''

/** The page's cookie for the admin, and a token for the API calls a script makes (no Origin header). */
async function login(page: Page) {
  const res = await page.request.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })
  expect(res.ok()).toBe(true)
  jeton = (await res.json()).token
}

/** The whole catalogue as the plugin exports it, drafts included (the state to compare against). */
async function exportApi(page: Page): Promise<Ligne[]> {
  const res = await page.request.post('/api/exports/download', {
    headers: { Authorization: `JWT ${jeton}` },
    data: { data: { collectionSlug: 'produits', format: 'csv', drafts: 'yes', sort: 'slug' } },
  })
  expect(res.status()).toBe(200)
  return lireCsv(await res.text())
}

const parSlug = (lignes: Ligne[]) => Object.fromEntries(lignes.map((l) => [l.slug, l]))

async function deposer(page: Page, fichier: string, largeur: number, capture: string) {
  await page.setViewportSize({ width: largeur, height: 900 })
  await page.goto('/admin/import-catalogue')
  await expect(page.getByRole('heading', { name: 'Importer et exporter le catalogue' })).toBeVisible()
  await page.locator('input[name="fichier"]').setInputFiles(fichier)
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click()
  await expect(page.locator('[data-plan], [data-problemes]').first()).toBeVisible({ timeout: 30_000 })
  await page.screenshot({ path: path.join(CAPTURES, `${capture}-${largeur}.png`), fullPage: true })
}

test.describe.configure({ mode: 'serial' })

test('CSV round trip: export, two prices and a collection changed, dry run, apply, exactly those changes', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  await login(page)
  await page.setViewportSize({ width: 1440, height: 900 })
  // The plugin's « Exporter Produits » is in the list's menu, in French.
  await page.goto('/admin/collections/produits')
  await page.locator('.list-controls__popup button').first().click()
  await page.getByText('Exporter Produits').click()
  const tiroir = page.locator('dialog, .drawer').filter({ hasText: 'Inclure les brouillons' }).last()
  await expect(tiroir.getByRole('button', { name: 'Télécharger' })).toBeVisible()
  await page.screenshot({ path: path.join(CAPTURES, 'catalogue-export-liste-1440.png') })

  // The whole catalogue from « Importer et exporter le catalogue ».
  await page.goto('/admin/import-catalogue')
  const [telechargement] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter Produits en CSV' }).click(),
  ])
  expect(telechargement.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}-produits\.csv$/)
  const exporte = info.outputPath('export.csv')
  await telechargement.saveAs(exporte)
  const lignes = lireCsv(fs.readFileSync(exporte, 'utf8'))
  const avant = parSlug(await exportApi(page))
  expect(lignes.length).toBe(Object.keys(avant).length)
  expect(lignes.length).toBeGreaterThan(100)

  // Two prices and one collection changed, as an editor would in a spreadsheet.
  const [a, b] = lignes.filter((l) => l.prix && l.collections)
  const { docs } = await (
    await page.request.get('/api/collections?limit=100&depth=0', {
      headers: { Authorization: `JWT ${jeton}` },
    })
  ).json()
  const autre = (docs as { slug: string }[]).map((c) => c.slug).find((s) => !a.collections.includes(s))!
  const attendu = { a: { prix: '123,40', collections: `${a.collections} | ${autre}` }, b: { prix: '56,70' } }
  Object.assign(a, attendu.a)
  Object.assign(b, attendu.b)
  const modifie = info.outputPath('modifie.csv')
  fs.writeFileSync(modifie, ecrireCsv(lignes))

  for (const largeur of [390, 1440]) await deposer(page, modifie, largeur, 'catalogue-import-essai')
  const plan = page.locator('[data-plan]')
  await expect(plan.locator('[data-resultat="modifie"]')).toHaveCount(2)
  await expect(plan.locator('[data-resultat="cree"]')).toHaveCount(0)
  const ligneA = plan.locator(`tr[data-slug="${a.slug}"]`).first()
  await expect(ligneA.locator('[data-colonne="prix"]')).toContainText(`${avant[a.slug].prix} → 123,40`)
  await expect(ligneA.locator('[data-colonne="collections"]')).toContainText(autre)
  await expect(plan.locator(`tr[data-slug="${b.slug}"] [data-colonne]`)).toHaveText([
    `prix\u00a0: ${avant[b.slug].prix} → 56,70`,
  ])
  await expect(page.locator('[data-resume]')).toContainText(
    `0 création, 2 modifications, ${lignes.length - 2} lignes`,
  )

  await page.getByRole('button', { name: 'Appliquer 2 changements' }).click()
  await expect(page.locator('[data-bilan]')).toContainText(
    'Import terminé\u00a0: 0 création, 2 modifications',
  )
  await page.screenshot({ path: path.join(CAPTURES, 'catalogue-import-applique-1440.png'), fullPage: true })

  // Exactly those three cells changed in the whole catalogue.
  const apres = parSlug(await exportApi(page))
  const attendus = parSlug(lignes)
  for (const slug of Object.keys(avant)) expect(apres[slug], slug).toEqual(attendus[slug])
  expect(apres[a.slug]).not.toEqual(avant[a.slug])
  expect(apres[b.slug].prix).toBe('56,70')
  // And the journal has the lot.
  await page.locator('[data-bilan] a').click()
  await expect(page.getByText('Import produits').first()).toBeVisible()
})

test('a CSV with one bad row writes nothing and names its line, column and reason', async ({
  page,
}, info) => {
  test.setTimeout(120_000)
  await login(page)
  const avant = await exportApi(page)
  const lignes = avant.map((l) => ({ ...l }))
  lignes[0].prix = '19,99'
  lignes[4].audiences = [lignes[4].audiences, 'metier-inconnu'].filter(Boolean).join(' | ')
  const fichier = info.outputPath('une-erreur.csv')
  fs.writeFileSync(fichier, ecrireCsv(lignes))

  for (const largeur of [390, 1440]) await deposer(page, fichier, largeur, 'catalogue-import-erreur')
  const erreurs = page.locator('[data-problemes]')
  await expect(erreurs.locator('caption')).toContainText('1 erreur\u00a0: rien n’a été importé.')
  await expect(erreurs.locator('tbody tr')).toHaveText([
    /^6\s*audiences\s*Inconnu dans audiences\u00a0: metier-inconnu\.$/,
  ])
  await expect(page.getByRole('button', { name: /Appliquer/ })).toHaveCount(0)
  expect(await exportApi(page)).toEqual(avant)
})
