import { describe, expect, it } from 'vitest'

import { formatDate, isoDate } from '@/lib/format/date'
import { formatPrix, prixDecimal } from '@/lib/format/prix'
import { pluriel, typographie } from '@/lib/format/texte'

describe('formatPrix', () => {
  it('writes euro cents the French way, with a no-break space before €', () => {
    expect(formatPrix(1200)).toBe('12,00\u00a0€')
    expect(formatPrix(590)).toBe('5,90\u00a0€')
    expect(formatPrix(123456)).toBe('1\u202f234,56\u00a0€')
  })
  it('gives schema.org a dot decimal', () => {
    expect(prixDecimal(1200)).toBe('12.00')
    expect(prixDecimal(2499)).toBe('24.99')
  })
})

describe('dates', () => {
  it('formats a long French date in Paris time', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22 novembre 2026')
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('1 janvier 2027')
  })
  it('is empty or undefined for missing and invalid input', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate('pas une date')).toBe('')
    expect(isoDate(undefined)).toBeUndefined()
    expect(isoDate('2026-11-22')).toBe('2026-11-22T00:00:00.000Z')
  })
})

describe('typographie', () => {
  it('puts a narrow no-break space before ; ! ? and a no-break space before :', () => {
    expect(typographie('Vraiment ? Oui ! Note : ceci ; cela')).toBe(
      'Vraiment\u202f? Oui\u202f! Note\u00a0: ceci\u202f; cela',
    )
    expect(typographie('Déjà bien ?')).toBe('Déjà bien\u202f?')
  })
  it('leaves URLs alone', () => {
    expect(typographie('Voir https://mots-couleurs.fr')).toBe('Voir https://mots-couleurs.fr')
  })
  it('counts in French', () => {
    expect(pluriel(1, 'affiche')).toBe('1 affiche')
    expect(pluriel(24, 'affiche')).toBe('24 affiches')
    expect(pluriel(1200, 'affiche')).toBe('1\u202f200 affiches')
  })
})
