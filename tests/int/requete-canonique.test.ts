// One canonical request: the controls in front of Payload's login, forgot-password and reset-password
// operations and the anonymous read bounds hold whatever the spelling of the URL (percent-encoding, case,
// method override), because they are decided on the operation Payload runs (src/lib/auth/operations.ts,
// src/lib/infra/http/operation.ts), through Next's real param decoding and Payload's real REST handler.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { FAILURE_FLOOR_MS, FAILURES_PER_ADDRESS, forgetFailures } from '@/lib/auth/login'

import { demarrerGarde, type Garde, MOT_DE_PASSE } from './helpers/garde'

let garde: Garde
const EMAIL = 'admin@canonique.example'

beforeAll(async () => {
  garde = await demarrerGarde(EMAIL)
})
afterAll(async () => garde?.cleanup())
beforeEach(() => forgetFailures())

const post = (path: string, corps: unknown, adresse: string, headers: Record<string, string> = {}) =>
  garde.envoyer('POST', path, corps, adresse, headers)

describe('login under other spellings', () => {
  it.each([
    ['/users/%6Cogin'],
    ['/%75sers/login'],
    ['/users/LOGIN'],
    ['/users/login/'],
    ['/users/%6c%6F%67%69%6e'],
  ])(
    'POST %s: counted with /users/login, slowed to the floor, then 429 even with the password',
    async (chemin) => {
      const adresse = '203.0.113.80'
      const spellings = ['/users/login', chemin]
      for (let i = 0; i < FAILURES_PER_ADDRESS; i += 1) {
        const echec = await post(spellings[i % 2], { email: EMAIL, password: 'mauvais' }, adresse)
        expect(echec.status).toBe(401)
        expect(echec.ms).toBeGreaterThanOrEqual(FAILURE_FLOOR_MS - 5)
      }
      const bloque = await post(chemin, { email: EMAIL, password: MOT_DE_PASSE }, adresse)
      expect(bloque.status).toBe(429)
      expect(bloque.json?.error).toMatch(/^Trop de tentatives de connexion/)
      expect(Number(bloque.headers.get('retry-after'))).toBeGreaterThan(0)
    },
  )
})

describe('forgot and reset password under other spellings', () => {
  it('POST /users/forgot-passwor%64 answers the uniform message and shares the address limit', async () => {
    const statuts: number[] = []
    for (let i = 0; i < 6; i += 1) {
      const chemin = i % 2 ? '/users/forgot-passwor%64' : '/users/FORGOT-PASSWORD'
      const res = await post(chemin, { email: 'personne@canonique.example' }, '203.0.113.81')
      statuts.push(res.status)
      if (i === 0) expect(res.json?.message).toMatch(/^Si un compte correspond/)
    }
    expect(statuts).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('POST /users/reset-passwor%64 applies the password policy', async () => {
    const res = await post('/users/reset-passwor%64', { token: 'x', password: 'court' }, '203.0.113.82')
    expect(res.status).toBe(400)
    expect(res.json?.error).toBe('Le mot de passe doit compter au moins 12 caractères.')
  })
})

describe('method override', () => {
  it('POST /api/faq with X-HTTP-Method-Override: GET and a form body gets the read bounds', async () => {
    for (const entete of ['X-HTTP-Method-Override', 'X-Payload-HTTP-Method-Override']) {
      const res = await post('/faq', 'limit=0&pagination=false', '203.0.113.83', {
        [entete]: 'GET',
        'content-type': 'application/x-www-form-urlencoded',
      })
      expect(res.status).toBe(400)
      expect(res.json?.error).toBe('« limit » est un entier de 1 à 100.')
    }
    const borne = await post('/faq', 'limit=2', '203.0.113.83', {
      'X-HTTP-Method-Override': 'GET',
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(borne.status).toBe(200)
    expect(borne.json?.limit).toBe(2)
  })
})

describe('parallel attempts', () => {
  it('50 parallel failed logins from one address: exactly the limit reach Payload, the rest get 429', async () => {
    const reponses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(
          i % 2 ? '/users/login' : '/users/%6Cogin',
          { email: EMAIL, password: 'mauvais' },
          '203.0.113.90',
        ),
      ),
    )
    const statuts = reponses.map((r) => r.status)
    expect(statuts.filter((s) => s === 401)).toHaveLength(FAILURES_PER_ADDRESS)
    expect(statuts.filter((s) => s === 429)).toHaveLength(50 - FAILURES_PER_ADDRESS)
  })

  it('a success gives its point back: the owner logging in again and again is never refused', async () => {
    for (let i = 0; i < FAILURES_PER_ADDRESS + 3; i += 1) {
      const res = await post('/users/login', { email: EMAIL, password: MOT_DE_PASSE }, '203.0.113.91')
      expect(res.status).toBe(200)
    }
  })

  it('hosts of one IPv6 /64 share a count; the next /64 does not', async () => {
    for (let i = 0; i < FAILURES_PER_ADDRESS; i += 1)
      await post(
        '/users/login',
        { email: `v6-${i}@canonique.example`, password: 'x' },
        `2001:db8:5:6::${i + 1}`,
      )
    const voisin = await post(
      '/users/login',
      { email: EMAIL, password: MOT_DE_PASSE },
      '2001:db8:5:6:a:b:c:d',
    )
    expect(voisin.status).toBe(429)
    const autre = await post('/users/login', { email: EMAIL, password: MOT_DE_PASSE }, '2001:db8:5:7::1')
    expect(autre.status).toBe(200)
  })
})
