import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { centimesDepuisEuros, eurosDepuisCentimes, validerEuros } from '@/lib/format/euros'

describe('centimesDepuisEuros (what an editor types in the admin)', () => {
  it.each([
    ['12', 1200],
    ['12,5', 1250],
    ['12,00', 1200],
    ['12,05', 1205],
    ['0,99', 99],
    [' 12,00 € ', 1200],
    ['12,00\u00a0€', 1200],
    ['1 200,00', 120000],
    ['1\u202f200,50 €', 120050],
    ['12.30', 1230],
    ['100000', 10000000],
  ])('%j → %i cents', (texte, centimes) => {
    expect(centimesDepuisEuros(texte)).toBe(centimes)
  })

  it.each(['', '€', 'douze', '12,345', '12,', ',5', '-3', '+3', '1,2,3', '12 00', '1e3', '12 €€', '1 20,00'])(
    'refuses %j',
    (texte) => {
      expect(centimesDepuisEuros(texte)).toBeNull()
    },
  )

  it('reads back what it shows, for any amount (generated)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (centimes) => {
        expect(centimesDepuisEuros(eurosDepuisCentimes(centimes))).toBe(centimes)
      }),
    )
  })
})

describe('eurosDepuisCentimes', () => {
  it('writes a comma and two decimals', () => {
    expect([1200, 5, 99, 123456, 0].map(eurosDepuisCentimes)).toEqual([
      '12,00',
      '0,05',
      '0,99',
      '1234,56',
      '0,00',
    ])
  })
})

describe('validerEuros (admin form and server alike)', () => {
  const bornes = { min: 1, max: 10_000_000, requis: true }
  it('accepts cents within bounds', () => {
    expect(validerEuros(1200, bornes)).toBe(true)
    expect(validerEuros(null, { ...bornes, requis: false })).toBe(true)
  })

  it('refuses with French messages', () => {
    expect(validerEuros(null, bornes)).toBe('Indiquez un montant en euros, par exemple 12,00\u00a0€.')
    expect(validerEuros('12,345', bornes)).toBe(
      'Montant invalide\u00a0: écrivez des euros avec au plus deux décimales, par exemple 12,00\u00a0€.',
    )
    expect(validerEuros(12.5, bornes)).toMatch(/^Montant invalide/)
    expect(validerEuros(0, bornes)).toBe('Le montant doit valoir au moins 0,01\u00a0€.')
    expect(validerEuros(10_000_001, bornes)).toBe('Le montant doit valoir au plus 100\u202f000,00\u00a0€.')
  })
})
