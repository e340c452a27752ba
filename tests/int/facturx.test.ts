// Factur-X invoices and credit notes issued by real payments and refunds (Stripe-compatible server,
// SMTP capture): each file read back as PDF/A-3 (fonts, XMP, output intent, attachment), its XML
// checked against the Factur-X EN 16931 XSD (a package's) and the business rules stated in
// tests/support/en16931.ts, and every amount compared with the order and with the PDF's text.
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { MENTION_293B } from '@/lib/facture/pdf'
import { refCommande } from '@/lib/commande/reference'
import { jetonDocument } from '@/lib/facture/jeton'
import { MESSAGE_SIRET_CLIENT } from '@/lib/facture/siret'

import { api } from '../support/api'
import { type FakeSession, sessionForEvent, signedEvent } from '../support/fakes.mjs'
import { comparerAvecCommande, verifierFacturX as verifier } from '../support/facturx'
import { euros, plat } from '../support/pdf'
import { type Boutique, demarrerBoutique, SITE, VENDEUR } from './helpers/boutique'

let boutique: Boutique
let payload: Payload
const MOT_DE_PASSE = 'mot-de-passe-solide-42'
let jetonProprietaire = ''
beforeAll(async () => {
  // A seller liable to VAT, with a SIRET whose key is valid: its SIREN goes into the e-invoice.
  boutique = await demarrerBoutique({
    reglages: {
      fraisDePort: 590,
      livraisonOfferteDes: 6000,
      ...VENDEUR,
      siret: '73282932000074',
      numeroTvaVendeur: 'FR44732829320',
    },
  })
  payload = boutique.payload
  // Refunds are the owner's (src/access/matrice.ts).
  const email = 'proprietaire@facturx.example'
  await payload.create({ collection: 'users', data: { email, password: MOT_DE_PASSE, roles: ['admin'] } })
  jetonProprietaire = (await payload.login({ collection: 'users', data: { email, password: MOT_DE_PASSE } }))
    .token!
})
afterAll(async () => {
  await boutique?.arreter()
})
beforeEach(() => {
  process.env.RATE_LIMITS = 'off'
})

const lire = (id: number | string) => boutique.lire(id)

/** Checkout, the customer's code and billing address on the (fake) Stripe page, then the payment. */
async function payee(
  body: Record<string, unknown>,
  {
    code,
    adresseFacturation,
  }: { code?: Record<string, unknown>; adresseFacturation?: Record<string, string> } = {},
) {
  const res = await api(payload, 'POST', '/commande/paiement', {
    body: { consentementNumerique: true, renonciationRetractation: true, ...body },
  })
  expect(res.status).toBe(201)
  const session: FakeSession = boutique.fakes.sessions.get(res.json.url.split('/checkout/')[1])!
  if (code)
    await fetch(`${boutique.fakes.url}/__test/session/${session.id}/promotion`, {
      method: 'POST',
      body: JSON.stringify(code),
    })
  const evenement = sessionForEvent(session, 'checkout.session.completed')
  // The billing address the customer typed on Stripe's page (the fake sends none).
  if (adresseFacturation) Object.assign(evenement.customer_details, { address: adresseFacturation })
  const { payload: corps, signature } = signedEvent('checkout.session.completed', evenement)
  const livre = await api(payload, 'POST', '/commande/webhook', {
    raw: corps,
    headers: { 'stripe-signature': signature },
  })
  expect(livre.json).toEqual({ received: true, applied: true })
  const { docs } = await payload.find({
    collection: 'commandes',
    where: { stripeSessionId: { equals: session.id } },
    overrideAccess: true,
    depth: 0,
  })
  return lire(docs[0].id)
}

/** A document by its signed link (the raw body: the API helper would read a PDF as text). */
async function telecharger(lien: string) {
  const res = await handleEndpoints({
    config: payload.config,
    request: new Request(lien.replace(SITE, 'http://localhost')),
  })
  expect(res.status).toBe(200)
  return new Uint8Array(await res.arrayBuffer())
}

