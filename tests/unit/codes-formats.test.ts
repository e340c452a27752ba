import { describe, expect, it } from 'vitest'

import { codeDesReglages, listeFormats, messageFormatInconnu } from '@/lib/catalogue/codesFormats'
import { FORMATS_PAR_DEFAUT } from '@/lib/catalogue/formatsImpression'

describe('a product’s format codes', () => {
  it('an unknown code is refused with the list of valid codes, in French', () => {
    expect(messageFormatInconnu('B1', FORMATS_PAR_DEFAUT)).toBe(
      'Format inconnu\u00a0: «\u00a0B1\u00a0». Formats des réglages\u00a0: A5 (A5 carte), A4, A3, A2, 50x70 (50 × 70 cm).',
    )
    expect(listeFormats([{ code: 'A3', libelle: 'A3' }])).toBe('A3')
  })

  it('a code written in another case is the settings’ code; another is none', () => {
    expect(codeDesReglages('a2', FORMATS_PAR_DEFAUT)).toBe('A2')
    expect(codeDesReglages(' 50X70 ', FORMATS_PAR_DEFAUT)).toBe('50x70')
    expect(codeDesReglages('B1', FORMATS_PAR_DEFAUT)).toBeNull()
  })
})
