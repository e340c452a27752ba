// The invoice's discount line (promotion codes, tests/int/promotions.test.ts): a negative line at the seller's VAT rate.
import { describe, expect, it } from 'vitest'

import { ventiler } from '@/lib/facture/montants'

describe('ventiler with a discount line', () => {
  it('gives totals that add up to the amount paid', () => {
    const { lignes, totaux } = ventiler(
      [
        { designation: 'Respirer', ttc: 1200 },
        { designation: 'Le stress', ttc: 2500 },
        { designation: 'Remise (code BIENVENUE10)', ttc: -370 },
        { designation: 'Frais de livraison', ttc: 590 },
      ],
      20,
    )
    expect(lignes[2]).toEqual({
      designation: 'Remise (code BIENVENUE10)',
      quantite: 1,
      puHt: -308,
      ttc: -370,
      ht: -308,
      tva: -62,
      taux: 20,
      groupe: '20',
    })
    expect(totaux).toEqual({ ht: 3267, tva: 653, ttc: 3920, paye: 3920, arrondi: 0 })
  })

  it('rounds a discount as the opposite of the same positive amount (half cents included)', () => {
    for (const ttc of [1, 3, 9, 15, 370, 999, 12345]) {
      const [positive] = ventiler([{ designation: 'x', ttc }], 20).lignes
      const [negative] = ventiler([{ designation: 'x', ttc: -ttc }], 20).lignes
      expect([ttc, negative.ht + positive.ht, negative.tva + positive.tva]).toEqual([ttc, 0, 0])
    }
  })

  it('leaves a discount whole without VAT (franchise en base)', () => {
    expect(ventiler([{ designation: 'Remise', ttc: -370 }], null).lignes[0]).toMatchObject({
      ht: -370,
      tva: 0,
    })
  })
})
