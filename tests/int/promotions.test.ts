// Promotion codes: the checkout offers Stripe's promotion codes; the discount Stripe
// granted is recorded on the order by the webhook, and shown by the invoice, the receipt and the
// confirmation page. Real Stripe SDK against the local Stripe-compatible server (tests/support/fakes.mjs).

import { handleEndpoints, type Payload } from 'payload'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { PanierProvider } from '@/components/client/PanierProvider'
import { Confirmation } from '@/components/commande/Confirmation'
import type { Commande } from '@/payload-types'
import { refCommande } from '@/lib/commande/reference'
import { confirmationParSession } from '@/lib/panier/confirmation'
import { jetonFacture } from '@/lib/facture/jeton'

import { api } from '../support/api'
import { euros, plat, texteDuPdf as texteDuPdfLu } from '../support/pdf'
import { type CommerceFakes, type FakeSession, sessionForEvent, signedEvent } from '../support/fakes.mjs'
import { type Boutique, demarrerBoutique } from './helpers/boutique'

let boutique: Boutique
let payload: Payload
let fakes: CommerceFakes

beforeAll(async () => {
  boutique = await demarrerBoutique({
    reglages: {
      fraisDePort: 590,
      livraisonOfferteDes: 6000,
      raisonSociale: 'Atelier Essai SARL',
      tvaNonApplicable: false,
      tauxTva: 20,
    },
  })
  ;({ payload, fakes } = boutique)
})
afterAll(async () => {
  // Receipts are marked sent after the SMTP server took them: let that happen before closing the database.
  for (let i = 0; i < 50; i++) {
    const { totalDocs } = await payload.count({
      collection: 'courriels',
      where: { statut: { not_equals: 'envoye' } },
      overrideAccess: true,
    })
    if (totalDocs === 0) break
    await new Promise((r) => setTimeout(r, 100))
  }
  await boutique?.arreter()
})
beforeEach(() => {
  process.env.RATE_LIMITS = 'off'
})

const commandeDeSession = (sessionId: string) => boutique.commandeDeSession(sessionId)
const livrer = (session: FakeSession, type = 'checkout.session.completed') => {
  const { payload: corps, signature } = signedEvent(type, sessionForEvent(session, type))
  return api(payload, 'POST', '/commande/webhook', { raw: corps, headers: { 'stripe-signature': signature } })
}
async function commander(email: string) {
  const res = await api(payload, 'POST', '/commande/paiement', {
    body: {
      slugs: ['respirer', 'stress'],
      email,
      consentementNumerique: true,
      renonciationRetractation: true,
    },
  })
  expect(res.status).toBe(201)
  return fakes.sessions.get(res.json.url.split('/checkout/')[1])!
}
/** The customer enters a code on the (fake) Stripe page. */
const saisirCode = (session: FakeSession, corps: Record<string, unknown>) =>
  fetch(`${fakes.url}/__test/session/${session.id}/promotion`, {
    method: 'POST',
    body: JSON.stringify(corps),
  })

async function texteDuPdf(commande: Commande): Promise<string> {
  const res = await handleEndpoints({
    config: payload.config,
    request: new Request(
      `http://localhost/api/commande/facture/${jetonFacture(await refCommande(payload, commande))}`,
    ),
  })
  expect(res.status).toBe(200)
  return texteDuPdfLu(new Uint8Array(await res.arrayBuffer()))
}
/** The confirmation page's order, rendered (its cart-emptying child needs the cart's provider). */
async function page(sessionId: string) {
  const commande = await confirmationParSession(payload, sessionId)
  return plat(
    renderToStaticMarkup(
      createElement(PanierProvider, null, createElement(Confirmation, { commande })) as ReactElement,
    ),
  )
}

