import { expect, type APIRequestContext } from '@playwright/test'

import { ADMIN_EMAIL, ADMIN_PASSWORD } from './constants'

/** Fields a new product copies from a seeded one to be publishable (tests that create products). */
export const CHAMPS_PRODUIT = [
  'extrait',
  'illustration',
  'categorie',
  'livraison',
  'prix',
  'fichierNumerique',
] as const

/** Logs this context in (a page's context keeps Payload's cookie) and returns the header for API calls. */
export async function connexion(request: APIRequestContext) {
  const res = await request.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })
  expect(res.ok()).toBe(true)
  return { Authorization: `JWT ${(await res.json()).token}` }
}
