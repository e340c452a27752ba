import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { CHAMPS_PRODUIT as CHAMPS, connexion } from './connexion'

/**
 * Scheduled publishing (src/lib/sauvegarde/scheduler.ts): an editor schedules a draft product with the
 * admin's « Programmer la publication » drawer; at its time the server's own pass publishes it, and the
 * product page, the catalogue and the sitemap show it — pages that were cached before, on the same
 * server, without a restart. scripts/e2e-server.mjs runs the pass every 3 s (MC_PLANIFICATION_INTERVALLE).
 */

type Doc = Record<string, unknown> & { id: number | string; slug: string }

/** A complete draft (a scheduled publish validates like a publish): a seeded product's fields. */
async function brouillonComplet(request: APIRequestContext, headers: Record<string, string>) {
  const modeles = await request.get(
    '/api/produits?where[_status][equals]=published&where[categorie][equals]=affiche&limit=1&depth=0',
    { headers },
  )
  expect(modeles.ok()).toBe(true)
  const modele = ((await modeles.json()) as { docs: Doc[] }).docs[0]
  const slug = `planifiee-${Date.now().toString(36)}`
  const donnees: Record<string, unknown> = { titre: 'Affiche planifiée', slug, _status: 'draft' }
  for (const champ of CHAMPS) if (modele[champ] != null) donnees[champ] = modele[champ]
  const cree = await request.post('/api/produits?draft=true', { headers, data: donnees })
  expect(cree.status(), await cree.text()).toBe(201)
  return { slug, id: ((await cree.json()) as { doc: Doc }).doc.id }
}

/** The editor: the product's form, the publish button's menu, « Programmer la publication » at `quand`. */
async function programmer(page: Page, slug: string, quand: Date) {
  await page.goto(`/admin/produits/edit/${slug}`)
  await page.locator('#action-save-popup .popup__trigger-wrap button').click()
  await page.locator('#schedule-publish').click()
  const titre = page.getByText('Programmer la publication de «\u00a0Affiche planifiée\u00a0»')
  await expect(titre).toBeVisible()
  // A draft never published: « Publier » is the action chosen (scripts/correctifs-payload.mjs).
  const publier = page.locator('.schedule-publish__type li').first()
  await expect(publier).toHaveText('Publier')
  await expect(publier.locator('input[type=radio]')).toBeChecked()
  // The field shows « 23/11/2026 21:41 » (Paris time, the browser's here): a local ISO time typed,
  // which react-datepicker hands to `new Date()`, keeps its seconds.
  const { local, heure } = await page.evaluate((t) => {
    const d = new Date(t)
    const p = (n: number) => String(n).padStart(2, '0')
    return {
      local: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`,
      heure: `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}`,
    }
  }, quand.getTime())
  const champ = page.locator('#time input')
  await champ.click()
  await champ.fill(local)
  // A click outside closes the calendar (Escape would close the drawer too); the field then shows
  // the chosen time in its own format.
  await titre.click()
  await expect(champ).toHaveValue(heure)
  await page.locator('#scheduled-publish-save').click()
  await expect(page.getByText('Programmé avec succès.')).toBeVisible()
}

test('an editor schedules a draft product: it appears at its time, page, catalogue and sitemap', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const headers = await connexion(page.request)

  const { slug, id } = await brouillonComplet(request, headers)

  try {
    const chemin = `/produits/affiches/${slug}`
    const lien = `href="${chemin}"`
    const dansLeCatalogue = async () => (await (await request.get('/produits')).text()).includes(lien)
    const dansLeSitemap = async () =>
      (await (await request.get('/sitemaps/produits.xml')).text()).includes(`${chemin}</loc>`)
    // Every page is requested (so cached) before the publication.
    expect((await request.get(chemin)).status()).toBe(404)
    expect(await dansLeCatalogue()).toBe(false)
    expect(await dansLeSitemap()).toBe(false)
    expect((await request.get('/sitemap.xml')).status()).toBe(200)

    // A whole second 25 s away (filling the drawer takes under 10 s). The picker shows minutes, but
    // keeps the seconds of the time typed below.
    const quand = new Date(Math.ceil((Date.now() + 25_000) / 1000) * 1000)

    await programmer(page, slug, quand)

    // The job the drawer queued: this product, its time, the editor as the one who publishes.
    const jobs = await request.get(
      '/api/payload-jobs?where[taskSlug][equals]=schedulePublish&sort=-createdAt&limit=20&depth=0',
      { headers },
    )
    expect(jobs.ok()).toBe(true)
    const job = ((await jobs.json()) as { docs: Doc[] }).docs.find(
      (j) => String((j.input as { doc?: { value?: unknown } })?.doc?.value) === String(id),
    )
    expect(job, 'la tâche de publication planifiée').toBeTruthy()
    expect(new Date(String(job!.waitUntil)).getTime()).toBe(quand.getTime())

    // Still a draft until its time.
    if (Date.now() < quand.getTime() - 3_000) {
      expect((await request.get(chemin)).status()).toBe(404)
      expect(await dansLeCatalogue()).toBe(false)
    }

    // At its time (plus one pass): the page, the catalogue, the sitemap.
    await expect
      .poll(async () => (await request.get(chemin)).status(), {
        timeout: quand.getTime() - Date.now() + 60_000,
        intervals: [1_000],
      })
      .toBe(200)
    expect(Date.now()).toBeGreaterThanOrEqual(quand.getTime())
    expect(await dansLeCatalogue()).toBe(true)
    expect(await dansLeSitemap()).toBe(true)
    await page.goto(chemin)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Affiche planifiée')

    // Nobody outside runs the queue.
    expect((await request.get('/api/planification/passe')).status()).toBe(401)
    // Payload's internal collections answer a stranger 404 (record 0166).
    expect((await request.get('/api/payload-jobs/run')).status()).toBe(404)
  } finally {
    // The specs after this one find the catalogue as seeded.
    await page.request.delete(`/api/produits/${id}`, { headers })
  }
})
