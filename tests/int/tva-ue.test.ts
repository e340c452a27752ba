// EU buyers (Law III, item 4), paid the way customers pay (checkout, the Stripe-compatible server, the
// signed webhook): a company of another member state with a valid VAT number pays net prices, its file
// is reverse-charged (AE) and its poster shipped there an exempt intra-community supply (K); its credit
// notes stay so whatever the settings become; a consumer of another member state pays French VAT under
// the one-stop-shop threshold and its country's rate above it; the buyer's country is its address's.
import fs from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { MESSAGES_TVA_ACHETEUR } from '@/lib/panier/tvaAcheteur'
import { emettreAvoir } from '@/lib/facture/avoir'
import { MESSAGE_TVA } from '@/lib/facture/tva'
import { MENTION_262TER, MENTION_AUTOLIQUIDATION } from '@/lib/tva/regime'
import type { Commande, Reglage } from '@/payload-types'

import { api } from '../support/api'
import { type FakeSession, sessionForEvent, signedEvent } from '../support/fakes.mjs'
import { verifierFacturX } from '../support/facturx'
import { plat } from '../support/pdf'
import { type Boutique, demarrerBoutique, VENDEUR } from './helpers/boutique'

let boutique: Boutique
let payload: Payload
beforeAll(async () => {
  boutique = await demarrerBoutique({
    reglages: { ...VENDEUR, fraisDePort: 590, livraisonOfferteDes: 0, seuilVentesDistanceUe: 1_000_000 },
  })
  payload = boutique.payload
})
afterAll(async () => boutique?.arreter())
beforeEach(() => {
  process.env.RATE_LIMITS = 'off'
})

const regler = (data: Partial<Reglage>) =>
  payload.updateGlobal({ slug: 'reglages', data: data as never, overrideAccess: true, depth: 0 })

/** A Brussels company, its VAT number valid (format and check digits). */
const BELGE = { societe: 'Atelier Bruxellois SRL', numeroTva: 'BE 0411.905.847', pays: 'BE' }
const BRUXELLES = { line1: '12 rue Haute', postal_code: '1000', city: 'Bruxelles', country: 'BE' }

const commander = (body: Record<string, unknown>) =>
  api(payload, 'POST', '/commande/paiement', {
    body: { consentementNumerique: true, renonciationRetractation: true, ...body },
  })

/** Checkout, then the payment with the billing (and shipping) address the customer typed on Stripe's page. */
async function payee(
  body: Record<string, unknown>,
  {
    facturation,
    livraison,
    code,
  }: {
    facturation?: Record<string, string>
    livraison?: Record<string, string>
    code?: Record<string, unknown>
  } = {},
): Promise<{ commande: Commande; session: FakeSession }> {
  const res = await commander(body)
  expect(res.status).toBe(201)
  const session: FakeSession = boutique.fakes.sessions.get(res.json.url.split('/checkout/')[1])!
  if (code)
    await fetch(`${boutique.fakes.url}/__test/session/${session.id}/promotion`, {
      method: 'POST',
      body: JSON.stringify(code),
    })
  const evenement = sessionForEvent(session, 'checkout.session.completed')
  if (facturation) Object.assign(evenement.customer_details, { address: facturation })
  const envoi = evenement.collected_information?.shipping_details
  if (envoi && livraison) Object.assign(envoi.address, livraison)
  const { payload: corps, signature } = signedEvent('checkout.session.completed', evenement)
  const livre = await api(payload, 'POST', '/commande/webhook', {
    raw: corps,
    headers: { 'stripe-signature': signature },
  })
  expect(livre.json).toEqual({ received: true, applied: true })
  return { commande: await boutique.commandeDeSession(session.id), session }
}

const facture = async (c: Commande) => {
  const lue = await boutique.lire(c.id)
  const { chemin } = await import('@/lib/facture/facture').then((m) => m.emettreFacture(payload, lue))
  return verifierFacturX(new Uint8Array(fs.readFileSync(chemin)))
}
const recu = (email: string) => boutique.fakes.waitForMail((m) => m.to.includes(email))

