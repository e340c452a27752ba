/**
 * Partial refunds, in every order: refunds made in Stripe's dashboard arrive as charge.refunded events
 * (each carrying Stripe's running total, amount_refunded), delivered shuffled and redelivered, with or
 * without « Rembourser » clicked somewhere in between (fast-check). The order always ends with the
 * total Stripe refunded, never a stale lower one; « Rembourser » refunds what remains; each refund has
 * its credit note and mail, stating its amount. Real SDK against the local Stripe-compatible server,
 * real SMTP.
 */
import fc from 'fast-check'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Commande } from '@/payload-types'
import { refCommande } from '@/lib/commande/reference'
import { jetonDocument } from '@/lib/facture/jeton'
import { attendreEnvois } from '@/lib/courriel/courriels'

import { api } from '../support/api'
import { verifierFacturX } from '../support/facturx'
import { euros, plat } from '../support/pdf'
import { type CommerceFakes, type FakeSession, refundedCharge, signedEvent } from '../support/fakes.mjs'
import { type Boutique, demarrerBoutique, VENDEUR } from './helpers/boutique'

let boutique: Boutique
let payload: Payload
let fakes: CommerceFakes
const MOT_DE_PASSE = 'mot-de-passe-solide-42'
let jeton = ''
/** The price of `respirer`, the one product these orders hold. */
const TOTAL = 1200

beforeAll(async () => {
  // A seller liable to VAT with its number, as the credit notes' rules want (BR-S-02).
  boutique = await demarrerBoutique({ reglages: VENDEUR })
  ;({ payload, fakes } = boutique)
  process.env.RATE_LIMITS = 'off'
  await payload.create({
    collection: 'users',
    data: { email: 'editeur@partiels.example', password: MOT_DE_PASSE, roles: ['admin'] },
  })
  jeton = (
    await payload.login({
      collection: 'users',
      data: { email: 'editeur@partiels.example', password: MOT_DE_PASSE },
    })
  ).token!
})
afterAll(async () => boutique?.arreter())

const lire = (id: number | string) => boutique.lire(id)

const livrer = (e: { payload: string; signature: string }) =>
  api(payload, 'POST', '/commande/webhook', {
    raw: e.payload,
    headers: { 'stripe-signature': e.signature },
  })

let sequence = 0
async function payee() {
  sequence += 1
  const email = `partiel-${sequence}@example.fr`
  return { ...(await boutique.payeeAvecSession(['respirer'], email)), email }
}

/** A refund made in Stripe's dashboard: `montant` more (what remains by default), as its event. */
const tableauDeBord = (session: FakeSession, montant?: number) =>
  signedEvent('charge.refunded', refundedCharge(session, montant))

/** `elements` in the order of `cles` (one random key each). */
const melanger = <T>(elements: T[], cles: number[]) =>
  elements
    .map((e, i) => ({ e, k: cles[i % cles.length] + i * 1e-9 }))
    .sort((a, b) => a.k - b.k)
    .map(({ e }) => e)

const courrielsRemboursement = (email: string) =>
  fakes.mails.filter((m) => m.to.includes(email) && m.subject.startsWith('Remboursement'))

/** What a refunded order must show: one credit note per refund adding up to `montant`, each in its
 *  own mail and served as its own PDF of its amount. */
