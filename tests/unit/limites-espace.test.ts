import { describe, expect, it } from 'vitest'

import { LIMITES_ESPACE, regleEspace } from '@/lib/espace/limites'

describe('regleEspace', () => {
  it('keeps the shipped limit without a setting, or with one that is not « count/seconds »', () => {
    expect(regleEspace('retractation', {})).toEqual(LIMITES_ESPACE.retractation)
    expect(regleEspace('retractation', { RATE_LIMIT_ESPACE_RETRACTATION: 'beaucoup' })).toEqual(
      LIMITES_ESPACE.retractation,
    )
  })

  it('takes « count/seconds » from RATE_LIMIT_ESPACE_<RULE>, for that rule only', () => {
    const env = { RATE_LIMIT_ESPACE_RETRACTATION: '100000/60' }
    expect(regleEspace('retractation', env)).toEqual({ limit: 100000, windowMs: 60_000 })
    expect(regleEspace('retractationCommande', env)).toEqual(LIMITES_ESPACE.retractationCommande)
  })
})
