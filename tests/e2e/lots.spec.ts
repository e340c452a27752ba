// Bulk work that cannot damage (issue 43, items 1 and 3), in Chromium against the production build:
// « Éditer la sélection » on products of which two are drafts adds a collection without publishing them,
// says how many drafts « Publier » would publish, and is undone from the drawer and from the journal;
// « Ajuster les prix » raises the A3 alone after a preview, then undoes it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { CHAMPS_PRODUIT, connexion } from './connexion'

const CAPTURES = process.env.E2E_CAPTURES_DIR ?? 'test-results/captures'

type Produit = { id: number; _status: string; collections: (number | { id: number })[]; prix: number }
type H = Record<string, string>

const idsDe = (p: Produit) => p.collections.map((c) => (typeof c === 'object' ? c.id : c)).sort()

async function modele(request: APIRequestContext, headers: H) {
  const { docs } = await (
    await request.get('/api/produits?limit=1&depth=0&where[_status][equals]=published', { headers })
  ).json()
  return Object.fromEntries(CHAMPS_PRODUIT.map((k) => [k, docs[0][k]]))
}

/** The products a test creates, deleted after it: the specs after this one find the catalogue as seeded. */
const crees: number[] = []

async function creer(request: APIRequestContext, headers: H, data: Record<string, unknown>) {
  const res = await request.post('/api/produits', {
    headers,
    data: { ...(await modele(request, headers)), ...data },
  })
  expect(res.ok(), await res.text()).toBe(true)
  const doc = (await res.json()).doc as Produit
  crees.push(doc.id)
  return doc
}

test.afterEach(async ({ page }) => {
  if (!crees.length) return
  const headers = await connexion(page.request)
  for (const id of crees.splice(0)) await page.request.delete(`/api/produits/${id}`, { headers })
})

const lire = async (request: APIRequestContext, headers: H, id: number, draft = true) =>
  (await (await request.get(`/api/produits/${id}?depth=0&draft=${draft}`, { headers })).json()) as Produit

async function collections(request: APIRequestContext) {
  const { docs } = await (await request.get('/api/collections?limit=3&depth=0&sort=nom')).json()
  return docs as { id: number; nom: string }[]
}

async function selectionner(page: Page, prefixe: string) {
  await page.goto(`/admin/collections/produits?where[titre][like]=${encodeURIComponent(prefixe)}&limit=10`)
  await expect(page.locator('.table tbody tr')).toHaveCount(3)
  await page.locator('.select-all input[type="checkbox"]').check()
  await expect(page.getByTestId('edition-selection')).toContainText('3 produits sélectionnés')
}

/** Three products in the three publication states: published in the first collection, a draft in the
 *  second, and one published in both then unpublished. */
async function troisEtats(request: APIRequestContext, headers: H, prefixe: string, [c1, c2]: number[]) {
  const publie = await creer(request, headers, {
    titre: `${prefixe} publié`,
    collections: [c1],
    _status: 'published',
  })
  const brouillon = await creer(request, headers, {
    titre: `${prefixe} brouillon`,
    collections: [c2],
    _status: 'draft',
  })
  const depublie = await creer(request, headers, {
    titre: `${prefixe} dépublié`,
    collections: [c1, c2],
    _status: 'published',
  })
  await request.patch(`/api/produits/${depublie.id}`, { headers, data: { _status: 'draft' } })
  return [publie, brouillon, depublie]
}

