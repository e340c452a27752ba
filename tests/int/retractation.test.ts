// The online withdrawal function (docs/SPECIFICATION.md §15): an order identified by number and e-mail
// or by the space's session, printed items only, 14 days from delivery (« hors délai » after), one
// record per line, an acknowledgement with date, time and content through the outbox (real SMTP capture),
// the staff's list, and the refund through « Rembourser » afterwards (Stripe-compatible server).
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Commande } from '@/payload-types'
import {
  AVERTISSEMENT_HORS_DELAI,
  dernierJour,
  eligibilite,
  MOTIFS,
  REFUS_RETRACTATION,
} from '@/lib/commande/retractation/delai'
import { referencePublique } from '@/lib/commande/retractation/reference'

import { api } from '../support/api'
import type { CommerceFakes } from '../support/fakes.mjs'
import { demarrerBoutique, VENDEUR } from './helpers/boutique'
import { enSession } from './helpers/espace'
import { createStaff } from './helpers/fixtures'

let payload: Payload
let fakes: CommerceFakes
let boutique: Awaited<ReturnType<typeof demarrerBoutique>>
let jeton: string

beforeAll(async () => {
  boutique = await demarrerBoutique()
  ;({ payload, fakes } = boutique)
  await payload.updateGlobal({
    slug: 'reglages',
    // A seller liable to VAT must give its VAT number (src/globals/Reglages.ts).
    data: { ...VENDEUR, email: 'atelier@exemple.fr' },
  })
  await createStaff(payload)
  jeton = (
    await payload.login({
      collection: 'users',
      data: { email: 'admin@test.example', password: 'motdepasse-test-1' },
    })
  ).token!
})
afterAll(async () => boutique?.arreter())
beforeEach(() => {
  process.env.RATE_LIMITS = 'off'
})

const JOUR = 24 * 3600_000
const identifier = (body: unknown, headers: Record<string, string> = {}) =>
  api(payload, 'POST', '/retractation/commande', { body, headers })
const confirmer = (body: unknown, headers: Record<string, string> = {}) =>
  api(payload, 'POST', '/retractation', { body, headers })
const accuses = (numero: string) =>
  fakes.mails.filter((m) => m.subject === `Accusé de réception de votre rétractation — commande ${numero}`)

describe('the withdrawal period', () => {
  const commande = (
    dates: { expedieeLe?: string | null; livreeLe?: string | null; pays?: string },
    lignes = [{ livraison: 'imprime' }],
  ) =>
    ({
      statut: dates.expedieeLe || dates.livreeLe ? 'expediee' : 'payee',
      expedieeLe: dates.expedieeLe ?? null,
      livreeLe: dates.livreeLe ?? null,
      adresseLivraison: { pays: dates.pays ?? null },
      lignes,
    }) as unknown as Commande

  it('ends 14 days after the recorded delivery, on the last day in Paris, and is then « hors délai », not refused', () => {
    // Delivered Monday 9 November 2026 → last day Monday 23 November.
    const c = commande({ expedieeLe: '2026-11-05T10:00:00.000Z', livreeLe: '2026-11-09T12:00:00.000Z' })
    expect(dernierJour(c)).toBe('2026-11-23')
    expect(eligibilite(c, Date.parse('2026-11-23T22:59:00Z'))).toMatchObject({
      refus: null,
      horsDelai: false,
    }) // 23:59 in Paris
    expect(eligibilite(c, Date.parse('2026-11-23T23:01:00Z'))).toMatchObject({ refus: null, horsDelai: true }) // 00:01 the 24th
  })

  it('runs to the next working day when it would end on a Saturday, a Sunday or a public holiday', () => {
    expect(dernierJour(commande({ livreeLe: '2026-11-14T12:00:00.000Z' }))).toBe('2026-11-30') // ends Sat 28
    expect(dernierJour(commande({ livreeLe: '2026-11-15T12:00:00.000Z' }))).toBe('2026-11-30') // ends Sun 29
    expect(dernierJour(commande({ livreeLe: '2026-12-11T12:00:00.000Z' }))).toBe('2026-12-28') // ends Fri 25
  })

  it('presumes delivery from shipping by the zone’s margin only when no delivery day is recorded', () => {
    // Shipped Monday 2 November 2026.
    const expedieeLe = '2026-11-02T10:00:00.000Z'
    // France: 5 days → 7 November, + 14 = Saturday 21 → Monday 23.
    expect(dernierJour(commande({ expedieeLe, pays: 'FR' }))).toBe('2026-11-23')
    // Elsewhere in the Union, or unknown: 10 days → 12 November, + 14 = Thursday 26.
    expect(dernierJour(commande({ expedieeLe, pays: 'DE' }))).toBe('2026-11-26')
    expect(dernierJour(commande({ expedieeLe }))).toBe('2026-11-26')
    // A recorded day wins, earlier or later.
    expect(dernierJour(commande({ expedieeLe, pays: 'DE', livreeLe: '2026-11-04T12:00:00.000Z' }))).toBe(
      '2026-11-18',
    )
  })

  it('is open before shipping, and never for digital files', () => {
    const c = commande({}, [{ livraison: 'imprime' }, { livraison: 'numerique' }])
    const e = eligibilite(c, Date.parse('2027-06-01T10:00:00Z'))
    expect(e).toMatchObject({ refus: null, dernierJour: null, horsDelai: false })
    expect(e.lignes.map((l) => [l.eligible, l.motif])).toEqual([
      [true, null],
      [false, MOTIFS.numerique],
    ])
  })
})

