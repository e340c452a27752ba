// The guard in front of Payload's REST router (src/lib/auth/apiGuard.ts), on a real Payload: bodies
// bounded while read, anonymous reads bounded, logins throttled without lock-out, uniform answers to
// password resets, the password policy, and what an editor may see of other accounts.
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { FAILURE_FLOOR_MS, FAILURES_PER_ADDRESS, forgetFailures } from '@/lib/auth/login'

import { apiGardee } from '../support/garde'
import { createProduit } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
const MOT_DE_PASSE = 'un-mot-de-passe-solide'
const tokens = { admin: '', editeur: '' }

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  for (const role of ['admin', 'editeur'] as const) {
    const email = `${role}@garde.example`
    await payload.create({ collection: 'users', data: { email, password: MOT_DE_PASSE, roles: [role] } })
    tokens[role] = (
      await payload.login({ collection: 'users', data: { email, password: MOT_DE_PASSE } })
    ).token!
  }
  await createProduit(payload, { titre: 'Calme intérieur', slug: 'calme-interieur' })
})
afterAll(async () => cleanup?.())
beforeEach(() => forgetFailures())

type Options = { body?: BodyInit; headers?: Record<string, string>; adresse?: string; jeton?: string }

/** A request through the guard and then Payload's router, as src/app/(payload)/api/[...slug] sends it. */
function appel(method: string, path: string, { body, headers = {}, adresse, jeton }: Options = {}) {
  const h: Record<string, string> = { ...headers }
  // What `next start` passes on: the client's own header, then the socket's address appended.
  if (adresse) h['x-forwarded-for'] = adresse
  if (jeton) h.authorization = `JWT ${jeton}`
  return apiGardee(payload, method, path, { corps: body, headers: h })
}

const infini = () => {
  let envoyes = 0
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      envoyes += 65_536
      c.enqueue(new Uint8Array(65_536).fill(0x20))
    },
  })
  return { body, envoyes: () => envoyes }
}

describe('bodies', () => {
  it.each([
    ['/users/login', 100 * 1024],
    ['/users/forgot-password', 100 * 1024],
    ['/message', 100 * 1024],
    ['/commande/webhook', 512 * 1024],
    ['/produits/batch', 100 * 1024],
    ['/produits', 2 * 1024 * 1024],
  ])('POST %s: an endless chunked body is refused with 413 once past %i bytes', async (path, limite) => {
    const { body, envoyes } = infini()
    const res = await appel('POST', path, { body, adresse: '203.0.113.50' })
    expect(res.status).toBe(413)
    expect(res.json?.error).toMatch(/^La requête est trop volumineuse \(.+ au plus\)\.$/)
    expect(envoyes()).toBeLessThanOrEqual(limite + 3 * 65_536)
  })

  it('a staff write of 1 MB of JSON goes through; the webhook takes 400 KB', async () => {
    const res = await appel('PATCH', '/produits/calme-interieur-introuvable', {
      body: JSON.stringify({ extrait: 'x'.repeat(1024 * 1024) }),
      jeton: tokens.admin,
    })
    expect(res.status).not.toBe(413)
    const webhook = await appel('POST', '/commande/webhook', { body: 'x'.repeat(400 * 1024) })
    expect(webhook.status).not.toBe(413)
  })

  it('an upload declared over its limit is refused before any byte is read', async () => {
    const { body, envoyes } = infini()
    const res = await appel('POST', '/media', {
      body,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(500 * 1024 * 1024),
      },
      jeton: tokens.admin,
    })
    expect(res.status).toBe(413)
    expect(envoyes()).toBeLessThanOrEqual(2 * 65_536)
  })
})

describe('anonymous reads', () => {
  it.each([
    ['limit=1000', '« limit » est un entier de 1 à 100.'],
    ['limit=0', '« limit » est un entier de 1 à 100.'],
    ['depth=5', '« depth » est un entier de 0 à 2.'],
    ['pagination=false', '« pagination=false » est réservé à l’équipe du site.'],
  ])('GET /api/produits?%s is refused with a French message', async (query, message) => {
    const res = await appel('GET', `/produits?where[slug][exists]=true&${query}`)
    expect(res.status).toBe(400)
    expect(res.json?.error).toBe(message)
  })

  it('staff may read past the bounds', async () => {
    const res = await appel('GET', '/produits?limit=1000&depth=3&pagination=false', { jeton: tokens.editeur })
    expect(res.status).toBe(200)
  })

  it('draft=true is ignored for visitors: a newer draft stays unseen', async () => {
    const produit = await createProduit(payload, { titre: 'Version publiée', slug: 'version-publiee' })
    await payload.update({
      collection: 'produits',
      id: produit.id,
      data: { titre: 'Brouillon secret' },
      draft: true,
    })
    const anonyme = await appel('GET', `/produits/${produit.id}?draft=true&depth=0`)
    expect(anonyme.status).toBe(200)
    expect(anonyme.json?.titre).toBe('Version publiée')
    const equipe = await appel('GET', `/produits/${produit.id}?draft=true&depth=0`, { jeton: tokens.editeur })
    expect(equipe.json?.titre).toBe('Brouillon secret')
  })
})