async function verifierDocuments(commande: Commande, email: string, montant: number) {
  await attendreEnvois()
  const { docs: avoirs } = await payload.find({
    collection: 'avoirs',
    where: { commande: { equals: commande.id } },
    pagination: false,
    overrideAccess: true,
  })
  expect(avoirs.reduce((s, a) => s + a.montant, 0)).toBe(montant)
  for (const a of avoirs) {
    const mail = await fakes.waitForMail(
      (m) => m.to.includes(email) && m.subject.startsWith('Remboursement') && m.text.includes(a.numero),
      10_000,
    )
    expect(plat(mail.text)).toContain(plat(`${euros(a.montant)} reviennent sur le moyen de paiement`))
    const res = await handleEndpoints({
      config: payload.config,
      request: new Request(
        `http://localhost/api/commande/avoir/${jetonDocument('avoir', await refCommande(payload, commande))}?n=${a.numero}`,
      ),
    })
    expect(res.status).toBe(200)
    // Its amount is what was refunded (a cent of rounding, BT-114, may separate it from the TTC).
    const { cii, texte } = await verifierFacturX(new Uint8Array(await res.arrayBuffer()))
    expect(cii.totaux.paye).toBe(a.montant)
    expect(texte).toContain(plat(euros(-a.montant)))
  }
  // Each mail as its subject and the credit notes it names: a failure shows which one came twice.
  const mails = courrielsRemboursement(email).map((m) => [m.subject, m.text.match(/AV-\d{4}-\d{6}/g)?.join()])
  expect(mails, JSON.stringify(avoirs.map((a) => [a.numero, a.montant, a.cle]))).toHaveLength(avoirs.length)
}

const partiels = fc.array(fc.integer({ min: 1, max: 250 }), { minLength: 1, maxLength: 3 })
const cles = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 8, maxLength: 8 })

describe('partial refunds made in Stripe’s dashboard', () => {
  it('leave the order with Stripe’s running total, whatever the order of delivery (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        partiels,
        fc.boolean(),
        cles,
        fc.nat({ max: 3 }),
        async (montants, complet, ordre, redites) => {
          const { session, commande, email } = await payee()
          const evenements = montants.map((m) => tableauDeBord(session, m))
          if (complet) evenements.push(tableauDeBord(session))
          const rembourse = session._refunded
          // Shuffled, and some delivered twice (Stripe redelivers).
          const livraison = melanger([...evenements, ...evenements.slice(0, redites)], ordre)
          for (const e of livraison) expect((await livrer(e)).status).toBe(200)

          const apres = await lire(commande.id)
          expect(apres.montantRembourse).toBe(rembourse)
          const toutRembourse = rembourse >= TOTAL
          expect(apres.statut).toBe(toutRembourse ? 'remboursee' : 'payee')
          await verifierDocuments(apres, email, rembourse)
        },
      ),
      { numRuns: 5 },
    )
  }, 240_000)
})

describe('« Rembourser » after partial refunds', () => {
  it('refunds what remains and records, mails and credits the whole amount (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(partiels, cles, fc.nat({ max: 5 }), async (montants, ordre, clic) => {
        const { session, commande, email } = await payee()
        const evenements = montants.map((m) => tableauDeBord(session, m))
        const dejaRembourse = session._refunded
        const livraison = melanger(evenements, ordre)
        const avant = livraison.slice(0, Math.min(clic, livraison.length))
        for (const e of avant) expect((await livrer(e)).status).toBe(200)

        const res = await api(payload, 'POST', `/admin/commandes/${commande.numero}/rembourser`, {
          raw: '',
          headers: { authorization: `JWT ${jeton}` },
        })
        expect(res.status).toBe(200)
        expect(res.json.commande).toMatchObject({ statut: 'remboursee', montantRembourse: TOTAL })
        // Stripe refunded exactly what remained.
        expect(session._refunded).toBe(TOTAL)
        const refunds = fakes.requests.filter(
          (r) => r.path === '/v1/refunds' && r.body.payment_intent === session._payment_intent,
        )
        expect(refunds).toHaveLength(1)
        // Exactly what was left, the dashboard's refunds read from Stripe first.
        expect(refunds[0].body.amount).toBe(String(TOTAL - dejaRembourse))
        expect(TOTAL - dejaRembourse).toBeGreaterThan(0)

        // The late partial events, and Stripe's event for our own refund, change nothing.
        const echo = tableauDeBord(session, 0)
        for (const e of melanger([...livraison.slice(avant.length), echo], ordre.slice().reverse()))
          expect((await livrer(e)).status).toBe(200)
        const apres = await lire(commande.id)
        expect(apres).toMatchObject({ statut: 'remboursee', montantRembourse: TOTAL })
        await verifierDocuments(apres, email, TOTAL)
      }),
      { numRuns: 4 },
    )
  }, 240_000)
})
