import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
})
afterAll(async () => cleanup())

describe('smoke', () => {
  it('creates an audience with a generated slug', async () => {
    const doc = await payload.create({ collection: 'audiences', data: { nom: 'Thérapeute énergétique' } })
    expect(doc.slug).toBe('therapeute-energetique')
  })
})
