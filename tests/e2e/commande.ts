import { expect, type APIRequestContext } from '@playwright/test'

import { fakesPortFor } from '../support/fakes.mjs'
import { E2E_PORT } from './constants'

/** The Stripe-compatible server and SMTP capture that scripts/e2e-server.mjs starts beside the shop. */
export const FAKES = `http://127.0.0.1:${fakesPortFor(E2E_PORT)}`

export type Mail = { to: string[]; subject: string; text: string; html: string }

/** Pays for one seeded product of the given delivery, as Stripe would: checkout, then the signed webhook. */
export async function commandePayee(
  request: APIRequestContext,
  livraison: 'imprime' | 'numerique',
  email: string,
) {
  const { docs } = (await (await request.get('/api/produits?limit=100')).json()) as {
    docs: { slug: string; titre: string; livraison: string; prix: number }[]
  }
  const produit = docs.find((p) => p.livraison === livraison)!
  const paiement = await request.post('/api/commande/paiement', {
    data: { slugs: [produit.slug], email, consentementNumerique: true, renonciationRetractation: true },
  })
  expect(paiement.status()).toBe(201)
  const sessionId = /cs_test_\w+/.exec((await paiement.json()).url)![0]
  const webhook = await envoyerWebhook(request, sessionId, 'checkout.session.completed')
  expect(await webhook.json()).toMatchObject({ applied: true })
  return produit
}

/** Stripe's webhook of `type` for a session, signed as Stripe signs it, sent by the test to the shop. */
export async function envoyerWebhook(request: APIRequestContext, sessionId: string, type: string) {
  const signe = await (await request.post(`${FAKES}/__test/event`, { data: { sessionId, type } })).json()
  return request.post('/api/commande/webhook', {
    data: signe.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signe.signature },
  })
}

/** The captured mails to `email` whose subject matches, once there are at least `attendus`. */
export async function courrielsPour(
  request: APIRequestContext,
  email: string,
  sujet: RegExp = /(?:)/,
  attendus = 1,
): Promise<Mail[]> {
  let mails: Mail[] = []
  await expect
    .poll(async () => {
      mails = (
        await (await request.get(`${FAKES}/__test/mails?to=${encodeURIComponent(email)}`)).json()
      ).filter((m: Mail) => sujet.test(m.subject))
      return mails.length
    })
    .toBeGreaterThanOrEqual(attendus)
  return mails
}
