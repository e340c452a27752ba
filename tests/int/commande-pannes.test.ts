// Over 300 lines: the crash scenarios run in sequence on one database; the restart test needs all of them.
/**
 * Orders that survive a crash. Child processes run the project's own code (tests/support/panne-commande.ts,
 * through scripts/run-ts.mjs) on this file's database and SIGKILL themselves at a chosen point
 * (MC_TEST_CRASH_AT, src/lib/infra/operations/panne.ts); a later child is the restarted server: Stripe redelivers
 * its events, the drain runs. Also: the session id taken from checkout.session.* events, the 24-hour sweep
 * with an injected clock, and checkout.session.expired.
 */
import { spawn } from 'node:child_process'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Commande, Courriel } from '@/payload-types'
import { confirmationParSession } from '@/lib/panier/confirmation'
import { annulerCommandesExpirees } from '@/lib/commande/expiration'
import { attendreEnvois } from '@/lib/courriel/courriels'

import { exportCondition } from '../../scripts/lib/conditions.mjs'
import { api } from '../support/api'
import { type CommerceFakes, type FakeSession, sessionForEvent, signedEvent } from '../support/fakes.mjs'
import type { Etape } from '../support/panne-commande'
import { type Boutique, demarrerBoutique } from './helpers/boutique'

let boutique: Boutique
let payload: Payload
let fakes: CommerceFakes
const MINUTE = 60_000
const ENFANT_MAX = 150_000
const HEURE = 60 * MINUTE

beforeAll(async () => {
  boutique = await demarrerBoutique({ reglages: { fraisDePort: 590, livraisonOfferteDes: 6000 } })
  ;({ payload, fakes } = boutique)
})
afterAll(async () => boutique?.arreter())

type Lancement = { code: number | null; signal: string | null; resultats: unknown[]; sortie: string }
type ReponseEnfant = { status: number; json: { received: boolean; applied: boolean } }
type BilanEntretien = { annulees: number; envoyes: number; echecs: number; pris: number }

