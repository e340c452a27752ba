// Invoice lines of several copies (docs/decisions/0147-factures-en-quantites.md): the net unit price
// is the unit TTC without VAT rounded to the cent, the line's net amount that price × the quantity,
// the rounding amount brings the document to what was paid.
import { describe, expect, it } from 'vitest'

import { ventiler } from '@/lib/facture/montants'

describe('ventiler with quantities', () => {
  it('prices each copy, then multiplies: an A2 × 2 and 19,90 € × 3', () => {
    const { lignes, totaux } = ventiler(
      [
        { designation: 'A2', ttc: 7200, quantite: 2 },
        { designation: 'Carte', ttc: 5970, quantite: 3 },
        { designation: 'Frais de livraison', ttc: 890 },
      ],
      20,
    )
    expect(lignes.map((l) => [l.quantite, l.puHt, l.ht, l.tva, l.ttc])).toEqual([
      [2, 3000, 6000, 1200, 7200],
      [3, 1658, 4974, 996, 5970],
      [1, 742, 742, 148, 890],
    ])
    expect(totaux).toEqual({ ht: 11716, tva: 2343, ttc: 14059, paye: 14060, arrondi: 1 })
  })

  it('without VAT, the unit price is the unit TTC and the line its TTC when it divides', () => {
    const [ligne] = ventiler([{ designation: 'A2', ttc: 7200, quantite: 2 }], null).lignes
    expect(ligne).toMatchObject({ quantite: 2, puHt: 3600, ht: 7200, tva: 0 })
  })

  it('a credited amount that does not divide by the copies: nearest unit price, cents in the rounding', () => {
    const { lignes, totaux } = ventiler([{ designation: 'A2', ttc: -6479, quantite: 2 }], null)
    expect(lignes[0]).toMatchObject({ quantite: 2, puHt: -3240, ht: -6480 })
    expect(totaux).toMatchObject({ ht: -6480, paye: -6479, arrondi: 1 })
  })
})