describe('a company of another member state: a file, a poster', () => {
  it('buying a file: reverse charge (AE, 0 %), net price paid, both VAT numbers, Belgium as its country', async () => {
    const avant = boutique.fakes.requests.length
    const { commande } = await payee(
      { slugs: ['respirer'], email: 'bruxelles@example.be', ...BELGE },
      { facturation: BRUXELLES },
    )
    // 12,00 € TTC in the catalogue: 10,00 € without French VAT, on Stripe's page and on the order.
    const demande = boutique.fakes.requests.slice(avant).find((r) => r.path === '/v1/checkout/sessions')
    expect(JSON.stringify(demande?.body.line_items)).toMatch(/"unit_amount":"?1000"?[,}]/)
    expect(commande.lignes?.[0]?.prix).toBe(1000)
    expect(commande).toMatchObject({ sousTotal: 1000, total: 1000 })
    const { cii, texte } = await facture(commande)
    expect(cii.acheteur).toMatchObject({ tva: 'BE0411905847', pays: 'BE', nom: BELGE.societe })
    expect(cii.vendeur.tva).toBe(VENDEUR.numeroTvaVendeur)
    expect(cii.lignes).toEqual([expect.objectContaining({ net: 1000, categorie: 'AE', taux: 0 })])
    expect(cii.ventilation).toEqual([
      {
        base: 1000,
        tva: 0,
        categorie: 'AE',
        taux: 0,
        exoneration: MENTION_AUTOLIQUIDATION,
        codeExoneration: 'VATEX-EU-AE',
      },
    ])
    expect(cii.totaux).toMatchObject({ ht: 1000, tva: 0, ttc: 1000, paye: 1000, du: 0 })
    expect(texte).toContain(MENTION_AUTOLIQUIDATION)
    expect(texte).toContain(plat('TVA intracommunautaire : BE0411905847'))
    expect((await recu('bruxelles@example.be')).text).toContain(MENTION_AUTOLIQUIDATION)
  })

  it('buying a poster shipped to Belgium: exempt intra-community supply (K), shipping too; its credit note stays K after the shop moves to the franchise', async () => {
    const avant = boutique.fakes.requests.length
    const { commande } = await payee(
      { slugs: ['stress'], email: 'affiche@example.be', ...BELGE },
      { facturation: BRUXELLES, livraison: { country: 'BE', postal_code: '1000', city: 'Bruxelles' } },
    )
    const demande = boutique.fakes.requests.slice(avant).find((r) => r.path === '/v1/checkout/sessions')
    expect(demande?.body.shipping_address_collection).toEqual({ allowed_countries: ['BE'] })
    // 25,00 € and 5,90 € TTC: 20,83 € and 4,92 € net.
    expect(commande).toMatchObject({ sousTotal: 2083, fraisDePort: 492, total: 2575 })
    const { cii, texte } = await facture(commande)
    expect(cii.ventilation).toEqual([
      {
        base: 2575,
        tva: 0,
        categorie: 'K',
        taux: 0,
        exoneration: MENTION_262TER,
        codeExoneration: 'VATEX-EU-IC',
      },
    ])
    expect(cii.livraison?.pays).toBe('BE')
    expect(texte).toContain(plat(MENTION_262TER))

    await regler({ tvaNonApplicable: true, numeroTvaVendeur: null })
    try {
      const avoir = await emettreAvoir(payload, await boutique.lire(commande.id))
      const lu = await verifierFacturX(new Uint8Array(fs.readFileSync(avoir.chemin)))
      expect(lu.cii.type).toBe('381')
      expect(lu.cii.ventilation).toEqual([
        expect.objectContaining({ base: 2575, categorie: 'K', codeExoneration: 'VATEX-EU-IC' }),
      ])
      expect(lu.cii.vendeur.tva).toBe(VENDEUR.numeroTvaVendeur)
    } finally {
      await regler(VENDEUR)
    }
  })
})

