import { expect, test, type Page } from '@playwright/test'

import { CHAMPS_PRODUIT, connexion } from './connexion'

/**
 * Issue 43, items 4 to 6, as an editor does them in the admin: a new poster checked before it is
 * published (its draft preview shows its scenes, the scene picker its thumbnails, its formats a list),
 * the scheduling drawer in French at Paris time, and an image placed in an article's body shown on the
 * site with its alternative text.
 */

type Doc = Record<string, unknown> & { id: number | string; slug: string }
const captures = process.env.E2E_CAPTURES_DIR ?? 'test-results/captures'
const nbsp = '\u00a0'

/** A draft poster never published, printed in A3 and A5, from a seeded product's fields. */
async function creerBrouillon(page: Page, headers: Record<string, string>, titre: string) {
  const modeles = await page.request.get(
    '/api/produits?where[_status][equals]=published&where[categorie][equals]=affiche&limit=1&depth=0',
    { headers },
  )
  const modele = ((await modeles.json()) as { docs: Doc[] }).docs[0]
  const slug = `brouillon-${Date.now().toString(36)}`
  const donnees: Record<string, unknown> = { titre, slug, _status: 'draft' }
  for (const champ of CHAMPS_PRODUIT) if (modele[champ] != null) donnees[champ] = modele[champ]
  Object.assign(donnees, {
    livraison: 'imprime',
    fichierNumerique: null,
    mockups: ['cadre-bois', 'canape'],
    formats: [{ code: 'A3' }, { code: 'a5' }],
  })
  const cree = await page.request.post('/api/produits?draft=true', { headers, data: donnees })
  expect(cree.status(), await cree.text()).toBe(201)
  return ((await cree.json()) as { doc: Doc }).doc
}

/** Every image of the locator has loaded with a real size (not a broken image). */
async function chargees(page: Page, selecteur: string) {
  await expect
    .poll(() =>
      page.$$eval(selecteur, (imgs) =>
        (imgs as HTMLImageElement[]).every((i) => i.complete && i.naturalWidth > 0),
      ),
    )
    .toBe(true)
}

test('a draft never published: its preview shows its scenes, its form thumbnails and a list of formats', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const headers = await connexion(page.request)
  const titre = 'Affiche à vérifier'
  const doc = await creerBrouillon(page, headers, titre)
  try {
    // « a5 » as typed through the API is the settings' « A5 »; the draft keeps nothing unknown.
    expect((doc.formats as { code: string }[]).map((f) => f.code)).toEqual(['A3', 'A5'])
    const refus = await page.request.patch(`/api/produits/${doc.id}?draft=true`, {
      headers,
      data: { formats: [{ code: 'B1' }] },
    })
    expect(refus.status()).toBe(400)
    expect(await refus.text()).toContain(`Formats des réglages${nbsp}: A5 (A5 carte), A4, A3, A2`)

    for (const largeur of [1440, 390]) {
      await page.setViewportSize({ width: largeur, height: largeur > 500 ? 900 : 844 })
      await page.goto(`/api/apercu?collection=produits&slug=${doc.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titre)
      const scenes = page.getByRole('region', { name: 'Mises en scène' })
      await expect(scenes.locator('img')).toHaveCount(2)
      await expect(scenes.getByText('Visuel à venir')).toHaveCount(0)
      const sources = await scenes
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))
      expect(sources).toEqual([
        `/api/apercu/mises-en-scene/cadre-bois/${doc.slug}.webp`,
        `/api/apercu/mises-en-scene/canape/${doc.slug}.webp`,
      ])
      await chargees(page, 'section[aria-label="Mises en scène"] img')
      await page.screenshot({ path: `${captures}/brouillon-apercu-scenes-${largeur}.png`, fullPage: false })
    }
    // Nobody else gets the draft's pictures.
    const anonyme = await browser.newContext({ baseURL })
    const vue = await anonyme.request.get(`/api/apercu/mises-en-scene/canape/${doc.slug}.webp`)
    expect(vue.status()).toBe(401)
    await anonyme.close()

    for (const largeur of [1440, 390]) {
      await page.setViewportSize({ width: largeur, height: largeur > 500 ? 900 : 844 })
      await page.goto(`/admin/collections/produits/${doc.id}`)
      // The scene picker: thumbnails named in French, the two chosen ticked, the first the main one.
      const picker = page.locator('.choix-scenes')
      await expect(picker.getByText('Cadre en chêne au mur')).toBeVisible()
      await expect(picker.getByText('biais-sol')).toHaveCount(0)
      await expect(picker.locator('input:checked')).toHaveCount(2)
      await expect(picker.getByText('Image principale', { exact: true })).toBeVisible()
      await chargees(page, '.choix-scenes img')
      // The formats: a list of the settings' formats, never a code to type.
      const format = page.locator('select.choix-format').first()
      await expect(format).toHaveValue('A3')
      await expect(format.locator('option')).toContainText(['Choisir un format…', 'A5 carte (A5)', 'A3'])
      // An empty price: an example, not a value.
      await expect(page.locator('input[placeholder="ex.\u00a012,00"]').first()).toBeAttached()
      await format.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${captures}/brouillon-formulaire-formats-${largeur}.png` })
      await picker.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${captures}/brouillon-formulaire-scenes-${largeur}.png` })
    }
  } finally {
    await page.request.delete(`/api/produits/${doc.id}`, { headers })
  }
})

test('the scheduling drawer: the document’s title, French labels, 24-hour times at Paris time, « Publier » on a draft', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const headers = await connexion(page.request)
  const titre = 'Affiche à programmer'
  const doc = await creerBrouillon(page, headers, titre)
  try {
    for (const largeur of [1440, 390]) {
      await page.setViewportSize({ width: largeur, height: largeur > 500 ? 900 : 844 })
      await page.goto(`/admin/collections/produits/${doc.id}`)
      await page.locator('#action-save-popup .popup__trigger-wrap button').click()
      await page.locator('#schedule-publish').click()
      const tiroir = page.locator('.schedule-publish')
      await expect(tiroir.getByRole('heading', { level: 2 })).toHaveText(
        `Programmer la publication de «${nbsp}${titre}${nbsp}»`,
      )
      await expect(tiroir).not.toContainText('{{')
      // A draft: « Publier » is the action chosen.
      const actions = tiroir.locator('.schedule-publish__type li')
      await expect(actions.first()).toHaveText('Publier')
      await expect(actions.first().locator('input[type=radio]')).toBeChecked()
      await expect(tiroir.getByText('Date et heure (heure de Paris)')).toBeVisible()
      await expect(tiroir.locator('.timezone-picker')).toContainText('Paris (Europe/Paris)')
      // The time list in 24 hours; the chosen date in the admin's format.
      const champ = tiroir.locator('#time input')
      await champ.click()
      const heures = await page.locator('.react-datepicker__time-list-item').allTextContents()
      expect(heures.length).toBeGreaterThan(0)
      for (const h of heures) expect(h).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/)
      const demain = await page.evaluate(() => {
        const d = new Date(Date.now() + 86_400_000)
        const p = (n: number) => String(n).padStart(2, '0')
        return {
          iso: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T22:15:00`,
          fr: `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} 22:15`,
        }
      })
      await champ.fill(demain.iso)
      await tiroir.getByRole('heading', { level: 2 }).click()
      await expect(champ).toHaveValue(demain.fr)
      await page.screenshot({ path: `${captures}/tiroir-programmation-${largeur}.png` })
    }
  } finally {
    await page.request.delete(`/api/produits/${doc.id}`, { headers })
  }
})

