import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { donneesFacture } from '@/lib/facture/facture'
import type { Commande } from '@/payload-types'

import { api } from '../support/api'
import { type CommerceFakes, type RecordedRequest } from '../support/fakes.mjs'
import { AFFICHE_DOUCEUR, createProduit } from './helpers/fixtures'
import { type Boutique, demarrerBoutique } from './helpers/boutique'

let boutique: Boutique
let payload: Payload
let fakes: CommerceFakes

beforeAll(async () => {
  // A threshold out of reach: every order here pays its parcel.
  boutique = await demarrerBoutique({ reglages: { fraisDePort: 590, livraisonOfferteDes: 100_000 } })
  ;({ payload, fakes } = boutique)
  await createProduit(payload, AFFICHE_DOUCEUR)
})
afterAll(async () => boutique?.arreter())
beforeEach(() => {
  process.env.RATE_LIMITS = 'off'
  process.env.STRIPE_SECRET_KEY = fakes.env.STRIPE_SECRET_KEY
})

const payer = (body: Record<string, unknown>) =>
  api(payload, 'POST', '/commande/paiement', {
    body: {
      email: 'client@example.fr',
      consentementNumerique: true,
      renonciationRetractation: true,
      ...body,
    },
  })
const nombreCommandes = async () =>
  (await payload.count({ collection: 'commandes', overrideAccess: true })).totalDocs

