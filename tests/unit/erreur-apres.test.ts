// Payload's afterError hook (src/lib/infra/http/payloadAfterError.ts): a rate limiter's refusal thrown as it
// is, from any copy of rate-limiter-flexible, is the shop's 429 with its Retry-After, not Payload's
// « An unknown error occurred. » (issue 44, item 7: the cluster's locked-out login); a body that is not
// JSON is a 400.
import { RateLimiterRes } from 'rate-limiter-flexible'
import { describe, expect, it } from 'vitest'

import { payloadAfterError } from '@/lib/infra/http/payloadAfterError'

const appel = (error: unknown) =>
  payloadAfterError({ error, result: {}, context: {}, req: {} } as Parameters<typeof payloadAfterError>[0])

describe('payloadAfterError', () => {
  it('a limiter refusal, from this copy or another (a bundle’s), is a 429 in French with its wait', async () => {
    const copie = { remainingPoints: 0, msBeforeNext: 61_200, consumedPoints: 6, isFirstInDuration: false }
    for (const refus of [new RateLimiterRes(0, 61_200, 6, false), copie]) {
      const r = await appel(refus)
      expect(r).toMatchObject({ status: 429 })
      const e = (r as { response: { errors: { message: string; data: { retryAfter: number } }[] } }).response
        .errors[0]
      expect(e.message).toMatch(/^Trop de requêtes/)
      expect(e.data.retryAfter).toBe(62)
    }
  })

  it('a 429 thrown by an operation keeps its message and wait, whatever its class looks like', async () => {
    const { APIError } = await import('payload')
    const refus = new APIError('Trop de tentatives de connexion.', 429, { retryAfter: 30 }, true)
    // What a minified bundle may leave of it: no class name.
    Object.defineProperty(refus, 'name', { value: '' })
    expect(await appel(refus)).toEqual({
      status: 429,
      response: {
        errors: [{ name: 'APIError', message: 'Trop de tentatives de connexion.', data: { retryAfter: 30 } }],
      },
    })
  })

  it('a body that is not JSON is a 400; other errors are left to Payload', async () => {
    let erreur: unknown
    try {
      JSON.parse('{pas du json')
    } catch (e) {
      erreur = e
    }
    expect(await appel(erreur)).toMatchObject({ status: 400 })
    expect(await appel(new Error('autre'))).toBeUndefined()
  })
})