describe('Factur-X invoices: an individual, a company', () => {
  it('an individual buying a file: EN 16931 valid, a service, amounts of the order', async () => {
    const commande = await payee({ slugs: ['respirer'], email: 'particulier@example.fr' })
    const { cii, texte } = await verifier(await telecharger((await lire(commande.id)).lienFacture!))
    expect(cii).toMatchObject({
      type: '380',
      numero: commande.numeroFacture,
      factureReferencee: null,
      vendeur: { nom: 'Atelier Essai SARL', tva: 'FR44732829320', siren: '732829320' },
      acheteur: {
        nom: 'Camille Martin',
        tva: null,
        siren: null,
        pays: 'FR',
        email: 'particulier@example.fr',
      },
      livraison: null,
      ventilation: [{ base: 1000, tva: 200, categorie: 'S', taux: 20, exoneration: null }],
      totaux: { lignes: 1000, remises: 0, ht: 1000, tva: 200, ttc: 1200, paye: 1200, arrondi: 0, du: 0 },
    })
    expect(cii.notes.join(' ')).toContain('Catégorie de l’opération : Prestation de services.')
    comparerAvecCommande(cii, commande)
    expect(texte).toContain(plat('Catégorie de l’opération\u00a0: Prestation de services.'))
    expect(texte).toContain(plat(`Total TTC ${euros(1200)}`))
  })

  it('a company with VAT number and SIRET, shipping to another address: SIREN, VAT number, delivery address, mixed', async () => {
    const commande = await payee(
      {
        slugs: ['respirer', 'stress'],
        email: 'cabinet@example.fr',
        societe: 'Cabinet Sérénité',
        numeroTva: 'FR64443061841',
        siret: '732 829 320 00074',
      },
      {
        adresseFacturation: {
          line1: '8 quai du Rhône',
          postal_code: '69001',
          city: 'Lyon',
          country: 'FR',
        } as Record<string, string>,
      },
    )
    expect(commande.facturation).toMatchObject({ siret: '73282932000074', ligne1: '8 quai du Rhône' })
    expect(commande.fraisDePort).toBe(590)
    const { cii, texte } = await verifier(await telecharger(commande.lienFacture!))
    expect(cii.acheteur).toEqual({
      nom: 'Cabinet Sérénité',
      tva: 'FR64443061841',
      siren: '732829320',
      pays: 'FR',
      email: 'cabinet@example.fr',
    })
    expect(cii.livraison).toEqual({ ligne1: '12 rue des Lilas', pays: 'FR' })
    expect(cii.notes.join(' ')).toContain('Catégorie de l’opération : Mixte.')
    comparerAvecCommande(cii, commande)
    expect(cii.totaux).toMatchObject({ lignes: 3575, ht: 3575, tva: 715, ttc: 4290, paye: 4290 })
    for (const attendu of [
      'SIREN : 732829320',
      'TVA intracommunautaire : FR64443061841',
      '8 quai du Rhône',
      'Adresse de livraison : Camille Martin, 12 rue des Lilas, 69003 Lyon, France.',
      'Catégorie de l’opération : Mixte.',
      `Total HT ${euros(3575)}`,
      `TVA 20 % ${euros(715)}`,
      `Total TTC ${euros(4290)}`,
    ])
      expect(texte).toContain(plat(attendu))
  })
})