describe('promotion codes: offered, and a 10 % code on every document', () => {
  it('offers them at checkout', async () => {
    const session = await commander('offre@example.fr')
    const requete = fakes.requests.findLast((r) => r.path === '/v1/checkout/sessions')!
    expect(requete.body.allow_promotion_codes).toBe('true')
    expect(session.allow_promotion_codes).toBe(true)
  })

  it('records a 10 % code on the order and shows it on the invoice, the receipt and the confirmation', async () => {
    const session = await commander('promo@example.fr')
    const code = await saisirCode(session, { code: 'BIENVENUE10', percent_off: 10 })
    expect(code.status).toBe(200)
    // Items 12,00 + 25,00 €, shipping 5,90 € (not discounted): 10 % of 37,00 € = 3,70 €.
    expect(session.total_details.amount_discount).toBe(370)
    expect(session.amount_total).toBe(3920)

    const res = await livrer(session)
    expect(res.json).toEqual({ received: true, applied: true })
    const commande = await commandeDeSession(session.id)
    expect(commande).toMatchObject({
      statut: 'payee',
      sousTotal: 3700,
      fraisDePort: 590,
      remise: 370,
      codePromo: 'BIENVENUE10',
      total: 3920,
    })
    // The event names the promotion code by id only: its code was read from the API.
    expect(fakes.requests.some((r) => r.method === 'GET' && r.path.startsWith('/v1/promotion_codes/'))).toBe(
      true,
    )

    // Invoice: the discount as a negative line at 20 % (3,70 € → −3,08 HT − 0,62 VAT), totals = amount paid.
    const texte = await texteDuPdf(commande)
    for (const attendu of [
      'Remise (code BIENVENUE10)',
      `1 ${euros(-308)} 20 % ${euros(-62)} ${euros(-370)}`,
      `1 ${euros(1000)} 20 % ${euros(200)} ${euros(1200)}`,
      `1 ${euros(2083)} 20 % ${euros(417)} ${euros(2500)}`,
      `1 ${euros(492)} 20 % ${euros(98)} ${euros(590)}`,
      `Total HT ${euros(3267)}`,
      `TVA 20 % ${euros(653)}`,
      `Total TTC ${euros(3920)}`,
    ])
      expect(texte).toContain(plat(attendu))

    const mail = await fakes.waitForMail((m) => m.to.includes('promo@example.fr'))
    expect(mail.text).toContain('Remise (code BIENVENUE10)\u00a0: -3,70\u00a0€')
    expect(mail.text).toContain('Total payé\u00a0: 39,20\u00a0€')
    expect(mail.html).toContain('Remise (code BIENVENUE10)')

    expect(await confirmationParSession(payload, session.id)).toMatchObject({
      remise: 370,
      codePromo: 'BIENVENUE10',
      total: 3920,
    })
    const html = await page(session.id)
    expect(html).toContain(
      `Remise (code BIENVENUE10)</dt><dd class="text-right" data-testid="remise-commande">${euros(-370)}`,
    )
    expect(html).toContain(`data-testid="total-commande">${euros(3920)}`)

    // A redelivered event changes nothing.
    expect((await livrer(session)).json.applied).toBe(false)
    expect(await commandeDeSession(session.id)).toMatchObject({ remise: 370, total: 3920 })
  })
})

describe('promotion codes: an amount off, no code, a session charging more', () => {
  it('records an amount-off code the same way', async () => {
    const session = await commander('montant@example.fr')
    expect((await saisirCode(session, { code: 'CINQ', amount_off: 500 })).status).toBe(200)
    expect((await livrer(session)).json.applied).toBe(true)
    expect(await commandeDeSession(session.id)).toMatchObject({ remise: 500, codePromo: 'CINQ', total: 3790 })
    const mail = await fakes.waitForMail((m) => m.to.includes('montant@example.fr'))
    expect(mail.text).toContain('Remise (code CINQ)\u00a0: -5,00\u00a0€')
  })

  it('records no discount and shows none without a code', async () => {
    const session = await commander('sans-code@example.fr')
    expect((await livrer(session)).json.applied).toBe(true)
    const commande = await commandeDeSession(session.id)
    expect(commande.remise ?? 0).toBe(0)
    expect(commande.codePromo ?? null).toBeNull()
    expect(commande.total).toBe(4290)

    const texte = await texteDuPdf(commande)
    expect(texte).not.toContain('Remise')
    expect(texte).toContain(plat(`Total TTC ${euros(4290)}`))
    const mail = await fakes.waitForMail((m) => m.to.includes('sans-code@example.fr'))
    expect(mail.text).not.toContain('Remise')
    expect(mail.text).toContain('Total payé\u00a0: 42,90\u00a0€')
    expect(await page(session.id)).not.toContain('Remise')
  })

  it('never takes as the total a session charging more than the order', async () => {
    const session = await commander('incoherent@example.fr')
    await saisirCode(session, { code: 'BIENVENUE10', percent_off: 10 })
    session.amount_total = 9999
    expect((await livrer(session)).json.applied).toBe(true)
    const commande = await commandeDeSession(session.id)
    expect(commande.remise ?? 0).toBe(0)
    expect(commande.total).toBe(4290)
    const mail = await fakes.waitForMail((m) => m.to.includes('incoherent@example.fr'))
    expect(mail.text).toContain('Total payé\u00a0: 42,90\u00a0€')
  })
})