describe('login', () => {
  const connexion = (email: string, password: string, adresse: string) =>
    appel('POST', '/users/login', { body: JSON.stringify({ email, password }), adresse })

  it('throttles an address after a few failures; the owner still logs in from elsewhere', async () => {
    for (let i = 0; i < FAILURES_PER_ADDRESS; i += 1) {
      const echec = await connexion('admin@garde.example', 'mauvais-mot-de-passe', '198.51.100.66')
      expect(echec.status).toBe(401)
    }
    const bloque = await connexion('admin@garde.example', MOT_DE_PASSE, '198.51.100.66')
    expect(bloque.status).toBe(429)
    expect(Number(bloque.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(bloque.json?.error).toBe(
      'Trop de tentatives de connexion depuis cette adresse\u00a0: réessayez dans quelques minutes.',
    )
    // Payload's lock used to close the account here, from every address.
    const proprietaire = await connexion('admin@garde.example', MOT_DE_PASSE, '192.0.2.10')
    expect(proprietaire.status).toBe(200)
    expect(proprietaire.json?.token).toBeTruthy()
  })

  it('a forged X-Forwarded-For value does not open a fresh bucket', async () => {
    for (let i = 0; i < FAILURES_PER_ADDRESS; i += 1)
      await connexion('inconnu@garde.example', 'x', `10.9.9.${i}, 198.51.100.77`)
    const res = await connexion('inconnu@garde.example', 'x', '10.9.9.200, 198.51.100.77')
    expect(res.status).toBe(429)
  })

  it('answers an unknown e-mail and a wrong password alike, each after the same floor', async () => {
    const inconnu = await connexion('personne@garde.example', 'mauvais-mot-de-passe', '192.0.2.21')
    const connu = await connexion('editeur@garde.example', 'mauvais-mot-de-passe', '192.0.2.22')
    expect(inconnu.status).toBe(connu.status)
    expect(inconnu.json).toEqual(connu.json)
    expect(inconnu.ms).toBeGreaterThanOrEqual(FAILURE_FLOOR_MS - 5)
    expect(connu.ms).toBeGreaterThanOrEqual(FAILURE_FLOOR_MS - 5)
  })
})

describe('forgot password', () => {
  it('answers a known and an unknown address the same, and limits an address', async () => {
    const connu = await appel('POST', '/users/forgot-password', {
      body: JSON.stringify({ email: 'editeur@garde.example' }),
      adresse: '192.0.2.30',
    })
    const inconnu = await appel('POST', '/users/forgot-password', {
      body: JSON.stringify({ email: 'personne@garde.example' }),
      adresse: '192.0.2.30',
    })
    expect(connu.status).toBe(200)
    expect(inconnu.json).toEqual(connu.json)
    const invalide = await appel('POST', '/users/forgot-password', {
      body: JSON.stringify({ email: 'pas-une-adresse' }),
      adresse: '192.0.2.31',
    })
    expect(invalide.status).toBe(400)
    expect(invalide.json?.error).toBe('Adresse e-mail invalide.')
    const statuts = []
    for (let i = 0; i < 6; i += 1)
      statuts.push(
        (
          await appel('POST', '/users/forgot-password', {
            body: JSON.stringify({ email: 'personne@garde.example' }),
            adresse: '192.0.2.32',
          })
        ).status,
      )
    expect(statuts.at(-1)).toBe(429)
  })
})

describe('passwords and accounts', () => {
  it('refuses a password under 12 characters in French, on create, update and reset', async () => {
    const [moi] = (
      await payload.find({ collection: 'users', where: { email: { equals: 'admin@garde.example' } } })
    ).docs
    const court = await appel('PATCH', `/users/${moi.id}`, {
      body: JSON.stringify({ password: 'court-123' }),
      jeton: tokens.admin,
    })
    expect(court.status).toBe(400)
    expect(JSON.stringify(court.json)).toContain('Le mot de passe doit compter au moins 12 caractères.')
    // The message the admin's notice shows states the rule, in French (not « The following field is
    // invalid: password »).
    expect(JSON.stringify(court.json)).not.toContain('The following field')
    const notice = court.json?.errors?.[0]?.message ?? court.json?.error
    expect(notice).toBe('Le mot de passe doit compter au moins 12 caractères.')
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'local@garde.example', password: 'abc', roles: ['editeur'] },
      }),
    ).rejects.toThrow()
    const reset = await appel('POST', '/users/reset-password', {
      body: JSON.stringify({ token: 'nimporte', password: 'court' }),
    })
    expect(reset.status).toBe(400)
    expect(reset.json?.error).toBe('Le mot de passe doit compter au moins 12 caractères.')
    // Accounts come from invitations only (src/lib/auth/invitation.ts): no typed password creates one.
    const long = await appel('POST', '/users', {
      body: JSON.stringify({ email: 'long@garde.example', password: 'assez-long-enfin', roles: ['editeur'] }),
      jeton: tokens.admin,
    })
    expect(long.status).toBe(403)
  })

  it("an editor lists only their own account and cannot unlock anyone's", async () => {
    const liste = await appel('GET', '/users?limit=100', { jeton: tokens.editeur })
    expect(liste.status).toBe(200)
    const emails = (liste.json?.docs as { email: string }[]).map((u) => u.email)
    expect(emails).toEqual(['editeur@garde.example'])
    const deverrouiller = await appel('POST', '/users/unlock', {
      body: JSON.stringify({ email: 'admin@garde.example' }),
      jeton: tokens.editeur,
    })
    expect(deverrouiller.status).toBe(403)
  })
})