describe('Factur-X invoices: a promotion code, the VAT franchise, a wrong SIRET', () => {
  it('a promotion code: a document-level allowance at the VAT rate, totals of the amount paid', async () => {
    const commande = await payee(
      { slugs: ['respirer', 'stress'], email: 'promo@example.fr' },
      { code: { code: 'BIENVENUE10', percent_off: 10 } },
    )
    expect(commande.remise).toBe(370)
    const { cii, texte } = await verifier(await telecharger(commande.lienFacture!))
    expect(cii.remises).toEqual([
      { raison: 'Remise (code BIENVENUE10)', montant: 308, categorie: 'S', taux: 20 },
    ])
    comparerAvecCommande(cii, commande)
    // 1000 + 2083 + 492 − 308 = 3267 HT; VAT 653; 3920 paid.
    expect(cii.totaux).toMatchObject({
      lignes: 3575,
      remises: 308,
      ht: 3267,
      tva: 653,
      ttc: 3920,
      paye: 3920,
    })
    expect(texte).toContain(plat(`Total TTC ${euros(3920)}`))
  })

  it('a seller under the franchise en base: category E with its reason, SIRET as tax registration', async () => {
    await payload.updateGlobal({ slug: 'reglages', data: { tvaNonApplicable: true } })
    try {
      const commande = await payee({ slugs: ['stress'], email: 'franchise@example.fr' })
      const { cii, texte } = await verifier(await telecharger(commande.lienFacture!))
      expect(cii.ventilation).toEqual([
        {
          base: 3090,
          tva: 0,
          categorie: 'E',
          taux: 0,
          exoneration: MENTION_293B,
          codeExoneration: 'VATEX-FR-FRANCHISE',
        },
      ])
      expect(cii.vendeur.tva).toBeNull()
      expect(cii.vendeur.fiscal).toBe('73282932000074')
      expect(cii.totaux).toMatchObject({ ht: 3090, tva: 0, ttc: 3090, paye: 3090 })
      expect(texte).toContain(plat(MENTION_293B))
    } finally {
      await payload.updateGlobal({ slug: 'reglages', data: { tvaNonApplicable: false } })
    }
  })

  it('refuses a SIRET with a wrong key in French, and creates nothing', async () => {
    const avant = (await payload.count({ collection: 'commandes', overrideAccess: true })).totalDocs
    for (const siret of ['732 829 320 00075', '12345678', 'SIRET']) {
      const res = await api(payload, 'POST', '/commande/paiement', {
        body: {
          slugs: ['respirer'],
          email: 'pro@example.fr',
          consentementNumerique: true,
          renonciationRetractation: true,
          siret,
        },
      })
      expect(res.status).toBe(400)
      expect(res.json).toEqual({ error: MESSAGE_SIRET_CLIENT })
    }
    expect((await payload.count({ collection: 'commandes', overrideAccess: true })).totalDocs).toBe(avant)
  })
})

describe('Factur-X credit notes', () => {
  it('type 381, naming the invoice, with the invoice’s amounts stated positive', async () => {
    const commande = await payee({
      slugs: ['respirer', 'stress'],
      email: 'avoir@example.fr',
      siret: '732829320',
    })
    const facture = (await verifier(await telecharger(commande.lienFacture!))).cii
    const res = await api(payload, 'POST', `/admin/commandes/${commande.numero}/rembourser`, {
      headers: { authorization: `JWT ${jetonProprietaire}` },
    })
    expect(res.status).toBe(200)
    const apres = await lire(commande.id)
    const lien = `http://localhost/api/commande/avoir/${jetonDocument('avoir', await refCommande(payload, commande))}`
    const { cii, texte } = await verifier(await telecharger(`${lien}?n=${res.json.avoir.numero}`))
    expect(cii.type).toBe('381')
    expect(cii.numero).toBe(res.json.avoir.numero)
    expect(cii.factureReferencee).toBe(commande.numeroFacture)
    expect(cii.factureReferenceeLe).toBe(commande.factureLe!.slice(0, 10).replace(/-/g, ''))
    expect([cii.cadre, facture.cadre]).toEqual(['M2', 'M2'])
    expect(cii.acheteur.siren).toBe('732829320')
    expect(cii.lignes).toEqual(facture.lignes)
    expect(cii.ventilation).toEqual(facture.ventilation)
    expect(cii.totaux).toEqual(facture.totaux)
    expect(cii.totaux.paye).toBe(apres.montantRembourse)
    expect(texte).toContain(plat(`Avoir annulant la facture ${commande.numeroFacture}`))
    expect(texte).toContain(plat(`Total TTC ${euros(-4290)}`))
  })
})
