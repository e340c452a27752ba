// The withdrawal lookup cannot be used to find a customer's order (docs/decisions/0107): without the
// space's session it takes the full reference mailed with the receipt (the bare, sequential number is
// refused), and it is limited per e-mail typed and per order (the right code with a wrong e-mail)
// whatever the number of client addresses, an IPv6 /64 counting as one address; a wrong code never
// spends the order's limit (docs/decisions/0160); the customer inside the space is limited by neither.
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { forgetCounters } from '@/lib/infra/http/limits'
import { lireReference, referencePublique } from '@/lib/commande/retractation/reference'
import type { Commande } from '@/payload-types'

import { api, ip } from '../support/api'
import type { CommerceFakes } from '../support/fakes.mjs'
import { demarrerBoutique } from './helpers/boutique'
import { enSession } from './helpers/espace'

let payload: Payload
let fakes: CommerceFakes
let boutique: Awaited<ReturnType<typeof demarrerBoutique>>
let c: Commande

beforeAll(async () => {
  boutique = await demarrerBoutique()
  ;({ payload, fakes } = boutique)
  c = await boutique.payee(['stress'], 'cliente@exemple.fr')
})
afterAll(async () => boutique?.arreter())
beforeEach(() => {
  process.env.RATE_LIMITS = 'on'
  forgetCounters()
})

const chercher = (numero: string, email?: string, headers: Record<string, string> = {}) =>
  api(payload, 'POST', '/retractation/commande', {
    body: { numero, ...(email ? { email } : {}) },
    headers: { 'x-forwarded-for': ip(), ...headers },
  })
const REQUISE =
  'Indiquez la référence complète de votre commande, telle qu’elle figure dans l’e-mail de confirmation (par exemple MC-2026-000042-7K2QPX), ou ouvrez «\u00a0Mes commandes\u00a0» avec le lien reçu par e-mail.'

describe('the public reference', () => {
  it('is the number and six characters derived from it with the secret, mailed with the receipt', async () => {
    const ref = referencePublique(c.numero)
    expect(ref).toMatch(new RegExp(`^${c.numero}-[0-9A-HJKMNP-TV-Z]{6}$`))
    expect(referencePublique('MC-2026-000043')).not.toBe(`MC-2026-000043-${ref.slice(-6)}`)
    expect(lireReference(` ${ref.toLowerCase()} `)).toEqual({ numero: c.numero, prouvee: true })
    expect(lireReference(c.numero)).toEqual({ numero: c.numero, prouvee: false })
    expect(lireReference('MC-2026-1')).toBeNull()
    const recu = await fakes.waitForMail((m) => m.subject === `Votre commande ${c.numero} — Mots & Couleurs`)
    expect(recu.text).toContain(`indiquez la référence ${ref}.`)
  })

  it('is required without the session: the bare number or a wrong code shows nothing', async () => {
    expect((await chercher(referencePublique(c.numero), 'cliente@exemple.fr')).status).toBe(200)
    for (const numero of [c.numero, `${c.numero}-AAAAAA`, `${c.numero}-${'Z'.repeat(6)}`]) {
      const res = await chercher(numero, 'cliente@exemple.fr')
      expect(res.status, numero).toBe(400)
      expect(res.json).toEqual({ error: REQUISE })
    }
  })
})

describe('limits beyond the client address', () => {
  it('10 wrong e-mails with the right reference of one order an hour, then not its own e-mail refused', async () => {
    for (let i = 0; i < 10; i++)
      expect((await chercher(referencePublique(c.numero), `devine${i}@exemple.fr`)).status).toBe(404)
    const refus = await chercher(referencePublique(c.numero), 'devine10@exemple.fr')
    expect(refus.status).toBe(429)
    expect(refus.json.error).toBe('Trop de requêtes\u00a0: réessayez dans quelques instants.')

    // The customer's own reference and e-mail pass the order's limit, and so does the space's session.
    const cliente = await chercher(referencePublique(c.numero), 'cliente@exemple.fr')
    expect(cliente.status).toBe(200)
    const parSession = await chercher(c.numero, undefined, await enSession(payload, 'cliente@exemple.fr'))
    expect(parSession.status).toBe(200)
    expect(parSession.json.commande.numero).toBe(c.numero)
  })

  it('counts a wrong code against the address and the e-mail typed, never against the order', async () => {
    // Before: the 11th lookup of the order, the customer's right reference, answered 429 Retry-After 3600.
    for (let i = 0; i < 10; i++) {
      const res = await chercher(`${c.numero}-AAAAA${i}`, `inconnu${i}@exemple.fr`, {
        'x-forwarded-for': `203.0.113.${i + 10}`,
      })
      expect(res.status).toBe(400)
    }
    const cliente = await chercher(referencePublique(c.numero), 'cliente@exemple.fr', {
      'x-forwarded-for': '203.0.113.99',
    })
    expect(cliente.status).toBe(200)
    expect(cliente.json.commande.numero).toBe(c.numero)

    // The e-mail typed with wrong codes is held, from any address.
    for (let i = 0; i < 10; i++)
      await chercher(`${c.numero}-BBBBB${i}`, 'tenace@exemple.fr', {
        'x-forwarded-for': `203.0.113.${i + 30}`,
      })
    const tenace = await chercher(`${c.numero}-CCCCCC`, 'tenace@exemple.fr', {
      'x-forwarded-for': '203.0.113.60',
    })
    expect(tenace.status).toBe(429)
  })

  it('10 lookups with one e-mail an hour, whatever the numbers and addresses', async () => {
    for (let i = 0; i < 10; i++)
      expect((await chercher(referencePublique(`MC-2026-90000${i}`), 'cliente@exemple.fr')).status).toBe(404)
    expect((await chercher(referencePublique(c.numero), 'cliente@exemple.fr')).status).toBe(429)
    expect((await chercher(referencePublique(c.numero), 'CLIENTE@exemple.fr ')).status).toBe(429)
  })
})

describe('limits per client address', () => {
  const reseau = (i: number) => `2001:db8:44:6::${(i + 1).toString(16)}`

  it('counts the addresses of one IPv6 /64 as one for the withdrawal lookup', async () => {
    // Before: 15 answers from 15 addresses of one /64, each address counted apart.
    const statuts: number[] = []
    for (let i = 0; i < 15; i++)
      statuts.push(
        (
          await chercher(`MC-2026-7000${String(i).padStart(2, '0')}`, `p${i}@exemple.fr`, {
            'x-forwarded-for': reseau(i),
          })
        ).status,
      )
    expect(statuts).toEqual([...Array<number>(10).fill(400), ...Array<number>(5).fill(429)])
    // Another /64 is another address.
    expect(
      (await chercher('MC-2026-700099', 'q@exemple.fr', { 'x-forwarded-for': '2001:db8:44:7::1' })).status,
    ).toBe(400)
  })

  it('counts the addresses of one IPv6 /64 as one for the space’s sign-in links', async () => {
    const statuts: number[] = []
    for (let i = 0; i < 15; i++) {
      const res = await api(payload, 'POST', '/espace/lien', {
        body: { email: `lien${i}@exemple.fr` },
        headers: { 'x-forwarded-for': reseau(i) },
      })
      statuts.push(res.status)
    }
    expect(statuts).toEqual([...Array<number>(10).fill(202), ...Array<number>(5).fill(429)])
  })
})
