import { expect, test } from '@playwright/test'

import { requeteListe } from '../../src/lib/navigateur/api'

import { CHAMPS_PRODUIT as CHAMPS, connexion } from './connexion'

/**
 * A visitor's stored cart outlives the catalogue: a product deleted since it was added leaves the cart
 * at the next visit, with a French toast, and the other lines stay (POST /api/produits/batch answers
 * the products it found, src/lib/catalogue/apiPublique/batch.ts; src/lib/navigateur/panierStore.ts drops the rest).
 */

type Doc = Record<string, unknown> & { id: number | string; slug: string; titre: string }

test('a cart holding a deleted product drops that line with a French toast and keeps the others', async ({
  page,
  request,
}) => {
  const headers = await connexion(request)
  const liste = await request.get(`/api/produits?${requeteListe({ limit: 1, tri: 'titre', audience: '' })}`)
  expect(liste.status()).toBe(200)
  const gardee = ((await liste.json()) as { docs: Doc[] }).docs[0]

  // A published product copied from a seeded one, then deleted once it is in the cart.
  const modeles = await request.get(`/api/produits?where[slug][equals]=${gardee.slug}&depth=0&draft=false`, {
    headers,
  })
  const modele = ((await modeles.json()) as { docs: Doc[] }).docs[0]
  const slug = `supprimee-${Date.now().toString(36)}`
  const donnees: Record<string, unknown> = { titre: 'Affiche bientôt supprimée', slug, _status: 'published' }
  for (const champ of CHAMPS) if (modele[champ] != null) donnees[champ] = modele[champ]
  const cree = await request.post('/api/produits', { headers, data: donnees })
  expect(cree.status(), await cree.text()).toBe(201)
  const id = ((await cree.json()) as { doc: Doc }).doc.id

  await page.goto(`/produits/affiches/${slug}`)
  await page.evaluate(
    ([a, b]) => localStorage.setItem('mots-couleurs-cart', JSON.stringify([a, b])),
    [gardee.slug, slug],
  )
  expect((await request.delete(`/api/produits/${id}`, { headers })).status()).toBe(200)

  await page.goto('/commande')
  await expect(
    page.getByText('Un produit de votre panier n’est plus disponible\u00a0: il a été retiré.'),
  ).toBeVisible()
  const lignes = page.getByTestId('panier-lignes').locator('li')
  await expect(lignes).toHaveCount(1)
  await expect(lignes.first()).toHaveAttribute('data-slug', gardee.slug)
  await expect(page.getByRole('link', { name: gardee.titre })).toBeVisible()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('mots-couleurs-cart') ?? 'null'))).toEqual(
    [gardee.slug],
  )
})
