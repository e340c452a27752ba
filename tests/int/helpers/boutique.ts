import { expect } from 'vitest'

import type { Commande } from '@/payload-types'
import { attendreEnvois } from '@/lib/mail/courriels'

import { api } from '../../support/api'
import { type CommerceFakes, sessionForEvent, signedEvent, startCommerceFakes } from '../../support/fakes.mjs'
import { createProduit } from './fixtures'
import { getTestPayload } from './payload'

export const SITE = 'http://boutique.test'

/**
 * A shop on its own database with the Stripe-compatible server and the SMTP capture, a digital
 * product (`respirer`) and a printed one (`stress`); orders are paid the way customers pay them
 * (checkout, then the signed webhook).
 */
export async function demarrerBoutique() {
  const fakes: CommerceFakes = await startCommerceFakes()
  Object.assign(process.env, fakes.env, { SITE_URL: SITE })
  const { payload, cleanup } = await getTestPayload()
  await createProduit(payload, { titre: 'Respirer en conscience', slug: 'respirer', prix: 1200 })
  await createProduit(payload, {
    titre: 'Le stress expliqué',
    slug: 'stress',
    prix: 2500,
    livraison: 'imprime',
    fichierNumerique: null,
  })
  const lire = (id: number | string) =>
    payload.findByID({ collection: 'commandes', id, depth: 0, overrideAccess: true }) as Promise<Commande>

  async function payee(slugs: string[], email: string): Promise<Commande> {
    const res = await api(payload, 'POST', '/commande/paiement', {
      body: { slugs, email, consentementNumerique: true },
    })
    expect(res.status).toBe(201)
    const session = fakes.sessions.get(res.json.url.split('/checkout/')[1])!
    const { payload: corps, signature } = signedEvent(
      'checkout.session.completed',
      sessionForEvent(session, 'checkout.session.completed'),
    )
    const livraison = await api(payload, 'POST', '/commande/webhook', {
      raw: corps,
      headers: { 'stripe-signature': signature },
    })
    expect(livraison.json).toEqual({ received: true, applied: true })
    const { docs } = await payload.find({
      collection: 'commandes',
      where: { stripeSessionId: { equals: session.id } },
      overrideAccess: true,
      depth: 0,
    })
    return docs[0] as Commande
  }

  /** Marks an order shipped on a given day, as the shipping hook would have dated it. */
  async function expediee(c: Commande, expedieeLe: Date, numeroSuivi = '6A12345678901') {
    await payload.db.updateOne({
      collection: 'commandes',
      id: c.id,
      data: {
        statut: 'expediee',
        transporteur: 'colissimo',
        numeroSuivi,
        expedieeLe: expedieeLe.toISOString(),
      },
      returning: false,
    })
    return lire(c.id)
  }

  return {
    payload,
    fakes,
    lire,
    payee,
    expediee,
    arreter: async () => {
      await attendreEnvois()
      await cleanup()
      await fakes.stop()
    },
  }
}
