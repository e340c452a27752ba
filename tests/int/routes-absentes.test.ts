// Routes that do not exist answer 404, also to staff: Payload defines /versions for every collection and
// global, then queries a versions table that only exists where versions are kept (a 500 before).
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiGardee } from '../support/garde'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let jeton = ''

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  const data = { email: 'admin@versions.example', password: 'un-mot-de-passe-solide', roles: ['admin'] }
  await payload.create({ collection: 'users', data: data as never })
  jeton = (await payload.login({ collection: 'users', data })).token!
})
afterAll(async () => cleanup?.())

const staff = (path: string, method = 'GET') =>
  apiGardee(payload, method, path, { headers: { authorization: `JWT ${jeton}` } })

describe('versions of what keeps none', () => {
  it.each(['/commandes/versions', '/commandes/versions/1', '/users/versions', '/globals/reglages/versions'])(
    'staff GET %s answers the JSON 404',
    async (path) => {
      const res = await staff(path)
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ error: 'Introuvable.' })
    },
  )

  it('the versions of a collection that keeps them are still served', async () => {
    const res = await staff('/produits/versions?limit=1')
    expect(res.status).toBe(200)
    expect(res.json).toHaveProperty('docs')
  })
})
