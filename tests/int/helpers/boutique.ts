import { expect } from 'vitest'

import type { Commande, Reglage } from '@/payload-types'
import { attendreEnvois } from '@/lib/courriel/courriels'

import { api } from '../../support/api'
import {
  type CommerceFakes,
  type FakeSession,
  sessionForEvent,
  signedEvent,
  startCommerceFakes,
} from '../../support/fakes.mjs'
import { createProduit } from './fixtures'
import { getTestPayload } from './payload'

export const SITE = 'http://boutique.test'

/** A seller liable to VAT, as the invoices and credit notes name it. */
export const VENDEUR = {
  raisonSociale: 'Atelier Essai SARL',
  adresseVendeur: '3 place des Couleurs\n69002 Lyon',
  siret: '12345678200002',
  numeroTvaVendeur: 'FR11123456782',
  tvaNonApplicable: false,
  tauxTva: 20,
} satisfies Partial<Reglage>

export type Commerce = Awaited<ReturnType<typeof demarrerCommerce>>
export type Boutique = Awaited<ReturnType<typeof demarrerBoutique>>

/**
 * The Stripe-compatible server and the SMTP capture, their variables and SITE_URL in the environment
 * with `env` over them (undefined removes a variable), then Payload on its own database with `reglages`
 * written when given. `arreter` stops the fakes `fakes` holds then: a test that restarts them on the
 * same ports puts the new ones there.
 */
export async function demarrerCommerce({
  env = {},
  reglages,
}: { env?: Record<string, string | undefined>; reglages?: Partial<Reglage> } = {}) {
  const fakes: CommerceFakes = await startCommerceFakes()
  for (const [nom, valeur] of Object.entries({ ...fakes.env, SITE_URL: SITE, ...env })) {
    if (valeur === undefined) delete process.env[nom]
    else process.env[nom] = valeur
  }
  const { payload, cleanup } = await getTestPayload()
  if (reglages) await payload.updateGlobal({ slug: 'reglages', data: reglages })
  const commerce = {
    payload,
    fakes,
    arreter: async () => {
      await attendreEnvois()
      await cleanup()
      await commerce.fakes.stop()
    },
  }
  return commerce
}

/**
 * demarrerCommerce with a digital product (`respirer`) and a printed one (`stress`);
 * orders are paid the way customers pay them (checkout, then the signed webhook).
 */
export async function demarrerBoutique({ reglages }: { reglages?: Partial<Reglage> } = {}) {
  const commerce = await demarrerCommerce({ reglages })
  const { payload, fakes } = commerce
  const produits = {
    respirer: await createProduit(payload, { titre: 'Respirer en conscience', slug: 'respirer', prix: 1200 }),
    stress: await createProduit(payload, {
      titre: 'Le stress expliqué',
      slug: 'stress',
      prix: 2500,
      livraison: 'imprime',
      fichierNumerique: null,
    }),
  }
  const lire = (id: number | string) =>
    payload.findByID({ collection: 'commandes', id, depth: 0, overrideAccess: true }) as Promise<Commande>
  const commandeDeSession = async (sessionId: string) =>
    (
      await payload.find({
        collection: 'commandes',
        where: { stripeSessionId: { equals: sessionId } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0] as Commande

  /** A paid order and the Stripe session it was paid through. */
  async function payeeAvecSession(
    slugs: string[],
    email: string,
  ): Promise<{ session: FakeSession; commande: Commande }> {
    const res = await api(payload, 'POST', '/commande/paiement', {
      body: { slugs, email, consentementNumerique: true, renonciationRetractation: true },
    })
    expect(res.status).toBe(201)
    const session = fakes.sessions.get(res.json.url.split('/checkout/')[1])!
    return { session, commande: await confirmee(session) }
  }

  /** Stripe's signed `checkout.session.completed` for a session, delivered: the order it paid. */
  async function confirmee(session: FakeSession): Promise<Commande> {
    const { payload: corps, signature } = signedEvent(
      'checkout.session.completed',
      sessionForEvent(session, 'checkout.session.completed'),
    )
    const livraison = await api(payload, 'POST', '/commande/webhook', {
      raw: corps,
      headers: { 'stripe-signature': signature },
    })
    expect(livraison.json).toEqual({ received: true, applied: true })
    return commandeDeSession(session.id)
  }
  const payee = async (slugs: string[], email: string): Promise<Commande> =>
    (await payeeAvecSession(slugs, email)).commande

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

  return Object.assign(commerce, {
    produits,
    lire,
    commandeDeSession,
    confirmee,
    payee,
    payeeAvecSession,
    expediee,
  })
}