describe('a company of another member state: a mixed order, and what is refused', () => {
  it('a file and a poster: split by line, AE and K, the discount shared between them', async () => {
    const { commande } = await payee(
      { slugs: ['respirer', 'stress'], email: 'mixte@example.be', ...BELGE },
      {
        facturation: BRUXELLES,
        livraison: { country: 'BE' },
        code: { code: 'BIENVENUE10', percent_off: 10 },
      },
    )
    // 10 % off 30,83 € of net items: 3,08 €, shared 1,00 / 2,08 between the file and the poster.
    expect(commande.remise).toBe(308)
    expect(commande.total).toBe(1000 + 2083 + 492 - 308)
    const { cii, texte } = await facture(commande)
    expect(cii.remises.map((r) => [r.categorie, r.montant])).toEqual([
      ['AE', 100],
      ['K', 208],
    ])
    expect(cii.ventilation.map((v) => [v.categorie, v.base, v.tva])).toEqual([
      ['AE', 900, 0],
      ['K', 2367, 0],
    ])
    expect(cii.totaux).toMatchObject({ ht: 3267, tva: 0, paye: commande.total, du: 0 })
    expect(texte).toContain(MENTION_AUTOLIQUIDATION)
    expect(texte).toContain(plat(MENTION_262TER))
  })

  it('refuses in French a wrong check digit, another country than the number’s, or no country', async () => {
    const avant = (await payload.count({ collection: 'commandes', overrideAccess: true })).totalDocs
    const refus = async (body: Record<string, unknown>) => {
      const res = await commander({ slugs: ['respirer'], email: 'refus@example.be', ...body })
      expect(res.status).toBe(400)
      return res.json
    }
    expect(await refus({ ...BELGE, numeroTva: 'BE0411905848' })).toEqual({ error: MESSAGE_TVA })
    expect(await refus({ ...BELGE, pays: 'DE' })).toEqual({
      error: MESSAGES_TVA_ACHETEUR.paysDifferent('BE0411905847', 'DE'),
    })
    expect(await refus({ numeroTva: BELGE.numeroTva })).toEqual({ error: MESSAGES_TVA_ACHETEUR.paysRequis })
    expect((await payload.count({ collection: 'commandes', overrideAccess: true })).totalDocs).toBe(avant)
  })
})

describe('French companies and EU consumers', () => {
  it('a French company pays French VAT as before', async () => {
    const { commande } = await payee({
      slugs: ['respirer'],
      email: 'paris@example.fr',
      numeroTva: 'FR64443061841',
    })
    expect(commande.total).toBe(1200)
    const { cii } = await facture(commande)
    expect(cii.ventilation).toEqual([
      expect.objectContaining({ categorie: 'S', taux: 20, base: 1000, tva: 200 }),
    ])
  })

  it('the buyer’s country is its address’s, a billing country alone included (never France by default)', async () => {
    const { commande } = await payee(
      { slugs: ['respirer'], email: 'liege@example.be' },
      { facturation: { country: 'BE' } as Record<string, string> },
    )
    expect(commande.facturation?.pays).toBe('BE')
    const { cii } = await facture(commande)
    expect(cii.acheteur.pays).toBe('BE')
    // A consumer under the threshold: French VAT.
    expect(cii.ventilation).toEqual([expect.objectContaining({ categorie: 'S', taux: 20 })])
  })

  it('a German consumer: French VAT under the threshold, 19 % once the year’s EU sales pass it, or when the settings say so', async () => {
    const berlin = { line1: 'Unter den Linden 1', postal_code: '10117', city: 'Berlin', country: 'DE' }
    const sous = await payee({ slugs: ['respirer'], email: 'berlin1@example.de' }, { facturation: berlin })
    expect((await facture(sous.commande)).cii.ventilation).toEqual([
      expect.objectContaining({ categorie: 'S', taux: 20, base: 1000, tva: 200 }),
    ])

    // 10 € of this year's distance sales already (the order above), 15 € threshold: the next one passes it.
    await regler({ seuilVentesDistanceUe: 1500 })
    try {
      const sur = await payee({ slugs: ['respirer'], email: 'berlin2@example.de' }, { facturation: berlin })
      expect(sur.commande.total).toBe(1200)
      const { cii, texte } = await facture(sur.commande)
      // The price stays 12,00 €: 10,08 € net and 1,92 € of German VAT.
      expect(cii.ventilation).toEqual([
        expect.objectContaining({ categorie: 'S', taux: 19, base: 1008, tva: 192 }),
      ])
      expect(cii.totaux.paye).toBe(1200)
      expect(texte).toContain(plat('TVA 19 %'))
      expect((await recu('berlin2@example.de')).text).toContain('Allemagne à 19')

      await regler({ seuilVentesDistanceUe: 1_000_000, seuilVentesDistanceUeDepasse: true })
      const option = await payee(
        { slugs: ['respirer'], email: 'berlin3@example.de' },
        { facturation: berlin },
      )
      expect((await facture(option.commande)).cii.ventilation).toEqual([
        expect.objectContaining({ categorie: 'S', taux: 19 }),
      ])
    } finally {
      await regler({ seuilVentesDistanceUe: 1_000_000, seuilVentesDistanceUeDepasse: false })
    }
  })
})
