/**
 * The outbox (collection `courriels`, src/lib/courriel/courriels.ts): the receipt recorded with the payment,
 * sent once, retried with back-off while SMTP is down, claimed so that concurrent drains send each mail
 * once, readable by staff and by nobody else, written by nobody through the API.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Courriel } from '@/payload-types'
import {
  attendreEnvois,
  BAIL_ENVOI_MS,
  MAX_TENTATIVES,
  delaiAvantEssai,
  enregistrerCourriel,
  envoyerCourriels,
  resumerErreur,
} from '@/lib/courriel/courriels'
import { desceller } from '@/lib/courriel/scellement'

import { api } from '../support/api'
import { type CommerceFakes, sessionForEvent, signedEvent, startCommerceFakes } from '../support/fakes.mjs'
import { type Boutique, demarrerBoutique } from './helpers/boutique'
import { createStaff } from './helpers/fixtures'

let boutique: Boutique
let payload: Payload
let fakes: CommerceFakes
let jetons: { admin: string; editeur: string }
const MINUTE = 60_000

beforeAll(async () => {
  boutique = await demarrerBoutique()
  ;({ payload, fakes } = boutique)
  const staff = await createStaff(payload)
  const jeton = async (email: string) =>
    (await payload.login({ collection: 'users', data: { email, password: 'motdepasse-test-1' } })).token!
  jetons = { admin: await jeton(staff.admin.email), editeur: await jeton(staff.editeur.email) }
})
afterAll(async () => boutique?.arreter())

const courrielsPour = (email: string) => fakes.mails.filter((m) => m.to.includes(email))
const lire = async (id: number | string) =>
  (await payload.findByID({ collection: 'courriels', id, depth: 0, overrideAccess: true })) as Courriel
const parCle = async (cle: string) =>
  (
    await payload.find({
      collection: 'courriels',
      where: { cle: { equals: cle } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs as Courriel[]
const nouveau = (cle: string, destinataire: string) => ({
  cle,
  destinataire,
  mail: { subject: `Essai ${cle}`, html: `<p>${cle}</p>`, text: cle },
})
const attendre = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function payer(email: string) {
  const res = await api(payload, 'POST', '/commande/paiement', {
    body: { slugs: ['respirer'], email, consentementNumerique: true, renonciationRetractation: true },
  })
  expect(res.status).toBe(201)
  const session = fakes.sessions.get(res.json.url.split('/checkout/')[1])!
  const type = 'checkout.session.completed'
  const ev = signedEvent(type, sessionForEvent(session, type))
  const livrer = () =>
    api(payload, 'POST', '/commande/webhook', {
      raw: ev.payload,
      headers: { 'stripe-signature': ev.signature },
    })
  return { commande: await boutique.commandeDeSession(session.id), livrer }
}

describe('outbox: each mail recorded and sent once', () => {
  it('records the receipt with the payment, sends it at once and only once', async () => {
    const { commande, livrer } = await payer('recu@example.fr')
    const t0 = performance.now()
    const res = await livrer()
    console.info(
      `[mesure] webhook checkout.session.completed, reçu mis en file (sans attendre SMTP) : ${(performance.now() - t0).toFixed(1)} ms`,
    )
    expect(res.json).toEqual({ received: true, applied: true })
    // Recorded before Stripe got its answer.
    const [recu] = await parCle(`recu:${commande.id}`)
    expect(recu).toMatchObject({
      destinataire: 'recu@example.fr',
      sujet: `Votre commande ${commande.numero} — Mots & Couleurs`,
    })
    // Sealed in the outbox (tests/int/courriels-scelles.test.ts): the sender opens it.
    expect(recu.texte).toMatch(/^scelle:v1:/)
    expect(desceller(recu.texte)).toContain('Total payé\u00a0: 12,00\u00a0€')
    expect(desceller(recu.html!)).toContain('Respirer en conscience')

    const mail = await fakes.waitForMail((m) => m.to.includes('recu@example.fr'))
    await attendreEnvois()
    expect(mail.text).toMatch(/http:\/\/boutique\.test\/api\/commande\/telechargement\/\S+/)
    await attendre(200)
    const envoye = await lire(recu.id)
    expect(envoye).toMatchObject({ statut: 'envoye', tentatives: 1 })
    expect(envoye.derniereErreur ?? null).toBeNull()
    expect(new Date(envoye.envoyeLe!).getTime()).toBeGreaterThan(Date.now() - MINUTE)

    // Stripe redelivers, the drain runs: still one row, one mail.
    expect((await livrer()).json.applied).toBe(false)
    expect(await envoyerCourriels(payload, { maintenant: new Date(Date.now() + 60 * MINUTE) })).toMatchObject(
      {
        envoyes: 0,
      },
    )
    await attendre(200)
    expect(await parCle(`recu:${commande.id}`)).toHaveLength(1)
    expect(courrielsPour('recu@example.fr')).toHaveLength(1)
  })

  it('records one row per key, even when asked twice at once, and sends it once', async () => {
    const docs = await Promise.all(
      Array.from({ length: 4 }, () =>
        enregistrerCourriel(payload, nouveau('cle:double', 'double@example.fr')),
      ),
    )
    // The key is the row's id: the primary key refuses the second insert, on SQLite and MongoDB alike.
    expect(new Set(docs.map((d) => String(d.id))).size).toBe(1)
    expect(await parCle('cle:double')).toHaveLength(1)
    await envoyerCourriels(payload)
    await attendre(300)
    expect(await parCle('cle:double')).toHaveLength(1)
    expect(courrielsPour('double@example.fr')).toHaveLength(1)
  })

  it('two drains at once send each mail once', async () => {
    const destinataires = Array.from({ length: 6 }, (_, i) => `concurrent${i}@example.fr`)
    for (const d of destinataires) await enregistrerCourriel(payload, nouveau(`concurrent:${d}`, d))
    const t0 = performance.now()
    const bilans = await Promise.all([
      envoyerCourriels(payload),
      envoyerCourriels(payload),
      envoyerCourriels(payload),
    ])
    console.info(
      `[mesure] 3 vidages simultanés de 6 courriels (SMTP local) : ${(performance.now() - t0).toFixed(0)} ms`,
    )
    expect(bilans.reduce((n, b) => n + b.envoyes, 0)).toBe(6)
    await attendre(300)
    for (const d of destinataires) {
      expect(courrielsPour(d), d).toHaveLength(1)
      expect((await parCle(`concurrent:${d}`))[0]).toMatchObject({ statut: 'envoye', tentatives: 1 })
    }
  })
})

describe('outbox: retries while SMTP is down', () => {
  it('retries with exponential back-off while SMTP is down, then delivers once; gives up after 10 tries', async () => {
    const ports = { stripePort: Number(fakes.env.STRIPE_API_PORT), smtpPort: Number(fakes.env.SMTP_PORT) }
    const retard = await enregistrerCourriel(payload, nouveau('panne:retard', 'retard@example.fr'))
    const abandon = await enregistrerCourriel(payload, nouveau('panne:abandon', 'abandon@example.fr'))
    await fakes.stop()
    try {
      const t0 = Date.now()
      const a = (ms: number) => new Date(t0 + ms)
      expect(await envoyerCourriels(payload, { maintenant: a(0), ids: [retard.id] })).toMatchObject({
        echecs: 1,
      })
      let doc = await lire(retard.id)
      expect(doc).toMatchObject({ statut: 'a_envoyer', tentatives: 1 })
      expect(new Date(doc.prochainEssai!).getTime()).toBe(t0 + MINUTE)
      expect(doc.derniereErreur).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/)
      expect(doc.derniereErreur).not.toContain(process.env.PAYLOAD_SECRET!)
      // Not due yet: not even tried.
      expect(await envoyerCourriels(payload, { maintenant: a(30_000), ids: [retard.id] })).toMatchObject({
        envoyes: 0,
        echecs: 0,
      })
      expect((await lire(retard.id)).tentatives).toBe(1)
      expect(await envoyerCourriels(payload, { maintenant: a(MINUTE), ids: [retard.id] })).toMatchObject({
        echecs: 1,
      })
      doc = await lire(retard.id)
      expect(doc.tentatives).toBe(2)
      expect(new Date(doc.prochainEssai!).getTime()).toBe(t0 + MINUTE + 2 * MINUTE)

      // The other mail keeps failing until it is given up, the delays doubling each time.
      let quand = t0
      const delais: number[] = []
      for (let i = 1; i <= MAX_TENTATIVES; i++) {
        await envoyerCourriels(payload, { maintenant: new Date(quand), ids: [abandon.id] })
        const d = await lire(abandon.id)
        expect(d.tentatives).toBe(i)
        if (i < MAX_TENTATIVES) {
          delais.push((new Date(d.prochainEssai!).getTime() - quand) / MINUTE)
          quand = new Date(d.prochainEssai!).getTime()
        }
      }
      expect(delais).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256])
      expect(await lire(abandon.id)).toMatchObject({ statut: 'echec_definitif', tentatives: MAX_TENTATIVES })
      expect(
        await envoyerCourriels(payload, {
          maintenant: new Date(quand + 24 * 60 * MINUTE),
          ids: [abandon.id],
        }),
      ).toMatchObject({ echecs: 0, envoyes: 0 })
    } finally {
      // The same ports, so the environment still names them; boutique.arreter stops these.
      fakes = boutique.fakes = await startCommerceFakes(ports)
    }
    const t1 = Date.now() + 3 * MINUTE + 1000
    expect(await envoyerCourriels(payload, { maintenant: new Date(t1), ids: [retard.id] })).toMatchObject({
      envoyes: 1,
    })
    expect(await envoyerCourriels(payload, { maintenant: new Date(t1 + 60 * MINUTE) })).toMatchObject({
      envoyes: 0,
    })
    await attendre(200)
    expect(courrielsPour('retard@example.fr')).toHaveLength(1)
    expect(courrielsPour('abandon@example.fr')).toHaveLength(0)
    expect(await lire(retard.id)).toMatchObject({ statut: 'envoye', tentatives: 3 })
    expect(delaiAvantEssai(20)).toBe(6 * 60 * MINUTE)
    expect(BAIL_ENVOI_MS).toBeLessThan(delaiAvantEssai(4))
  })
})

describe('outbox: the stored error', () => {
  it('keeps credentials and secrets out of the stored error', () => {
    const env = { SMTP_USER: 'boutique', SMTP_PASS: 'mot-de-passe-smtp', PAYLOAD_SECRET: 'secret-payload' }
    const err = Object.assign(
      new Error(
        'Invalid login: 535 boutique mot-de-passe-smtp refused by smtp://boutique:mot-de-passe-smtp@mail.example',
      ),
      { code: 'EAUTH', responseCode: 535 },
    )
    const texte = resumerErreur(err, env)
    expect(texte).toMatch(/^EAUTH 535 Invalid login/)
    expect(texte).not.toContain('mot-de-passe-smtp')
    expect(texte).not.toContain('boutique:')
    expect(resumerErreur(new Error('x'.repeat(2000)), env).length).toBeLessThanOrEqual(300)
  })
})

describe('who sees the outbox', () => {
  const en = (qui: 'anonyme' | 'editeur' | 'admin'): Record<string, string> =>
    qui === 'anonyme' ? {} : { authorization: `JWT ${jetons[qui]}` }

  it('the owner reads it through the API; visitors and editors get nothing; nobody writes it', async () => {
    const doc = await enregistrerCourriel(payload, nouveau('acces:1', 'acces@example.fr'))
    for (const qui of ['anonyme', 'editeur'] as const) {
      expect((await api(payload, 'GET', '/courriels', { headers: en(qui) })).status, qui).toBe(403)
      expect((await api(payload, 'GET', `/courriels/${doc.id}`, { headers: en(qui) })).status, qui).toBe(403)
    }
    for (const qui of ['admin'] as const) {
      const liste = await api(payload, 'GET', '/courriels?limit=100', { headers: en(qui) })
      expect(liste.status, qui).toBe(200)
      expect(liste.json.docs.some((d: Courriel) => d.cle === 'acces:1')).toBe(true)
      const creation = await api(payload, 'POST', '/courriels', {
        body: nouveau(`acces:${qui}`, 'x@example.fr'),
        headers: en(qui),
      })
      expect(creation.status, qui).toBe(403)
      const maj = await api(payload, 'PATCH', `/courriels/${doc.id}`, {
        body: { statut: 'envoye' },
        headers: en(qui),
      })
      expect(maj.status, qui).toBe(403)
    }
    expect((await api(payload, 'DELETE', `/courriels/${doc.id}`, { headers: en('editeur') })).status).toBe(
      403,
    )
    expect((await lire(doc.id)).statut).toBe('a_envoyer')
  })

  it('shows each mail with its state in the admin list', () => {
    const { admin, labels } = payload.collections.courriels.config
    expect(labels).toEqual({ singular: 'Courriel', plural: 'Courriels' })
    expect(admin.defaultColumns).toEqual(
      expect.arrayContaining(['destinataire', 'sujet', 'statut', 'tentatives', 'prochainEssai', 'envoyeLe']),
    )
  })
})