describe('POST /api/retractation/commande and /api/retractation: a withdrawal recorded once', () => {
  it('records the withdrawal from a shipped printed order once and mails its acknowledgement', async () => {
    const c = await boutique.expediee(await boutique.payee(['stress'], 'Marie@Exemple.fr'), new Date())
    const vue = await identifier({
      numero: referencePublique(c.numero).toLowerCase(),
      email: 'marie@exemple.fr',
    })
    expect(vue.status).toBe(200)
    expect(vue.json.commande).toMatchObject({
      numero: c.numero,
      refus: null,
      lignes: [
        { slug: 'stress', titre: 'Le stress expliqué', prix: 2500, livraison: 'imprime', eligible: true },
      ],
    })
    expect(vue.json.commande.dernierJour).toMatch(/^\d{1,2} \S+ 20\d\d$/)

    const avant = Date.now()
    const res = await confirmer({ numero: referencePublique(c.numero), email: 'marie@exemple.fr' })
    expect(res.status).toBe(201)
    expect(res.json).toMatchObject({ numero: c.numero, email: 'marie@exemple.fr' })
    expect(res.json.recueLe).toMatch(/^\d{1,2} \S+ 20\d\d à \d\d\u00a0h\u00a0\d\d$/)
    const apres = await boutique.lire(c.id)
    expect(Date.parse(apres.retracteeLe!)).toBeGreaterThanOrEqual(avant - 1000)
    expect(apres.lignesRetractees).toEqual([
      {
        ligne: c.lignes![0].id,
        slug: 'stress',
        titre: 'Le stress expliqué',
        prix: 2500,
        recueLe: apres.retracteeLe,
        horsDelai: false,
        decision: null,
        email: 'marie@exemple.fr',
        declaration: 1,
      },
    ])
    expect(apres.statut).toBe('expediee')

    const mail = await fakes.waitForMail(
      (m) => accuses(c.numero).includes(m) && m.to.includes('marie@exemple.fr'),
    )
    expect(mail.text).toContain(
      `Nous avons reçu votre déclaration de rétractation le ${res.json.recueLe} (heure de Paris)`,
    )
    expect(mail.text).toContain('Je vous notifie par la présente ma rétractation du contrat')
    expect(mail.text).toContain(`Commande ${c.numero} du `)
    expect(mail.text).toContain('Le stress expliqué')
    expect(mail.text).toContain('25,00\u00a0€')
    expect(mail.text).toContain('Atelier Essai SARL\n3 place des Couleurs\n69002 Lyon')
    expect(mail.text).toContain('Renoncer au contrat ici')
    // The workshop is told as well.
    const atelier = await fakes.waitForMail((m) => m.subject === `Rétractation reçue — commande ${c.numero}`)
    expect(atelier.to).toEqual(['atelier@exemple.fr'])
    expect(atelier.text).toContain('Le stress expliqué')
    expect(atelier.text).toContain('http://boutique.test/admin/retractations')

    // Once per line: with its only line withdrawn, a second confirmation changes nothing and mails nothing.
    const encore = await confirmer({ numero: referencePublique(c.numero), email: 'marie@exemple.fr' })
    expect(encore.status).toBe(409)
    expect(encore.json.error).toBe(REFUS_RETRACTATION.dejaRetractee)
    expect(
      (await identifier({ numero: referencePublique(c.numero), email: 'marie@exemple.fr' })).json.commande
        .refus,
    ).toMatch(/^Vous vous êtes déjà rétracté de cette commande\. \(le .+ à .+\)\.$/)
    expect((await boutique.lire(c.id)).retracteeLe).toBe(apres.retracteeLe)
    await new Promise((r) => setTimeout(r, 200))
    expect(accuses(c.numero)).toHaveLength(1)
  })
})

