import path from 'node:path'

import { expect, type APIRequestContext } from '@playwright/test'

// The cluster of scripts/cluster-e2e.mjs: the front on PORT, its instances on the next two ports.
export const PORT = Number(process.env.CLUSTER_E2E_PORT ?? 3500)
export const DIR = path.resolve(process.env.CLUSTER_E2E_DIR ?? 'tmp/cluster-e2e')
export const INSTANCE_1 = `http://127.0.0.1:${PORT + 1}`
export const INSTANCE_2 = `http://127.0.0.1:${PORT + 2}`

export type ProduitSuivi = { id: number; slug: string; prix: number }

/**
 * Staff's token on instance 1 (the admin of scripts/cluster-e2e.mjs) and the product at `rang` in the
 * catalogue by title: each spec takes its own, so that the prices they change never meet.
 */
export async function connexionEtProduit(
  request: APIRequestContext,
  rang: number,
): Promise<{ jeton: string; produit: ProduitSuivi }> {
  const connexion = await request.post(`${INSTANCE_1}/api/users/login`, {
    data: { email: 'admin@mots-couleurs.example', password: 'motdepasse-cluster-2026' },
  })
  expect(connexion.ok()).toBe(true)
  const jeton: string = (await connexion.json()).token
  const { docs } = await (await request.get('/api/produits?limit=5&tri=titre')).json()
  const lignes = await (
    await request.get(`${INSTANCE_1}/api/produits?where[slug][equals]=${docs[rang].slug}&depth=0`, {
      headers: { Authorization: `JWT ${jeton}` },
    })
  ).json()
  return { jeton, produit: { id: lignes.docs[0].id, slug: docs[rang].slug, prix: docs[rang].prix } }
}

/** A price as a page shows it (`12,00 €`), with plain spaces. */
export const prixAffiche = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\s/g, ' ')

/** A page's text with every kind of space made plain, so that prices compare. */
export const texte = async (request: APIRequestContext, url: string) =>
  (await (await request.get(url)).text()).replace(/[\s\u00a0\u202f]/g, ' ')

/** Staff publishes a new price through instance 1. */
export async function changerPrix(request: APIRequestContext, jeton: string, id: number, prix: number) {
  const maj = await request.patch(`${INSTANCE_1}/api/produits/${id}`, {
    headers: { Authorization: `JWT ${jeton}` },
    data: { prix },
  })
  expect(maj.ok(), await maj.text()).toBe(true)
}
