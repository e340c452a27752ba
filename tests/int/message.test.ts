import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { api, ip } from '../support/api'
import type { CommerceFakes } from '../support/fakes.mjs'
import { type Commerce, demarrerCommerce } from './helpers/boutique'

let commerce: Commerce
let payload: Payload
let fakes: CommerceFakes

beforeAll(async () => {
  commerce = await demarrerCommerce({ reglages: { email: 'atelier@mots-couleurs.example' } })
  ;({ payload, fakes } = commerce)
})
afterAll(async () => commerce?.arreter())
beforeEach(() => {
  process.env.RATE_LIMITS = 'off'
})

const envoyer = (body: unknown, headers?: Record<string, string>) =>
  api(payload, 'POST', '/message', { body, headers })
const nbMessages = async () =>
  (await payload.count({ collection: 'messages', overrideAccess: true })).totalDocs
const valide = {
  nom: 'Camille Martin',
  email: 'camille@example.fr',
  sujet: 'Affiche sur mesure',
  message: 'Bonjour, pourriez-vous adapter une affiche ?',
}

describe('POST /api/message: a message sent', () => {
  it('stores the message and mails it to the studio address of the settings', async () => {
    const res = await envoyer({ ...valide, site: '' })
    expect(res.status).toBe(201)
    expect(res.json.message).toMatch(/votre message a bien été envoyé/)
    const { docs } = await payload.find({ collection: 'messages', overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      nom: 'Camille Martin',
      email: 'camille@example.fr',
      sujet: 'Affiche sur mesure',
      statut: 'nouveau',
    })

    const mail = await fakes.waitForMail((m) => m.to.includes('atelier@mots-couleurs.example'))
    expect(mail.subject).toBe('Nouveau message de Camille Martin\u00a0: Affiche sur mesure')
    expect(mail.replyTo).toContain('camille@example.fr')
    expect(mail.text).toContain('Bonjour, pourriez-vous adapter une affiche ?')
    expect(mail.text).toContain(`http://boutique.test/admin/collections/messages/${docs[0].id}`)
    expect(mail.html).toContain('Nouveau message depuis le site')
  })

  it('escapes HTML typed by the visitor in the mail', async () => {
    const res = await envoyer({
      ...valide,
      nom: 'Eve <script>',
      message: '<img src=x onerror=alert(1)> bonjour à vous',
    })
    expect(res.status).toBe(201)
    const mail = await fakes.waitForMail((m) => m.text.includes('onerror'))
    expect(mail.html).not.toContain('<img src=x')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('answers 201 to a bot that fills the honeypot, storing and mailing nothing', async () => {
    const avant = { messages: await nbMessages(), mails: fakes.mails.length }
    const res = await envoyer({ ...valide, site: 'https://spam.example' })
    expect(res.status).toBe(201)
    await new Promise((r) => setTimeout(r, 300))
    expect(await nbMessages()).toBe(avant.messages)
    expect(fakes.mails.length).toBe(avant.mails)
  })
})

describe('POST /api/message: what it refuses', () => {
  it.each([
    ['missing name', { ...valide, nom: undefined }, 'Indiquez votre nom.'],
    ['blank name', { ...valide, nom: '   ' }, 'Indiquez votre nom.'],
    [
      'name too long',
      { ...valide, nom: 'x'.repeat(121) },
      'Votre nom est trop long (120 caractères au plus).',
    ],
    ['missing e-mail', { ...valide, email: undefined }, 'Indiquez votre adresse e-mail.'],
    ['bad e-mail', { ...valide, email: 'camille@' }, 'Adresse e-mail invalide.'],
    ['subject not text', { ...valide, sujet: 12 }, 'Le sujet doit être un texte.'],
    [
      'subject too long',
      { ...valide, sujet: 'x'.repeat(201) },
      'Le sujet est trop long (200 caractères au plus).',
    ],
    ['missing message', { ...valide, message: undefined }, 'Écrivez votre message.'],
    [
      'message too short',
      { ...valide, message: 'Salut' },
      'Votre message est trop court (10 caractères au moins).',
    ],
    [
      'message too long',
      { ...valide, message: 'x'.repeat(5001) },
      'Votre message est trop long (5 000 caractères au plus).',
    ],
  ])('answers 400 in French for %s', async (_, body, error) => {
    const avant = await nbMessages()
    const res = await envoyer(body)
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ error })
    expect(await nbMessages()).toBe(avant)
  })

  it('answers 400 for malformed JSON and 413 beyond 100 KB', async () => {
    expect((await api(payload, 'POST', '/message', { raw: 'nom=Camille' })).status).toBe(400)
    const gros = await envoyer({ ...valide, message: 'x'.repeat(4000), remplissage: 'y'.repeat(100 * 1024) })
    expect(gros.status).toBe(413)
    expect(gros.json.error).toBe('La requête est trop volumineuse (100\u00a0Ko au plus).')
  })

  it('answers 429 beyond the per-IP rate', async () => {
    delete process.env.RATE_LIMITS
    process.env.RATE_LIMIT_MESSAGE = '3/600'
    const headers = { 'x-forwarded-for': ip() }
    const statuts = []
    for (let i = 0; i < 5; i++) statuts.push((await envoyer(valide, headers)).status)
    expect(statuts).toEqual([201, 201, 201, 429, 429])
    expect((await envoyer(valide, { 'x-forwarded-for': ip() })).status).toBe(201)
    delete process.env.RATE_LIMIT_MESSAGE
  })
})

describe('GET /api/now', () => {
  it('gives the server time in ISO-8601, never cached', async () => {
    const avant = Date.now()
    const res = await api(payload, 'GET', '/now')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.json.now).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    const t = Date.parse(res.json.now)
    expect(t).toBeGreaterThanOrEqual(avant - 5)
    expect(t).toBeLessThanOrEqual(Date.now() + 5)
  })
})
