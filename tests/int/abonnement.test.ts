import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { jetonConfirmation, DUREE_CONFIRMATION_MS } from '@/lib/abonnement/jetons'

import { api, ip } from '../support/api'
import type { CapturedMail, CommerceFakes } from '../support/fakes.mjs'
import { type Commerce, demarrerCommerce, SITE } from './helpers/boutique'

let commerce: Commerce
let payload: Payload
let fakes: CommerceFakes

beforeAll(async () => {
  commerce = await demarrerCommerce()
  ;({ payload, fakes } = commerce)
})
afterAll(async () => commerce?.arreter())
beforeEach(() => {
  process.env.RATE_LIMITS = 'off'
})

const inscrire = (body: unknown, headers?: Record<string, string>) =>
  api(payload, 'POST', '/abonnement', { body, headers })
const abonne = async (email: string) =>
  (await payload.find({ collection: 'abonnes', where: { email: { equals: email } }, overrideAccess: true }))
    .docs
const courrielsPour = (email: string) => fakes.mails.filter((m) => m.to.includes(email))
const lien = (mail: CapturedMail, action: 'confirmer' | 'desabonner') =>
  mail.text.match(new RegExp(`${SITE}/api/abonnement/${action}\\?token=\\S+`))![0]
/** Follows a mailed link through the real REST router; the answer is a redirect to a French page. */
const suivre = (url: string) => api(payload, 'GET', url.replace(`${SITE}/api`, ''))

describe('newsletter double opt-in: subscribing, confirming, unsubscribing', () => {
  it('stores the address en_attente and mails a confirmation link with a working unsubscribe link', async () => {
    const res = await inscrire({ email: 'Lea@Example.fr', consentement: true })
    expect(res.status).toBe(202)
    expect(res.json.message).toMatch(/un e-mail de confirmation vient de lui être envoyé/)
    expect((await abonne('lea@example.fr')).map((a) => a.statut)).toEqual(['en_attente'])

    const mail = await fakes.waitForMail((m) => m.to.includes('lea@example.fr'))
    expect(mail.subject).toBe('Confirmez votre inscription à la lettre de Mots & Couleurs')
    expect(mail.html).toContain('Je confirme mon inscription')
    expect(mail.text).toContain('Se désabonner')
    expect(String(mail.listUnsubscribe)).toContain(`${SITE}/api/abonnement/desabonner?token=`)

    const confirmation = await suivre(lien(mail, 'confirmer'))
    expect(confirmation.status).toBe(303)
    expect(confirmation.headers.get('location')).toBe(`${SITE}/newsletter/confirmee`)
    const [confirme] = await abonne('lea@example.fr')
    expect(confirme.statut).toBe('confirme')
    expect(new Date(confirme.consentementLe!).getTime()).toBeGreaterThan(Date.now() - 60_000)

    const depart = await suivre(lien(mail, 'desabonner'))
    expect(depart.status).toBe(303)
    expect(depart.headers.get('location')).toBe(`${SITE}/newsletter/desabonnee`)
    expect((await abonne('lea@example.fr'))[0].statut).toBe('desabonne')
    // An old confirmation link does not undo the unsubscription.
    expect((await suivre(lien(mail, 'confirmer'))).headers.get('location')).toBe(
      `${SITE}/newsletter/lien-invalide`,
    )
    expect((await abonne('lea@example.fr'))[0].statut).toBe('desabonne')
  })

  it('answers the same for new and known addresses, without duplicates', async () => {
    const premiere = await inscrire({ email: 'paul@example.fr', consentement: true })
    const seconde = await inscrire({ email: 'PAUL@example.fr ', consentement: true })
    expect([premiere.status, seconde.status]).toEqual([202, 202])
    expect(seconde.json).toEqual(premiere.json)
    expect(await abonne('paul@example.fr')).toHaveLength(1)

    // Once confirmed, subscribing again sends nothing and still answers the same.
    const mail = await fakes.waitForMail((m) => m.to.includes('paul@example.fr'))
    await suivre(lien(mail, 'confirmer'))
    const envoyesAvant = courrielsPour('paul@example.fr').length
    const encore = await inscrire({ email: 'paul@example.fr', consentement: true })
    expect(encore.status).toBe(202)
    expect(encore.json).toEqual(premiere.json)
    await new Promise((r) => setTimeout(r, 300))
    expect(courrielsPour('paul@example.fr')).toHaveLength(envoyesAvant)
    expect((await abonne('paul@example.fr')).map((a) => a.statut)).toEqual(['confirme'])
  })

  it('keeps one subscriber under concurrent requests', async () => {
    const reponses = await Promise.all(
      Array.from({ length: 4 }, () => inscrire({ email: 'simultane@example.fr', consentement: true })),
    )
    expect(reponses.map((r) => r.status)).toEqual([202, 202, 202, 202])
    expect(await abonne('simultane@example.fr')).toHaveLength(1)
  })

  it('lets an unsubscribed address subscribe again through a new confirmation', async () => {
    await inscrire({ email: 'retour@example.fr', consentement: true })
    const premier = await fakes.waitForMail((m) => m.to.includes('retour@example.fr'))
    await suivre(lien(premier, 'desabonner'))
    expect((await abonne('retour@example.fr'))[0].statut).toBe('desabonne')
    await inscrire({ email: 'retour@example.fr', consentement: true })
    expect((await abonne('retour@example.fr'))[0].statut).toBe('en_attente')
    await new Promise((r) => setTimeout(r, 300))
    const dernier = courrielsPour('retour@example.fr').at(-1)!
    await suivre(lien(dernier, 'confirmer'))
    expect((await abonne('retour@example.fr'))[0].statut).toBe('confirme')
  })
})

