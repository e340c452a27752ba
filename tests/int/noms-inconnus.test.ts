// No name answers 5xx (issue 44, item 5): a collection, global or endpoint name the config does not
// have is the shop's JSON 404 in every method, prototype names included (`payload.collections.__proto__`
// is Object.prototype: Payload read its `.config.endpoints` and answered 500), and Payload's internal
// collections answer nobody but the owner (admin). Through the guard and Payload's REST handler, as in
// production (tests/support/garde.ts); the encoded spellings of `/api` are tested through the production
// server (tests/e2e/entrees-visiteur.spec.ts).
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { NOMS_DU_PROTOTYPE } from '../support/nomsHostiles'
import { apiGardee } from '../support/garde'
import { jetonsEquipe } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let jetons: Record<'admin' | 'editeur', string>

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  jetons = await jetonsEquipe(payload, ['admin', 'editeur'], 'noms.example')
}, 180_000)
afterAll(async () => cleanup?.())

type Qui = 'anonyme' | keyof typeof jetons
const METHODES = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const
const envoyer = (qui: Qui, method: string, path: string) =>
  apiGardee(payload, method, path, {
    corps: method === 'GET' ? undefined : '{}',
    headers: qui === 'anonyme' ? {} : { authorization: `JWT ${jetons[qui]}` },
  })

/** Paths where the name stands for a collection, a global or an endpoint. */
const chemins = (n: string) => [
  `/${n}`,
  `/${n}/access`,
  `/${n}/login`,
  `/${n}/versions`,
  `/${n}/count`,
  `/${n}/1`,
  `/globals/${n}`,
  `/globals/${n}/versions`,
]

describe('a name the config does not have', () => {
  for (const qui of ['anonyme', 'admin'] as const)
    it(`is a French 404 in every method, prototype names included (${qui})`, async () => {
      const vus: string[] = []
      for (const n of [...NOMS_DU_PROTOTYPE, 'inconnue'])
        for (const path of chemins(n))
          for (const method of METHODES) {
            const res = await envoyer(qui, method, path)
            if (res.status !== 404 || res.json?.error !== 'Introuvable.')
              vus.push(`${method} ${path} → ${res.status} ${res.text.slice(0, 80)}`)
          }
      expect(vus).toEqual([])
    })

  it('as a document id or a field of a real collection: never a 5xx', async () => {
    const vus: string[] = []
    for (const n of NOMS_DU_PROTOTYPE)
      for (const [qui, path] of [
        ['anonyme', `/produits/${n}`],
        ['admin', `/users/${n}`],
        ['admin', `/produits/${n}`],
        ['admin', `/produits/versions/${n}`],
        ['editeur', `/commandes/${n}`],
      ] as const)
        for (const method of METHODES) {
          const res = await envoyer(qui, method, path)
          if (res.status >= 500 || typeof res.json?.error !== 'string')
            vus.push(`${qui} ${method} ${path} → ${res.status} ${res.text.slice(0, 80)}`)
        }
    expect(vus).toEqual([])
  })
})

const INTERNES = [
  'payload-migrations',
  'payload-locked-documents',
  'payload-preferences',
  'payload-jobs',
  'payload-kv',
]

describe('Payload’s internal collections', () => {
  for (const qui of ['anonyme', 'editeur'] as const)
    it(`answer 404 or 403 to ${qui === 'anonyme' ? 'anyone' : 'an editor'}, in every method`, async () => {
      const vus: string[] = []
      for (const c of INTERNES)
        for (const path of [`/${c}`, `/${c}/1`, `/${c}/count`])
          for (const method of METHODES) {
            // An editor's own preference by its key: tested below.
            const propre = qui === 'editeur' && c === 'payload-preferences' && path !== `/${c}`
            if (propre && ['GET', 'POST', 'DELETE'].includes(method)) continue
            const res = await envoyer(qui, method, path)
            if (![403, 404].includes(res.status) || typeof res.json?.error !== 'string')
              vus.push(`${method} ${path} → ${res.status} ${res.text.slice(0, 80)}`)
          }
      expect(vus).toEqual([])
    })

  it('are read by the owner (admin), written by nobody through REST', async () => {
    expect((await envoyer('admin', 'GET', '/payload-locked-documents?limit=1')).status).toBe(200)
    const vus: string[] = []
    for (const c of INTERNES)
      for (const path of [`/${c}`, `/${c}/1`, `/${c}/count`])
        for (const method of METHODES) {
          const propre = c === 'payload-preferences' && path !== `/${c}` && method !== 'GET'
          const res = await envoyer('admin', method, path)
          const attendu = propre ? res.status < 500 : method === 'GET' ? res.status < 500 : res.status === 403
          if (!attendu) vus.push(`${method} ${path} → ${res.status} ${res.text.slice(0, 80)}`)
        }
    expect(vus).toEqual([])
  })

  it('an editor keeps the admin panel’s own preferences', async () => {
    const ecrit = await envoyer('editeur', 'POST', '/payload-preferences/nav')
    expect(ecrit.status).toBe(200)
    expect((await envoyer('editeur', 'GET', '/payload-preferences/nav')).status).toBe(200)
  })
})