/** One "server process" on this test's database, with the commerce fakes; `panne` kills it there. */
function lancer(etapes: Etape[], panne?: string): Promise<Lancement> {
  return new Promise((resolve, reject) => {
    // The export condition on the command line: run-ts then runs the script in this very process
    // instead of re-spawning itself, so the SIGKILL is seen here as the child's own signal.
    const child = spawn(
      process.execPath,
      [
        `--conditions=${exportCondition()}`,
        'scripts/run-ts.mjs',
        'tests/support/panne-commande.ts',
        JSON.stringify(etapes),
      ],
      {
        env: { ...process.env, ...(panne ? { MC_TEST_CRASH_AT: panne } : {}) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let sortie = ''
    child.stdout.on('data', (d) => (sortie += d))
    child.stderr.on('data', (d) => (sortie += d))
    // A stuck child ends the test rather than the run; a loaded machine (the MongoDB pass runs beside the
    // e2e suite) took 46 s for the eight steps of the restart.
    const garde = setTimeout(() => child.kill('SIGTERM'), ENFANT_MAX)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      clearTimeout(garde)
      const resultats = sortie
        .split('\n')
        .filter((l) => l.startsWith('RESULTAT '))
        .map((l) => JSON.parse(l.slice('RESULTAT '.length)))
      resolve({ code, signal, resultats, sortie })
    })
  })
}

const commandesDe = async (email: string) =>
  (
    await payload.find({
      collection: 'commandes',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs as Commande[]
const uneCommande = async (email: string) => {
  const docs = await commandesDe(email)
  expect(docs).toHaveLength(1)
  return docs[0]
}
const courrielsDe = async (commande: Commande) =>
  (
    await payload.find({
      collection: 'courriels',
      where: { cle: { equals: `recu:${commande.id}` } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs as Courriel[]
const courrielsPour = (email: string) => fakes.mails.filter((m) => m.to.includes(email))
const sessionDe = (commande: Commande) =>
  [...fakes.sessions.values()].find((s) => s.metadata.commandeId === String(commande.id))
const evenement = (type: string, session: FakeSession) => {
  const { payload: corps, signature } = signedEvent(type, sessionForEvent(session, type))
  return { payload: corps, signature }
}
const livrer = (ev: { payload: string; signature: string }) =>
  api(payload, 'POST', '/commande/webhook', {
    raw: ev.payload,
    headers: { 'stripe-signature': ev.signature },
  })
const panier = (email: string, slugs = ['respirer']) => ({
  slugs,
  email,
  consentementNumerique: true,
  renonciationRetractation: true,
})

/** A checkout in this process, up to the Stripe session (the order waits for its webhook). */
async function commander(email: string, slugs = ['respirer']) {
  const res = await api(payload, 'POST', '/commande/paiement', { body: panier(email, slugs) })
  expect(res.status).toBe(201)
  const session = fakes.sessions.get(res.json.url.split('/checkout/')[1])!
  return { session, commande: await uneCommande(email) }
}
const ventes = async (slug: string) =>
  (
    await payload.find({
      collection: 'produits',
      where: { slug: { equals: slug } },
      overrideAccess: true,
      draft: false,
    })
  ).docs[0].ventes ?? 0

// What the crashed processes leave for the restarted one: the events Stripe will redeliver, and the
// sales count before the webhook that was cut short.
const ev: Record<string, { payload: string; signature: string }> = {}
let ventesStressAvant = 0

describe('a process killed mid-order', { timeout: ENFANT_MAX + 30_000 }, () => {
  it('killed between the order creation and the Stripe call: the order waits, Stripe saw nothing', async () => {
    const requetes = fakes.requests.length
    const r = await lancer([{ paiement: panier('a@example.fr') }], 'apres-commande')
    expect(r.signal, r.sortie).toBe('SIGKILL')
    expect(r.resultats).toEqual([])
    const a = await uneCommande('a@example.fr')
    expect(a.statut).toBe('en_attente')
    expect(a.stripeSessionId ?? null).toBeNull()
    expect(fakes.requests.length).toBe(requetes)
  })

  it('killed right after the Stripe session was created: the order does not know its session yet', async () => {
    const r = await lancer([{ paiement: panier('b@example.fr') }], 'apres-session')
    expect(r.signal, r.sortie).toBe('SIGKILL')
    const b = await uneCommande('b@example.fr')
    expect(b.statut).toBe('en_attente')
    expect(b.stripeSessionId ?? null).toBeNull()
    const session = sessionDe(b)!
    expect(session).toBeTruthy()
    expect(await confirmationParSession(payload, session.id)).toBeNull()
    ev.b = evenement('checkout.session.completed', session)
  })

  it('killed while handling the webhook, right after the order became payee', async () => {
    const { session } = await commander('c@example.fr', ['stress'])
    ventesStressAvant = await ventes('stress')
    ev.c = evenement('checkout.session.completed', session)
    const r = await lancer([{ webhook: ev.c }], 'webhook-apres-transition')
    expect(r.signal, r.sortie).toBe('SIGKILL')
    const c = await uneCommande('c@example.fr')
    expect(c.statut).toBe('payee')
    expect(await courrielsDe(c)).toHaveLength(0)
    expect(courrielsPour('c@example.fr')).toHaveLength(0)
  })

  it('killed after the receipt was recorded, before it was sent', async () => {
    const { session } = await commander('d@example.fr')
    ev.d = evenement('checkout.session.completed', session)
    const r = await lancer([{ webhook: ev.d }], 'webhook-apres-recu')
    expect(r.signal, r.sortie).toBe('SIGKILL')
    const d = await uneCommande('d@example.fr')
    expect(d.statut).toBe('payee')
    expect(await courrielsDe(d)).toMatchObject([{ statut: 'a_envoyer', tentatives: 0 }])
    expect(courrielsPour('d@example.fr')).toHaveLength(0)
  })

  it('killed while sending the receipt, after claiming it', async () => {
    const { session } = await commander('e@example.fr')
    const r = await lancer(
      [{ webhook: evenement('checkout.session.completed', session) }],
      'envoi-apres-reservation',
    )
    expect(r.signal, r.sortie).toBe('SIGKILL')
    const [recu] = await courrielsDe(await uneCommande('e@example.fr'))
    expect(recu).toMatchObject({ statut: 'a_envoyer', tentatives: 1 })
    // Claimed: out of other senders' reach for a few minutes.
    expect(new Date(recu.prochainEssai!).getTime()).toBeGreaterThan(Date.now() + 4 * MINUTE)
    expect(courrielsPour('e@example.fr')).toHaveLength(0)
  })
})

describe('the killed process restarted', { timeout: ENFANT_MAX + 30_000 }, () => {
  it('after a restart, with the events redelivered and the drain run: no order lost or stuck, each mail once', async () => {
    const t = Date.now()
    const iso = (ms: number) => new Date(t + ms).toISOString()
    const t0 = performance.now()
    const r = await lancer([
      { webhook: ev.b },
      { webhook: ev.b },
      { webhook: ev.c },
      { webhook: ev.c },
      { webhook: ev.d },
      { entretien: iso(0) },
      { entretien: iso(6 * MINUTE) },
      { entretien: iso(24 * HEURE + MINUTE) },
    ])
    console.info(
      `[mesure] redémarrage (processus enfant, 8 étapes) : ${(performance.now() - t0).toFixed(0)} ms`,
    )
    expect(r.code, r.sortie).toBe(0)
    const [b1, b2, c1, c2, d1] = r.resultats as ReponseEnfant[]
    const [maintenant, apresBail, lendemain] = r.resultats.slice(5) as BilanEntretien[]
    expect([b1, b2, c1, c2, d1].map((x) => x.status)).toEqual([200, 200, 200, 200, 200])
    expect([b1, b2, c1, c2, d1].map((x) => x.json.applied)).toEqual([true, false, false, false, false])
    // B's receipt went out at once after the delivery that recorded its payment. The redeliveries only
    // repair, and leave the sending to the drain: D's receipt, recorded before the crash, goes with the
    // first pass; C's, recorded by its redelivery a moment after that pass's clock, and E's, whose claim
    // was still held, go with the pass after the lease.
    expect(maintenant).toMatchObject({ annulees: 0, envoyes: 1 })
    expect(apresBail).toMatchObject({ annulees: 0, envoyes: 2 })
    expect(lendemain).toMatchObject({ annulees: 1, envoyes: 0 })

    const a = await uneCommande('a@example.fr')
    expect(a.statut).toBe('annulee')
    expect(a.expireeLe).toBeTruthy()
    const b = await uneCommande('b@example.fr')
    const sessionB = sessionDe(b)!
    expect(b).toMatchObject({ statut: 'payee', stripeSessionId: sessionB.id })
    expect(await confirmationParSession(payload, sessionB.id)).toMatchObject({
      numero: b.numero,
      statut: 'payee',
    })
    const c = await uneCommande('c@example.fr')
    expect(c.statut).toBe('payee')
    expect(c.adresseLivraison).toMatchObject({ ligne1: '12 rue des Lilas', ville: 'Lyon' })
    expect(await ventes('stress')).toBe(ventesStressAvant + 1)

    const enAttente = await payload.count({
      collection: 'commandes',
      where: { statut: { equals: 'en_attente' } },
      overrideAccess: true,
    })
    expect(enAttente.totalDocs).toBe(0)
    expect(courrielsPour('a@example.fr')).toHaveLength(0)
    for (const email of ['b@example.fr', 'c@example.fr', 'd@example.fr', 'e@example.fr']) {
      expect(courrielsPour(email), email).toHaveLength(1)
      expect(courrielsPour(email)[0].subject).toMatch(/^Votre commande MC-\d{4}-\d{6} — Mots & Couleurs$/)
      const recus = await courrielsDe(await uneCommande(email))
      expect(recus, email).toMatchObject([{ statut: 'envoye' }])
    }
  })
})

describe('session id, 24-hour sweep and checkout.session.expired', () => {
  it('stores the session id from a checkout.session.* event when the order lacks it', async () => {
    const { session, commande } = await commander('expire@example.fr')
    await payload.db.updateOne({
      collection: 'commandes',
      id: commande.id,
      data: { stripeSessionId: null },
      returning: false,
    })
    const res = await livrer(evenement('checkout.session.expired', session))
    expect(res.json).toEqual({ received: true, applied: true })
    const apres = await uneCommande('expire@example.fr')
    expect(apres).toMatchObject({ statut: 'annulee', stripeSessionId: session.id })
    expect(apres.expireeLe ?? null).toBeNull()
    // Cancelled by Stripe's own expiry: a later completion for that session changes nothing.
    const tard = await livrer(evenement('checkout.session.completed', session))
    expect(tard.json.applied).toBe(false)
    expect((await uneCommande('expire@example.fr')).statut).toBe('annulee')
    expect(courrielsPour('expire@example.fr')).toHaveLength(0)
  })

  it('cancels orders left en_attente after 24 h (injected clock), and a payment arriving later still counts', async () => {
    const { session, commande } = await commander('balayage@example.fr')
    const cree = new Date(commande.createdAt).getTime()
    const t0 = performance.now()
    await annulerCommandesExpirees(payload, new Date(cree + 24 * HEURE - MINUTE))
    console.info(`[mesure] balayage des commandes expirées : ${(performance.now() - t0).toFixed(1)} ms`)
    expect((await uneCommande('balayage@example.fr')).statut).toBe('en_attente')

    const quand = new Date(cree + 24 * HEURE + 1000)
    expect(await annulerCommandesExpirees(payload, quand)).toBeGreaterThanOrEqual(1)
    const annulee = await uneCommande('balayage@example.fr')
    expect(annulee.statut).toBe('annulee')
    expect(new Date(annulee.expireeLe!).getTime()).toBe(quand.getTime())
    // Paid orders are never touched by the sweep.
    expect((await uneCommande('c@example.fr')).statut).toBe('payee')
    // Idempotent: a second sweep finds nothing more for this order.
    await annulerCommandesExpirees(payload, quand)
    expect((await uneCommande('balayage@example.fr')).statut).toBe('annulee')

    // Stripe's own expiry event afterwards changes nothing…
    expect((await livrer(evenement('checkout.session.expired', session))).json.applied).toBe(false)
    // …but money taken just before the session expired (event delayed past the sweep) marks it paid.
    const paye = await livrer(evenement('checkout.session.completed', session))
    expect(paye.json.applied).toBe(true)
    expect((await uneCommande('balayage@example.fr')).statut).toBe('payee')
    await fakes.waitForMail((m) => m.to.includes('balayage@example.fr'))
    await attendreEnvois()
    expect(courrielsPour('balayage@example.fr')).toHaveLength(1)
  })
})
