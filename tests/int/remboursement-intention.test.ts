// One refund per intent (ticket 44): 20 identical « Rembourser » at once, with the admin dialog's
// `Idempotency-Key` or without one, then the same request again, give one refund at Stripe (the real SDK
// against the local Stripe-compatible server) and one credit note. Before: 2 refunds and 2 notes for the
// 20, a third for the retry (Stripe's key counted the credit notes the first refund had just added).
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Commande } from '@/payload-types'
import {
  FENETRE_INTENTION_MS,
  MESSAGES_DEMANDE,
  traiterDemandeRemboursement,
} from '@/lib/facture/remboursement/demandeRemboursement'
import { stripeClient } from '@/lib/commande/stripe'
import { LockTimeout, withLock } from '@/lib/infra/concurrency/lock'

import { api } from '../support/api'
import type { FakeSession } from '../support/fakes.mjs'
import { type Boutique, demarrerBoutique, SITE } from './helpers/boutique'

let boutique: Boutique
let payload: Payload
let jeton = ''

beforeAll(async () => {
  boutique = await demarrerBoutique()
  payload = boutique.payload
  const data = { email: 'caisse@intention.example', password: 'mot-de-passe-solide-42' }
  await payload.create({ collection: 'users', data: { ...data, roles: ['admin'] } })
  jeton = (await payload.login({ collection: 'users', data })).token!
})
afterAll(async () => boutique?.arreter())
beforeEach(() => {
  process.env.RATE_LIMITS = 'off'
})

const rembourser = (numero: string, corps: unknown, cle?: string) =>
  api(payload, 'POST', `/admin/commandes/${numero}/rembourser`, {
    raw: JSON.stringify(corps),
    headers: { authorization: `JWT ${jeton}`, ...(cle === undefined ? {} : { 'idempotency-key': cle }) },
  })

