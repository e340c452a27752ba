import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { limiter } from '@/lib/infra/http/limits'

import { api, ip } from '../support/api'
import { createProduit } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  await createProduit(payload, { titre: 'Aimée', slug: 'aimee' })
})
afterAll(async () => cleanup?.())

const req = (adresse: string) => ({ headers: new Headers({ 'x-forwarded-for': adresse }) })

describe('abuse limits', () => {
  it('answers 429 on likes beyond the per-IP rate, other addresses unaffected', async () => {
    const env = process.env
    delete env.RATE_LIMITS
    env.RATE_LIMIT_LIKE = '3/60'
    const headers = { 'x-forwarded-for': ip(), 'x-visitor-id': 'visiteur-limite-1' }
    const statuts = []
    for (let i = 0; i < 5; i++)
      statuts.push(
        (await api(payload, i % 2 ? 'DELETE' : 'POST', '/produits/aimee/like', { headers })).status,
      )
    expect(statuts).toEqual([200, 200, 200, 429, 429])
    const autre = await api(payload, 'POST', '/produits/aimee/like', {
      headers: { 'x-forwarded-for': ip(), 'x-visitor-id': 'visiteur-limite-2' },
    })
    expect(autre.status).toBe(200)
    delete env.RATE_LIMIT_LIKE
  })

  it('reads limits from the environment and can be switched off', async () => {
    const env = { RATE_LIMIT_MESSAGE: '1/60' } as unknown as NodeJS.ProcessEnv
    const a = ip()
    expect(await limiter('message', req(a), env)).toBeNull()
    expect((await limiter('message', req(a), env))?.status).toBe(429)
    expect(await limiter('message', req(a), { ...env, RATE_LIMITS: 'off' })).toBeNull()
    // A malformed setting falls back to the default (5 a window).
    const b = ip()
    const defaut = { RATE_LIMIT_ABONNEMENT: 'beaucoup' } as unknown as NodeJS.ProcessEnv
    const reponses = []
    for (let i = 0; i < 6; i++) reponses.push((await limiter('abonnement', req(b), defaut))?.status ?? 200)
    expect(reponses).toEqual([200, 200, 200, 200, 200, 429])
  })
})
