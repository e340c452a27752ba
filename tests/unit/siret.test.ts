// SIREN and SIRET keys (src/lib/facture/siret.ts): generated valid numbers pass, any single wrong digit
// fails, La Poste's establishments follow their own rule, and the checkout's schema says so in French.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { paiementSchema } from '@/lib/panier/paiement'
import {
  cleLuhnValide,
  MESSAGE_SIRET_CLIENT,
  sirenDe,
  sirenOuSiretValide,
  sirenValide,
  siretValideLuhn,
} from '@/lib/facture/siret'

/** The digit that completes `debut` into a Luhn-valid number (computed here the long way). */
function completer(debut: string): string {
  for (let d = 0; d <= 9; d++) if (cleLuhnValide(debut + d)) return debut + d
  throw new Error('aucune clé')
}
const chiffres = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(''))
const siren = chiffres(8).map(completer)
const siret = fc.tuple(siren, chiffres(4)).map(([s, e]) => completer(s + e))
/** Changes one digit of a number to another digit. */
const uneErreur = (n: string) =>
  fc
    .tuple(fc.nat({ max: n.length - 1 }), fc.integer({ min: 1, max: 9 }))
    .map(([i, delta]) => n.slice(0, i) + String((Number(n[i]) + delta) % 10) + n.slice(i + 1))

describe('SIREN and SIRET keys', () => {
  it('accepts known numbers, spaced or not', () => {
    expect(sirenValide('732 829 320')).toBe(true)
    expect(siretValideLuhn('732 829 320 00074')).toBe(true)
    expect(sirenDe('73282932000074')).toBe('732829320')
    expect(sirenOuSiretValide('732829320')).toBe(true)
  })

  it('accepts every generated valid SIREN and SIRET', () => {
    fc.assert(fc.property(siren, (s) => sirenValide(s) && sirenOuSiretValide(s)))
    fc.assert(
      fc.property(siret, (s) => s.startsWith('356000000') || (siretValideLuhn(s) && sirenOuSiretValide(s))),
    )
  })

  it('refuses any number with one wrong digit', () => {
    fc.assert(fc.property(siren.chain(uneErreur), (s) => !sirenValide(s)))
    fc.assert(
      fc.property(
        siret.filter((s) => !s.startsWith('356000000')).chain(uneErreur),
        (s) => !siretValideLuhn(s) && !sirenOuSiretValide(s),
      ),
    )
  })

  it('refuses wrong lengths and letters', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        (s) => /^\d{9}$|^\d{14}$/.test(s.replace(/[\s.\u00a0\u202f-]+/g, '')) || !sirenOuSiretValide(s),
      ),
    )
    for (const s of ['73282932', '7328293200007', '732829320000740', 'A32829320', ''])
      expect(sirenOuSiretValide(s)).toBe(false)
  })

  it('checks La Poste establishments by the sum of their digits', () => {
    // 356 000 000 09xxx: digit sum a multiple of 5 though the Luhn key fails.
    const laPoste = '35600000009075'
    expect(cleLuhnValide(laPoste)).toBe(false)
    expect([...laPoste].reduce((s, c) => s + Number(c), 0) % 5).toBe(0)
    expect(siretValideLuhn(laPoste)).toBe(true)
    expect(siretValideLuhn('35600000009076')).toBe(false)
    // Another company's SIRET whose digits add up to a multiple of 5 gets no such exception.
    expect(cleLuhnValide('73282932000004')).toBe(false)
    expect(siretValideLuhn('73282932000004')).toBe(false)
  })

  it('makes the checkout refuse a bad key in French and keep a good one as digits', () => {
    const base = { slugs: ['x'], email: 'pro@example.fr' }
    const mauvais = paiementSchema.safeParse({ ...base, siret: '732 829 320 00075' })
    expect(mauvais.success).toBe(false)
    expect(mauvais.error!.issues[0].message).toBe(MESSAGE_SIRET_CLIENT)
    expect(paiementSchema.parse({ ...base, siret: ' 732 829 320 00074 ' }).siret).toBe('73282932000074')
    expect(paiementSchema.parse({ ...base, siret: '  ' }).siret).toBeUndefined()
  })
})