test('an image placed in an article’s body is shown on its page with its alternative text', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const headers = await connexion(page.request)
  const medias = await page.request.get('/api/media?limit=1&depth=0&sort=id', { headers })
  const media = ((await medias.json()) as { docs: (Doc & { alt: string })[] }).docs[0]
  const noeud = { format: '', indent: 0, version: 1, direction: 'ltr' }
  const slug = `image-placee-${Date.now().toString(36)}`
  const cree = await page.request.post('/api/articles', {
    headers,
    data: {
      titre: 'Une image dans le texte',
      slug,
      extrait: 'Un article avec une image placée dans son corps.',
      // Its cover too: an article without one shows a broken cover (reported in issue 43's note).
      image: media.id,
      _status: 'published',
      contenu: {
        root: {
          ...noeud,
          type: 'root',
          children: [
            {
              ...noeud,
              type: 'paragraph',
              textFormat: 0,
              children: [
                {
                  type: 'text',
                  text: 'Voici l’affiche :',
                  format: 0,
                  detail: 0,
                  mode: 'normal',
                  style: '',
                  version: 1,
                },
              ],
            },
            {
              type: 'upload',
              relationTo: 'media',
              value: media.id,
              fields: {},
              format: '',
              version: 3,
              id: '6750a0c1e4b0a1b2c3d4e5f6',
            },
          ],
        },
      },
    },
  })
  expect(cree.status(), await cree.text()).toBe(201)
  const id = ((await cree.json()) as { doc: Doc }).doc.id
  try {
    // A visitor's page (no session).
    const visiteur = await browser.newContext({ baseURL })
    const vue = await visiteur.newPage()
    for (const largeur of [1440, 390]) {
      await vue.setViewportSize({ width: largeur, height: largeur > 500 ? 900 : 844 })
      await vue.goto(`/articles/${slug}`)
      const image = vue.getByRole('img', { name: media.alt, exact: true })
      await expect(image).toBeVisible()
      await chargees(vue, '.prose-mc img')
      await image.scrollIntoViewIfNeeded()
      await vue.screenshot({ path: `${captures}/article-image-placee-${largeur}.png` })
    }
    await visiteur.close()
  } finally {
    await page.request.delete(`/api/articles/${id}`, { headers })
  }
})