/** What Stripe refunded on the order's payment, as its API lists it. */
async function chezStripe(session: FakeSession) {
  const { data } = await stripeClient()!.refunds.list({ payment_intent: session._payment_intent, limit: 100 })
  return data.map((r) => r.amount)
}
const avoirs = async (c: Commande) =>
  (
    await payload.find({
      collection: 'avoirs',
      where: { commande: { equals: c.id } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs.map((a) => a.montant)

const payee = (email: string) => boutique.payeeAvecSession(['respirer', 'stress'], email)

describe('« Rembourser » 20 times at once, with a key', () => {
  it('with the dialog’s Idempotency-Key: one refund, one credit note, the first answer to every repeat', async () => {
    const { session, commande } = await payee('cle@intention.example')
    const cle = 'a3f9c2e4b5d6478891aa0b1c2d3e4f50'
    const reponses = await Promise.all(
      Array.from({ length: 20 }, () => rembourser(commande.numero, { montant: 700 }, cle)),
    )
    expect(reponses.map((r) => r.status)).toEqual(Array<number>(20).fill(200))
    expect(new Set(reponses.map((r) => r.text)).size).toBe(1)
    expect(reponses[0].json).toMatchObject({ dejaRemboursee: false, avoir: { montant: 700 } })
    expect(await chezStripe(session)).toEqual([700])
    expect(await avoirs(commande)).toEqual([700])

    const encore = await rembourser(commande.numero, { montant: 700 }, cle)
    expect(encore.text).toBe(reponses[0].text)
    expect(await chezStripe(session)).toEqual([700])
    expect(await avoirs(commande)).toEqual([700])

    // Another opening of the dialog is another intent: a second refund, deliberately.
    const autre = await rembourser(commande.numero, { montant: 700 }, 'b3f9c2e4b5d6478891aa0b1c2d3e4f51')
    expect(autre.json).toMatchObject({ dejaRemboursee: false, avoir: { montant: 700 } })
    expect(await chezStripe(session)).toEqual([700, 700])
    expect((await avoirs(commande)).sort()).toEqual([700, 700])

    // The staff's journal holds each refund once, with its amount and credit note (Law III, item 7):
    // the 20 clicks and their replay are one action.
    const { docs: journal } = await payload.find({
      collection: 'journal',
      where: { action: { equals: 'remboursement' }, cibleId: { equals: String(commande.id) } },
      overrideAccess: true,
      depth: 0,
    })
    expect(journal).toHaveLength(2)
    for (const e of journal) expect(e.resume).toMatch(/remboursement de 7,00\u00a0€, avoir AV-\d{4}-\d{6}/)
  })
})

describe('« Rembourser » 20 times at once, without a key', () => {
  it('without a key: serialised per order, one refund and one credit note, a retry too', async () => {
    const { session, commande } = await payee('sans-cle@intention.example')
    const reponses = await Promise.all(
      Array.from({ length: 20 }, () => rembourser(commande.numero, { montant: 700 })),
    )
    expect(reponses.map((r) => r.status)).toEqual(Array<number>(20).fill(200))
    expect(reponses.filter((r) => r.json.dejaRemboursee === false)).toHaveLength(1)
    expect(await chezStripe(session)).toEqual([700])
    expect(await avoirs(commande)).toEqual([700])

    const encore = await rembourser(commande.numero, { montant: 700 })
    expect(encore.json).toMatchObject({ dejaRemboursee: true, commande: { solde: 4290 - 700 } })
    expect(await chezStripe(session)).toEqual([700])
    expect(await avoirs(commande)).toEqual([700])

    // Stripe was asked with one key, derived from the intent.
    const cles = new Set(
      boutique.fakes.requests
        .filter((r) => r.path === '/v1/refunds' && r.body.payment_intent === session._payment_intent)
        .map((r) => r.idempotencyKey),
    )
    expect(cles.size).toBe(1)
  })

  it('without a key, the same request across the end of a time window is still one intent', async () => {
    const { session, commande } = await payee('fenetre@intention.example')
    const fin = (Math.floor(Date.now() / FENETRE_INTENTION_MS) + 1) * FENETRE_INTENTION_MS - 1
    const demande = (maintenant: number) =>
      traiterDemandeRemboursement(
        payload,
        stripeClient(),
        commande.numero,
        { lignes: undefined, montant: 700 },
        {
          cle: null,
          siteUrl: SITE,
          maintenant,
        },
      )
    expect((await demande(fin)).body).toMatchObject({ dejaRemboursee: false })
    expect((await demande(fin + 2)).body).toMatchObject({ dejaRemboursee: true })
    expect(await chezStripe(session)).toEqual([700])
    // A different amount is a different intent.
    expect((await demande(fin + 3)).body).toMatchObject({ dejaRemboursee: true })
    const autre = await traiterDemandeRemboursement(
      payload,
      stripeClient(),
      commande.numero,
      { montant: 800 },
      {
        cle: null,
        siteUrl: SITE,
      },
    )
    expect(autre.body).toMatchObject({ dejaRemboursee: false })
    expect((await chezStripe(session)).sort()).toEqual([700, 800])
  })
})

describe('the Idempotency-Key header', () => {
  it('is refused in French when too short, too long or outside letters, digits, - and _, refunding nothing', async () => {
    const { session, commande } = await payee('mauvaise-cle@intention.example')
    for (const cle of ['court', 'x'.repeat(129), 'une clé avec espaces', 'a/b/c/d/e/f/g', 'abcdefgh\u00e9']) {
      const res = await rembourser(commande.numero, { montant: 700 }, cle)
      expect(res.status, cle).toBe(400)
      expect(res.json).toEqual({ error: MESSAGES_DEMANDE.cle })
    }
    expect(await chezStripe(session)).toEqual([])
  })

  it('names one request: the same key with another body is refused (422), the first answer stays', async () => {
    const { session, commande } = await payee('autre-corps@intention.example')
    const cle = 'c3f9c2e4-b5d6-4788-91aa-0b1c2d3e4f52'
    expect((await rembourser(commande.numero, { montant: 700 }, cle)).status).toBe(200)
    const autre = await rembourser(commande.numero, { montant: 900 }, cle)
    expect(autre.status).toBe(422)
    expect(autre.json).toEqual({ error: MESSAGES_DEMANDE.autreDemande })
    expect(await chezStripe(session)).toEqual([700])
    // The key is the order's: the same key on another order is that order's intent.
    const { session: s2, commande: c2 } = await payee('autre-commande@intention.example')
    expect((await rembourser(c2.numero, { montant: 700 }, cle)).json).toMatchObject({ dejaRemboursee: false })
    expect(await chezStripe(s2)).toEqual([700])
  })

  it('keeps an answer 30 days: older ones are purged by the next answer stored', async () => {
    const vieille = { numero: 'MC-1999-000001', empreinte: 'e', intention: 'i' }
    const jour = 86_400_000
    for (const [id, age] of [
      ['MC-1999-000001:cle:vieille-31j', 31],
      ['MC-1999-000001:cle:recente-29j', 29],
    ] as const)
      await payload.db.create({
        collection: 'demandes-remboursement',
        data: { id, ...vieille, createdAt: new Date(Date.now() - age * jour).toISOString() },
      })
    const { commande } = await payee('purge@intention.example')
    expect(
      (await rembourser(commande.numero, { montant: 700 }, 'd3f9c2e4b5d6478891aa0b1c2d3e4f53')).status,
    ).toBe(200)
    const restent = await payload.find({
      collection: 'demandes-remboursement',
      where: { numero: { equals: 'MC-1999-000001' } },
      overrideAccess: true,
    })
    expect(restent.docs.map((d) => d.id)).toEqual(['MC-1999-000001:cle:recente-29j'])
  })

  it('is readable by nobody through the API: the stored answers and the locks', async () => {
    for (const collection of ['demandes-remboursement', 'verrous']) {
      const res = await api(payload, 'GET', `/${collection}`, { headers: { authorization: `JWT ${jeton}` } })
      expect(res.status, collection).toBe(403)
    }
  })
})

describe('the order’s lock', () => {
  it('is held in the database: another instance’s hold makes this one wait, a dead one’s lease is taken over', async () => {
    // Another instance holds it (its row, as its withLock wrote it): nothing runs here meanwhile.
    const expireLe = (ms: number) => new Date(Date.now() + ms).toISOString()
    await payload.create({
      collection: 'verrous',
      data: { id: 'essai:autre-instance', jeton: 'autre', expireLe: expireLe(60_000) },
      overrideAccess: true,
    })
    let couru = false
    const attente = withLock(payload, 'essai:autre-instance', async () => (couru = true), { waitMs: 300 })
    await expect(attente).rejects.toBeInstanceOf(LockTimeout)
    expect(couru).toBe(false)

    // That instance died: once its lease has passed, one caller takes the lock over, then releases it.
    await payload.db.updateOne({
      collection: 'verrous',
      id: 'essai:autre-instance',
      data: { expireLe: expireLe(-1) },
    })
    const ordre: string[] = []
    await Promise.all(
      ['a', 'b', 'c'].map((n) =>
        withLock(payload, 'essai:autre-instance', async () => {
          ordre.push(`${n}+`)
          await new Promise((r) => setTimeout(r, 30))
          ordre.push(`${n}-`)
        }),
      ),
    )
    // One holder at a time.
    expect(ordre.join(' ')).toMatch(/^(\w)\+ \1- (\w)\+ \2- (\w)\+ \3-$/)
    const reste = await payload.find({
      collection: 'verrous',
      where: { id: { equals: 'essai:autre-instance' } },
      overrideAccess: true,
    })
    expect(reste.totalDocs).toBe(0)
  })
})