describe('newsletter double opt-in: bad links, one-click unsubscribe and refusals', () => {
  it('sends invalid, expired or swapped links to the French error page', async () => {
    await inscrire({ email: 'zoe@example.fr', consentement: true })
    const expire = jetonConfirmation('zoe@example.fr', Date.now() - DUREE_CONFIRMATION_MS - 1000)
    const mail = await fakes.waitForMail((m) => m.to.includes('zoe@example.fr'))
    const desabonnement = new URL(lien(mail, 'desabonner')).searchParams.get('token')!
    for (const chemin of [
      `/abonnement/confirmer?token=${encodeURIComponent(expire)}`,
      '/abonnement/confirmer?token=faux',
      '/abonnement/confirmer',
      // An unsubscribe token cannot confirm.
      `/abonnement/confirmer?token=${encodeURIComponent(desabonnement)}`,
      '/abonnement/desabonner?token=faux.jeton',
    ]) {
      const res = await api(payload, 'GET', chemin)
      expect(res.status, chemin).toBe(303)
      expect(res.headers.get('location'), chemin).toBe(`${SITE}/newsletter/lien-invalide`)
    }
    expect((await abonne('zoe@example.fr'))[0].statut).toBe('en_attente')
  })

  it('supports one-click unsubscribe by POST (List-Unsubscribe-Post)', async () => {
    await inscrire({ email: 'clic@example.fr', consentement: true })
    const mail = await fakes.waitForMail((m) => m.to.includes('clic@example.fr'))
    const res = await api(payload, 'POST', lien(mail, 'desabonner').replace(`${SITE}/api`, ''), {
      raw: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    expect((await abonne('clic@example.fr'))[0].statut).toBe('desabonne')
    expect((await api(payload, 'POST', '/abonnement/desabonner?token=faux')).status).toBe(400)
  })

  it.each([
    ['no consent', { email: 'a@example.fr' }, 'Cochez la case pour accepter de recevoir la lettre.'],
    [
      'consent false',
      { email: 'a@example.fr', consentement: false },
      'Cochez la case pour accepter de recevoir la lettre.',
    ],
    [
      'consent as text',
      { email: 'a@example.fr', consentement: 'true' },
      'Cochez la case pour accepter de recevoir la lettre.',
    ],
    ['missing e-mail', { consentement: true }, 'Indiquez votre adresse e-mail.'],
    ['bad e-mail', { email: 'a@b', consentement: true }, 'Adresse e-mail invalide.'],
    [
      'e-mail too long',
      { email: `${'a'.repeat(250)}@example.fr`, consentement: true },
      'Adresse e-mail trop longue.',
    ],
  ])('answers 400 in French for %s', async (_, body, error) => {
    const res = await inscrire(body)
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ error })
    expect(await abonne('a@example.fr')).toHaveLength(0)
  })

  it('answers 400 for malformed JSON and 413 beyond 100 KB', async () => {
    expect((await api(payload, 'POST', '/abonnement', { raw: '{"email":' })).status).toBe(400)
    expect(
      (await inscrire({ email: 'a@example.fr', consentement: true, x: 'x'.repeat(101 * 1024) })).status,
    ).toBe(413)
  })

  it('answers 429 beyond the per-IP rate', async () => {
    delete process.env.RATE_LIMITS
    process.env.RATE_LIMIT_ABONNEMENT = '2/600'
    const headers = { 'x-forwarded-for': ip() }
    const statuts = []
    for (let i = 0; i < 4; i++)
      statuts.push((await inscrire({ email: `rafale${i}@example.fr`, consentement: true }, headers)).status)
    expect(statuts).toEqual([202, 202, 429, 429])
    expect(await abonne('rafale2@example.fr')).toHaveLength(0)
    delete process.env.RATE_LIMIT_ABONNEMENT
  })
})