test.describe('travail groupé sans dommage — éditer la sélection', () => {
  test('a bulk edit through the drawer adds a collection, drafts stay drafts, undone twice over', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1440, height: 900 })
    const headers = await connexion(page.request)
    const [c1, c2, c3] = await collections(page.request)
    const prefixe = `Lot e2e ${Date.now()}`
    const produits = await troisEtats(page.request, headers, prefixe, [c1.id, c2.id])
    const [publie, brouillon] = produits
    const avant = new Map(produits.map((p) => [p.id, idsDe(p)]))

    await selectionner(page, prefixe)
    await page.getByRole('button', { name: 'Éditer la sélection' }).click()
    // The drawer by its title, which stays while its content turns into the result.
    const tiroir = page
      .locator('.drawer__content-children')
      .filter({ has: page.getByText('Éditer 3 produits', { exact: true }) })
    await expect(tiroir.getByText('Ajouter ces valeurs')).toBeVisible()
    await expect(tiroir.getByText('Remplacer toutes les valeurs par celles-ci')).toBeVisible()
    await tiroir.getByLabel(c3.nom).check()
    await expect(tiroir.getByTestId('edition-bilan')).toContainText(
      '3 produits sur 3 changeront. La sélection compte 2 brouillons\u00a0: ils restent des brouillons.',
    )
    await tiroir.getByLabel('Publier la sélection').check()
    await expect(tiroir.getByTestId('edition-bilan')).toContainText('Cela publiera 2 brouillons.')
    await page.screenshot({ path: `${CAPTURES}/lots-edition-publier-1440.png` })
    await tiroir.getByLabel(/Garder l’état de chaque produit/).check()
    await page.screenshot({ path: `${CAPTURES}/lots-edition-1440.png` })
    await tiroir.getByRole('button', { name: 'Appliquer à la sélection' }).click()
    await expect(tiroir.getByTestId('edition-faite')).toContainText(
      '3 produits modifiés. La modification est au journal.',
    )

    for (const p of produits) {
      expect(idsDe(await lire(page.request, headers, p.id))).toEqual([...avant.get(p.id)!, c3.id].sort())
      expect((await lire(page.request, headers, p.id, false))._status).toBe(
        p === publie ? 'published' : 'draft',
      )
    }
    // The draft stays out of the shop.
    expect((await page.request.get(`/api/produits/${brouillon.id}`)).status()).not.toBe(200)

    await tiroir.getByRole('button', { name: 'Annuler cette modification' }).click()
    await expect(tiroir.getByText('Modification annulée.')).toBeVisible()
    for (const p of produits) expect(idsDe(await lire(page.request, headers, p.id))).toEqual(avant.get(p.id))

    // Again, then undone from the journal's screen.
    await selectionner(page, prefixe)
    await page.getByRole('button', { name: 'Éditer la sélection' }).click()
    await tiroir.getByLabel('Retirer ces valeurs').check()
    await tiroir.getByLabel(c1.nom).check()
    await tiroir.getByRole('button', { name: 'Appliquer à la sélection' }).click()
    await expect(tiroir.getByTestId('edition-faite')).toContainText('2 produits modifiés')
    expect(idsDe(await lire(page.request, headers, publie.id))).toEqual([])

    const { docs } = await (
      await page.request.get('/api/journal?sort=-createdAt&limit=1&where[nature][equals]=edition-groupee', {
        headers,
      })
    ).json()
    await page.goto(`/admin/collections/journal/${docs[0].id}`)
    await expect(page.getByText('Collections\u00a0: retrait sur 2 produits').first()).toBeVisible()
    await page.screenshot({ path: `${CAPTURES}/lots-journal-1440.png` })
    await page.getByRole('button', { name: 'Annuler cette modification' }).click()
    await expect(page.getByText('Cette modification a été annulée.')).toBeVisible()
    for (const p of produits) expect(idsDe(await lire(page.request, headers, p.id))).toEqual(avant.get(p.id))
    await page.reload()
    await expect(page.getByText('Cette modification a été annulée.')).toBeVisible()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${CAPTURES}/lots-journal-annule-390.png` })
  })
})

test.describe('travail groupé sans dommage — ajuster les prix, le tiroir à 390 px', () => {
  test('« Ajuster les prix » asks an anonymous visitor to log in, and is linked from the dashboard', async ({
    page,
  }) => {
    await page.goto('/admin/ajuster-les-prix')
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fajuster-les-prix/)
    await connexion(page.request)
    await page.goto('/admin')
    await expect(page.locator('.mc-welcome a[href="/admin/ajuster-les-prix"]').first()).toBeVisible()
    await page.goto('/admin/ajuster-les-prix')
    await expect(page.getByRole('heading', { name: 'Ajuster les prix' })).toBeVisible()
    await expect(page.getByLabel('Le produit sélectionné')).toHaveCount(0)
    await expect(page.getByLabel('Collection', { exact: true })).toBeVisible()
  })

  test('the drawer at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const headers = await connexion(page.request)
    const prefixe = `Lot mobile ${Date.now()}`
    for (const s of ['un', 'deux', 'trois'])
      await creer(page.request, headers, {
        titre: `${prefixe} ${s}`,
        _status: s === 'un' ? 'published' : 'draft',
      })
    await selectionner(page, prefixe)
    await page.getByRole('button', { name: 'Éditer la sélection' }).click()
    await expect(page.getByTestId('edition-bilan')).toBeVisible()
    await page.screenshot({ path: `${CAPTURES}/lots-edition-390.png` })
  })

  for (const largeur of [1440, 390])
    test(`a price rule raises the A3 alone after its preview, then is undone (${largeur} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: largeur, height: 900 })
      const headers = await connexion(page.request)
      const affiche = await creer(page.request, headers, {
        titre: `Prix e2e ${largeur} ${Date.now()}`,
        livraison: 'imprime',
        fichierNumerique: null,
        prix: 2400,
        formats: [],
        _status: 'published',
      })
      await page.goto(`/admin/ajuster-les-prix?ids=${affiche.id}`)
      await expect(page.getByLabel('Le produit sélectionné')).toBeChecked()
      await page.getByLabel('Prix visés').selectOption('A3')
      await page.getByLabel('Montant en euros').fill('1')
      await page.getByRole('button', { name: 'Voir l’aperçu' }).click()
      const apercu = page.getByTestId('apercu-prix')
      await expect(apercu.locator('tbody tr')).toHaveCount(1)
      await expect(apercu.locator('tbody tr')).toContainText('A3')
      await expect(apercu.locator('tbody tr')).toContainText('24,00\u00a0€')
      await expect(apercu.locator('tbody tr')).toContainText('25,00\u00a0€')
      expect((await lire(page.request, headers, affiche.id)).prix).toBe(2400)
      await page.screenshot({ path: `${CAPTURES}/lots-prix-apercu-${largeur}.png`, fullPage: true })

      await page.getByRole('button', { name: 'Appliquer ce prix' }).click()
      await expect(page.getByTestId('prix-appliques')).toContainText('1 prix changé sur 1 produit')
      const apres = (await lire(page.request, headers, affiche.id)) as Produit & {
        formats: { code: string; prix: number | null }[]
      }
      expect(apres.prix).toBe(2500)
      expect(apres.formats.find((f) => f.code === 'A4')?.prix).toBe(1800)
      await page.screenshot({ path: `${CAPTURES}/lots-prix-applique-${largeur}.png`, fullPage: true })

      await page.getByRole('button', { name: 'Annuler cette modification' }).click()
      await expect(page.getByText('Modification annulée.')).toBeVisible()
      const retabli = (await lire(page.request, headers, affiche.id)) as Produit & { formats: unknown[] }
      expect([retabli.prix, retabli.formats]).toEqual([2400, []])
    })
})