describe('POST /api/retractation: late statements and digital files', () => {
  it('records a statement after the period « hors délai », says so before confirming, and acknowledges it', async () => {
    const c = await boutique.expediee(
      await boutique.payee(['stress'], 'tard@exemple.fr'),
      new Date(Date.now() - 40 * JOUR),
    )
    const vue = await identifier({ numero: referencePublique(c.numero), email: 'tard@exemple.fr' })
    expect(vue.json.commande).toMatchObject({ refus: null, avertissement: AVERTISSEMENT_HORS_DELAI })
    const res = await confirmer({ numero: referencePublique(c.numero), email: 'tard@exemple.fr' })
    expect(res.status).toBe(201)
    expect(res.json.horsDelai).toBe(true)
    const lue = await boutique.lire(c.id)
    expect(lue.retracteeLe).toBeTruthy()
    expect(lue.lignesRetractees).toMatchObject([{ slug: 'stress', horsDelai: true, decision: null }])
    const mail = await fakes.waitForMail((m) => accuses(c.numero).includes(m))
    expect(mail.text).toContain('elle est enregistrée «\u00a0hors délai\u00a0»')
    await fakes.waitForMail((m) => m.subject === `Rétractation reçue hors délai — commande ${c.numero}`)
  })

  it('refuses digital files bought with the waiver, with its reason, and withdraws only the printed items of a mixed order', async () => {
    const numerique = await boutique.payee(['respirer'], 'fichier@exemple.fr')
    const vue = await identifier({ numero: referencePublique(numerique.numero), email: 'fichier@exemple.fr' })
    expect(vue.json.commande.refus).toBe(REFUS_RETRACTATION.numerique)
    expect(vue.json.commande.lignes[0]).toMatchObject({ eligible: false, motif: MOTIFS.numerique })
    expect(MOTIFS.numerique).toContain('L221-28, 13°')
    const refus = await confirmer({
      numero: referencePublique(numerique.numero),
      email: 'fichier@exemple.fr',
    })
    expect(refus.status).toBe(409)
    expect(refus.json.error).toMatch(/renonciation au droit de rétractation \(article L221-28, 13°/)

    const mixte = await boutique.payee(['respirer', 'stress'], 'mixte@exemple.fr')
    const choixNumerique = await confirmer({
      numero: referencePublique(mixte.numero),
      email: 'mixte@exemple.fr',
      lignes: ['respirer'],
    })
    expect(choixNumerique.status).toBe(400)
    expect(choixNumerique.json.error).toBe(REFUS_RETRACTATION.ligneInvalide)
    expect(
      (await confirmer({ numero: referencePublique(mixte.numero), email: 'mixte@exemple.fr', lignes: [] }))
        .json.error,
    ).toBe(REFUS_RETRACTATION.aucuneLigne)
    // Not shipped yet: open, and only the print is concerned.
    const ok = await confirmer({
      numero: referencePublique(mixte.numero),
      email: 'mixte@exemple.fr',
      lignes: ['stress'],
    })
    expect(ok.status).toBe(201)
    expect((await boutique.lire(mixte.id)).lignesRetractees).toMatchObject([
      { slug: 'stress', titre: 'Le stress expliqué', prix: 2500, horsDelai: false },
    ])
  })
})

describe('POST /api/retractation/commande and /api/retractation: who reaches which order, bad input', () => {
  it('never reaches the order of another e-mail, and answers unknown numbers the same way', async () => {
    const c = await boutique.payee(['stress'], 'proprietaire@exemple.fr')
    for (const body of [
      { numero: referencePublique(c.numero), email: 'intrus@exemple.fr' },
      { numero: referencePublique(c.numero), email: 'proprietaire@exemple.fr.intrus.fr' },
      { numero: referencePublique('MC-2099-999999'), email: 'proprietaire@exemple.fr' },
    ]) {
      for (const appel of [identifier, confirmer]) {
        const res = await appel(body)
        expect(res.status, JSON.stringify(body)).toBe(404)
        expect(res.json.error).toBe('Aucune commande ne correspond à ce numéro et à cette adresse e-mail.')
      }
    }
    expect((await boutique.lire(c.id)).retracteeLe ?? null).toBeNull()
  })

  it('takes the e-mail from the space’s session, which opens only its own orders', async () => {
    const mienne = await boutique.payee(['stress'], 'session@exemple.fr')
    const autre = await boutique.payee(['stress'], 'voisin@exemple.fr')
    const cookie = await enSession(payload, 'session@exemple.fr')
    expect((await identifier({ numero: mienne.numero }, cookie)).status).toBe(200)
    expect((await identifier({ numero: autre.numero }, cookie)).status).toBe(404)
    expect((await confirmer({ numero: autre.numero }, cookie)).status).toBe(404)
    const sans = await identifier({ numero: mienne.numero })
    expect(sans.status).toBe(400)
    expect(sans.json.error).toBe('Indiquez l’adresse e-mail utilisée pour la commande.')
    expect((await confirmer({ numero: mienne.numero, lignes: ['stress'] }, cookie)).status).toBe(201)
  })

  it('answers bad input with 400 in French and limits lookups per client address', async () => {
    expect((await identifier({ email: 'a@exemple.fr' })).json.error).toBe(
      'Indiquez le numéro de votre commande.',
    )
    expect((await identifier({ numero: 'x'.repeat(41), email: 'a@exemple.fr' })).json.error).toBe(
      'Numéro de commande trop long.',
    )
    expect((await confirmer({ numero: 'MC-1', email: 'a@exemple.fr', lignes: 'stress' })).json.error).toBe(
      'La liste des articles est invalide.',
    )
    process.env.RATE_LIMITS = 'on'
    const adresse = { 'x-forwarded-for': '192.0.2.77' }
    for (let i = 0; i < 10; i++)
      expect(
        (await identifier({ numero: referencePublique(`MC-2099-00000${i}`), email: 'a@exemple.fr' }, adresse))
          .status,
      ).toBe(404)
    expect((await identifier({ numero: 'MC-2099-000010', email: 'a@exemple.fr' }, adresse)).status).toBe(429)
  })
})

describe('staff side', () => {
  it('lists withdrawn orders for staff only, keeps the fields out of reach of a user write, and refunds through « Rembourser »', async () => {
    const c = await boutique.expediee(await boutique.payee(['stress'], 'rembourse@exemple.fr'), new Date())
    expect(
      (await confirmer({ numero: referencePublique(c.numero), email: 'rembourse@exemple.fr' })).status,
    ).toBe(201)
    const auth = { authorization: `JWT ${jeton}` }
    const liste = await api(payload, 'GET', '/commandes?where[retracteeLe][exists]=true&limit=100&depth=0', {
      headers: auth,
    })
    expect(liste.status).toBe(200)
    const numeros = liste.json.docs.map((d: Commande) => d.numero)
    expect(numeros).toContain(c.numero)
    expect(liste.json.docs.every((d: Commande) => d.retracteeLe)).toBe(true)
    const doc = liste.json.docs.find((d: Commande) => d.numero === c.numero)
    expect(doc.articlesRetractes).toMatch(
      /^• Le stress expliqué \(\d{1,2} \S+ 20\d\d à \d\d\u00a0h\u00a0\d\d\)$/,
    )
    expect((await api(payload, 'GET', '/commandes?where[retracteeLe][exists]=true')).status).toBe(403)

    // Staff cannot type or erase a withdrawal.
    const ecrit = await api(payload, 'PATCH', `/commandes/${c.id}`, {
      body: { retracteeLe: null, lignesRetractees: [] },
      headers: auth,
    })
    expect(ecrit.status).toBeLessThan(500)
    const lue = await boutique.lire(c.id)
    expect(lue.retracteeLe).toBeTruthy()
    expect(lue.lignesRetractees).toHaveLength(1)

    const rembourse = await api(
      payload,
      'POST',
      `/admin/commandes/${encodeURIComponent(c.numero)}/rembourser`,
      {
        raw: '',
        headers: auth,
      },
    )
    expect(rembourse.status).toBe(200)
    expect(rembourse.json.commande).toMatchObject({ statut: 'remboursee' })
    expect(rembourse.json.avoir.numero).toMatch(/^AV-/)
    expect((await boutique.lire(c.id)).retracteeLe).toBe(lue.retracteeLe)
  })
})
