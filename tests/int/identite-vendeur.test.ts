/**
 * One seller identity (Law III, item 1): the settings refuse a SIRET whose check digit fails and a
 * French VAT number that is not its SIREN's, in French; the demo seed is one coherent fictitious company
 * whose identifiers pass those checks.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siretValideLuhn } from '@/lib/facture/siret'
import { MESSAGE_SIRET, MESSAGE_TVA_SIREN, tvaDuSiren } from '@/lib/facture/tva'
import { seedReglages } from '@/seed/reglages'
import { Report } from '@/seed/store'

import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
})
afterAll(async () => cleanup?.())

const regler = (data: Record<string, unknown>) =>
  payload.updateGlobal({ slug: 'reglages', data: data as never, overrideAccess: true, depth: 0 })

/** The field messages of a refused write (Payload's ValidationError lists them under data.errors). */
async function messages(ecriture: Promise<unknown>): Promise<string[]> {
  try {
    await ecriture
    return []
  } catch (err) {
    return ((err as { data?: { errors?: { message: string }[] } }).data?.errors ?? []).map((e) => e.message)
  }
}

describe('the seller’s identity in the settings', () => {
  it('is seeded as one coherent company whose identifiers pass their checks', async () => {
    await seedReglages(payload, new Report())
    const r = await payload.findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
    expect(siretValideLuhn(r.siret!)).toBe(true)
    expect(r.numeroTvaVendeur).toBe(tvaDuSiren(r.siret!.slice(0, 9)))
    expect(r.immatriculation).toContain(r.siret!.slice(0, 3))
    expect(r.mediateur?.nom).toBeTruthy()
    expect(r.raisonSociale).toContain(r.formeJuridique!)
  })

  it('refuses a SIRET whose check digit fails, in French', async () => {
    expect(await messages(regler({ siret: '12345678900017' }))).toEqual([MESSAGE_SIRET])
  })

  it('refuses a French VAT number that is not the SIRET’s company', async () => {
    expect(
      await messages(
        regler({ siret: '12345678200002', numeroTvaVendeur: 'FR32123456789', tvaNonApplicable: false }),
      ),
    ).toEqual([MESSAGE_TVA_SIREN])
    const ok = await regler({ siret: '123 456 782 00002', numeroTvaVendeur: 'FR 11 123456782' })
    expect(ok.siret).toBe('123 456 782 00002')
  })
})
