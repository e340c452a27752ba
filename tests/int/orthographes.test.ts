// Property-based (fast-check): for every guarded route, generated spellings of its URL — any character
// percent-encoded, case, trailing, repeated or dot segments, an encoded slash, a method override, HEAD —
// meet the same control as the canonical URL, through Next's own param decoding and Payload's REST
// handler (tests/support/garde.ts). A spelling that reaches another operation (or none) must at least
// never get what the control refuses.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FAILURE_FLOOR_MS, FAILURES_PER_ADDRESS, WINDOW_MS } from '@/lib/auth/login'
import { addressKey } from '@/lib/infra/http/addressKey'
import { limitRule } from '@/lib/infra/http/limitRules'
import { counter } from '@/lib/infra/http/limits'

import { equivalente, quelconque } from '../support/orthographes'
import { demarrerGarde, type Garde, MOT_DE_PASSE } from './helpers/garde'

let garde: Garde
const EMAIL = 'admin@orthographes.example'

beforeAll(async () => {
  garde = await demarrerGarde(EMAIL)
})
afterAll(async () => garde?.cleanup())

let n = 0
/** A fresh client address for each generated case. */
const adresse = () => (n++, `198.18.${(n >> 8) & 255}.${n & 255}`)

const envoyer = (...requete: Parameters<Garde['envoyer']>) => garde.envoyer(...requete)

/** An address that has used up its login attempts (the real counter, as five failures leave it). */
async function sansEssais(): Promise<string> {
  const ip = adresse()
  const c = await counter('connexion-adresse', FAILURES_PER_ADDRESS, WINDOW_MS)
  await c.penalty(addressKey(ip), FAILURES_PER_ADDRESS)
  return ip
}

const LOGIN = ['users', 'login']

describe('login', () => {
  it('an address past its limit is refused under every equivalent spelling, even with the password', async () => {
    await fc.assert(
      fc.asyncProperty(equivalente(LOGIN), async (chemin) => {
        const res = await envoyer(
          'POST',
          chemin,
          { email: EMAIL, password: MOT_DE_PASSE },
          await sansEssais(),
        )
        expect(res.status).toBe(429)
        expect(res.json?.error).toMatch(/^Trop de tentatives de connexion/)
      }),
      { numRuns: 60 },
    )
  })

  it('no spelling at all logs an address past its limit in', async () => {
    await fc.assert(
      fc.asyncProperty(quelconque(LOGIN), async (chemin) => {
        const res = await envoyer(
          'POST',
          chemin,
          { email: EMAIL, password: MOT_DE_PASSE },
          await sansEssais(),
        )
        expect(res.status).not.toBe(200)
        expect(res.json?.token).toBeUndefined()
        expect(res.status).toBeLessThan(500)
      }),
      { numRuns: 80 },
    )
  })

  it('a failure under any equivalent spelling takes the floor and is counted', async () => {
    await fc.assert(
      fc.asyncProperty(equivalente(LOGIN), async (chemin) => {
        const ip = adresse()
        const email = `personne-${n}@orthographes.example`
        const res = await envoyer('POST', chemin, { email, password: 'x' }, ip)
        expect(res.status).toBe(401)
        expect(res.ms).toBeGreaterThanOrEqual(FAILURE_FLOOR_MS - 5)
        const c = await counter('connexion-adresse', FAILURES_PER_ADDRESS, WINDOW_MS)
        expect((await c.get(addressKey(ip)))?.consumedPoints).toBe(1)
      }),
      { numRuns: 8 },
    )
  })

  it('the body limit of the auth routes (100 Ko) holds under every equivalent spelling', async () => {
    await fc.assert(
      fc.asyncProperty(equivalente(LOGIN), async (chemin) => {
        const corps = JSON.stringify({ email: EMAIL, password: 'x'.repeat(150 * 1024) })
        expect((await envoyer('POST', chemin, corps, adresse())).status).toBe(413)
      }),
      { numRuns: 20 },
    )
  })
})

describe('forgot and reset password', () => {
  it('forgot-password: the uniform answer, and the address limit, under every equivalent spelling', async () => {
    const { limit, windowMs } = limitRule('oubli', process.env)
    await fc.assert(
      fc.asyncProperty(equivalente(['users', 'forgot-password']), async (chemin) => {
        const libre = await envoyer('POST', chemin, { email: EMAIL }, adresse())
        expect(libre.status).toBe(200)
        expect(libre.json?.message).toMatch(/^Si un compte correspond à cette adresse/)
        const ip = adresse()
        await (await counter('oubli', limit, windowMs)).penalty(addressKey(ip), limit)
        expect((await envoyer('POST', chemin, { email: EMAIL }, ip)).status).toBe(429)
      }),
      { numRuns: 40 },
    )
  })

  it('reset-password: the password policy under any spelling that reaches it', async () => {
    await fc.assert(
      fc.asyncProperty(quelconque(['users', 'reset-password']), async (chemin) => {
        const res = await envoyer('POST', chemin, { token: 'jeton', password: 'court' }, adresse())
        expect([400, 404]).toContain(res.status)
        if (res.status === 400)
          expect(res.json?.error).toBe('Le mot de passe doit compter au moins 12 caractères.')
      }),
      { numRuns: 60 },
    )
    await fc.assert(
      fc.asyncProperty(equivalente(['users', 'reset-password']), async (chemin) => {
        expect((await envoyer('POST', chemin, { token: 'j', password: 'court' }, adresse())).status).toBe(400)
      }),
      { numRuns: 30 },
    )
  })
})

describe('anonymous read bounds', () => {
  const FORMULAIRE = { 'content-type': 'application/x-www-form-urlencoded' }
  const lecture = fc.constantFrom(
    { method: 'GET', headers: {} },
    { method: 'HEAD', headers: {} },
    { method: 'POST', headers: { ...FORMULAIRE, 'X-HTTP-Method-Override': 'GET' } },
    { method: 'POST', headers: { ...FORMULAIRE, 'X-Payload-HTTP-Method-Override': 'GET' } },
  )
  const requete = (chemin: string, l: { method: string; headers: Record<string, string> }, query: string) =>
    l.method === 'POST'
      ? envoyer('POST', chemin, query, adresse(), l.headers)
      : envoyer(l.method, `${chemin}?${query}`, undefined, adresse())

  it('limit=0 and pagination=false are refused whatever the spelling and the method', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('faq', 'produits', 'articles', 'pages', 'media'),
        fc.constantFrom('limit=0', 'pagination=false', 'depth=9', 'limit=100000'),
        lecture,
        async (collection, query, l) => {
          const chemin = fc.sample(equivalente([collection]), 1)[0]
          expect((await requete(chemin, l, query)).status).toBe(400)
          const autre = fc.sample(quelconque([collection]), 1)[0]
          expect([400, 404]).toContain((await requete(autre, l, query)).status)
        },
      ),
      { numRuns: 80 },
    )
  })
})