type Formulaire = {
  line_items: { quantity: string; price_data: { unit_amount: string; product_data: { name: string } } }[]
  shipping_options?: { shipping_rate_data: { display_name: string; fixed_amount: { amount: string } } }[]
}
const formulaire = (r: RecordedRequest) => r.body as unknown as Formulaire
const commandeDe = async (url: string) =>
  (
    await payload.find({
      collection: 'commandes',
      where: { stripeSessionId: { equals: url.split('/checkout/')[1] } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs[0] as Commande

describe('POST /api/commande/paiement with formats and quantities: prices and parcels', () => {
  it('prices A2 × 2 on the server, names the format on Stripe and ships in a tube', async () => {
    const avant = fakes.requests.length
    const res = await payer({
      slugs: ['douceur', 'respirer'],
      lignes: [{ slug: 'douceur', format: 'A2', quantite: 2, prix: 1 }],
    })
    expect(res.status).toBe(201)
    const corps = formulaire(fakes.requests[avant])
    expect(
      corps.line_items.map((l) => [l.price_data.product_data.name, l.price_data.unit_amount, l.quantity]),
    ).toEqual([
      ['Je mérite la douceur — A2', '3600', '2'],
      ['Respirer en conscience', '1200', '1'],
    ])
    expect(corps.shipping_options![0].shipping_rate_data).toMatchObject({
      display_name: 'Colis suivi en tube',
      fixed_amount: { amount: '890' },
    })
    const commande = await commandeDe(res.json.url)
    expect(commande).toMatchObject({ sousTotal: 8400, fraisDePort: 890, total: 9290 })
    expect(commande.lignes!.map((l) => [l.slug, l.format, l.quantite, l.prix])).toEqual([
      ['douceur', 'A2', 2, 3600],
      ['respirer', null, 1, 1200],
    ])
    expect(commande.lignes![0].formatLibelle).toBe('A2, 42\u00a0×\u00a059,4\u00a0cm')
  })

  it('keeps a cart of slugs only working: the default format × 1, in a flat carton', async () => {
    const avant = fakes.requests.length
    const res = await payer({ slugs: ['douceur'] })
    expect(res.status).toBe(201)
    const corps = formulaire(fakes.requests[avant])
    expect(corps.line_items[0].price_data.product_data.name).toBe('Je mérite la douceur — A3')
    expect(corps.shipping_options![0].shipping_rate_data.fixed_amount.amount).toBe('590')
    expect(await commandeDe(res.json.url)).toMatchObject({ sousTotal: 2400, fraisDePort: 590 })
  })

  it('ships an A5 card alone in an envelope', async () => {
    const res = await payer({ lignes: [{ slug: 'douceur', format: 'A5', quantite: 3 }] })
    expect(res.status).toBe(201)
    expect(await commandeDe(res.json.url)).toMatchObject({ sousTotal: 3600, fraisDePort: 290, total: 3890 })
  })
})

describe('POST /api/commande/paiement with formats and quantities: refusals', () => {
  it('refuses in French, with no order, an unknown format, a bad quantity and odd lines', async () => {
    const avant = await nombreCommandes()
    const cas: [Record<string, unknown>, RegExp][] = [
      [{ lignes: [{ slug: 'douceur', format: 'A0' }] }, /Le format «\u00a0A0\u00a0» n’est pas proposé/],
      [{ lignes: [{ slug: 'douceur', quantite: 0 }] }, /nombre entier de 1 à 10/],
      [{ lignes: [{ slug: 'douceur', quantite: 11 }] }, /nombre entier de 1 à 10/],
      [{ lignes: [{ slug: 'douceur', quantite: 1.5 }] }, /nombre entier de 1 à 10/],
      [{ lignes: [{ slug: 'douceur', quantite: '2' }] }, /nombre entier de 1 à 10/],
      [{ lignes: [{ slug: 'douceur', format: 42 }] }, /Le format doit être un code/],
      [{ lignes: [{ slug: 'douceur' }, { slug: 'douceur' }] }, /figure deux fois/],
      [{ slugs: ['respirer'], lignes: [{ slug: 'douceur' }] }, /ne correspond à aucun produit du panier/],
      [{ lignes: [{ slug: 'respirer', format: 'A3' }] }, /fichier numérique, sans format/],
      [{ lignes: [{ slug: 'respirer', quantite: 2 }] }, /fichier numérique, vendu à l’unité/],
      [{ slugs: ['douceur'], lignes: 'douceur' }, /doivent être une liste/],
      [{ lignes: [] }, /Votre panier est vide/],
      [{}, /La liste des produits est manquante/],
    ]
    for (const [corps, message] of cas) {
      const res = await payer(corps)
      expect(res.status, JSON.stringify(corps)).toBe(400)
      expect(res.json.error).toMatch(message)
    }
    expect(await nombreCommandes()).toBe(avant)
  })

  it('refuses a format the shop made inactive', async () => {
    const r = await payload.findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
    const formats = (r.formatsImpression ?? []).map((f) => ({ ...f, actif: f.code !== '50x70' }))
    await payload.updateGlobal({
      slug: 'reglages',
      data: { formatsImpression: formats },
      overrideAccess: true,
    })
    const res = await payer({ lignes: [{ slug: 'douceur', format: '50x70' }] })
    expect(res.status).toBe(400)
    expect(res.json.error).toBe(
      'Le format «\u00a050x70\u00a0» n’est pas proposé pour «\u00a0Je mérite la douceur\u00a0».',
    )
  })

  it('answers 201 exactly for an offered format and a quantity of 1 to 10, whatever is sent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom('A5', 'A4', 'A3', 'A2', 'B1', '', 'a3'), fc.constant(null)),
        fc.oneof(fc.integer({ min: -3, max: 14 }), fc.double({ noNaN: true, min: 0, max: 12 })),
        async (format, quantite) => {
          const res = await payer({ lignes: [{ slug: 'douceur', format, quantite }] })
          const valide =
            (format === null || format === '' || ['A5', 'A4', 'A3', 'A2'].includes(format)) &&
            Number.isInteger(quantite) &&
            quantite >= 1 &&
            quantite <= 10
          expect(res.status).toBe(valide ? 201 : 400)
          if (!valide) expect(res.json.error).toMatch(/^[A-ZÀ-Ü«]/)
        },
      ),
      { numRuns: 25 },
    )
  })
})

describe('POST /api/commande/paiement with formats and quantities: the invoice', () => {
  it('invoices the paid order line by line: format, quantity, line amount', async () => {
    const res = await payer({ lignes: [{ slug: 'douceur', format: 'A2', quantite: 2 }] })
    const session = fakes.sessions.get(res.json.url.split('/checkout/')[1])!
    const commande = await boutique.confirmee(session)
    const reglages = await payload.findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
    expect(
      donneesFacture(commande, reglages).lignes.map((l) => [l.designation, l.quantite ?? 1, l.ttc]),
    ).toEqual([
      ['Je mérite la douceur (affiche imprimée A2, 42\u00a0×\u00a059,4\u00a0cm)', 2, 7200],
      ['Frais de livraison', 1, 890],
    ])
    const produit = await payload.find({ collection: 'produits', where: { slug: { equals: 'douceur' } } })
    expect(produit.docs[0].ventes).toBe(2)
  })
})
