import { describe, expect, it } from 'vitest'

import {
  arrondirCentimes,
  dimensions,
  FORMATS_PAR_DEFAUT,
  formatsDuProduit,
  tarifer,
  type FormatImpression,
} from '@/lib/catalogue/formatsImpression'

const affiche = { titre: 'Je mérite la douceur', prix: 2400, livraison: 'imprime' }
const fichier = { titre: 'Respirer', prix: 900, livraison: 'numerique' }

describe('formatsDuProduit', () => {
  it('offers every active format, the default one at the product’s price, the others by factor', () => {
    const formats = formatsDuProduit(affiche, FORMATS_PAR_DEFAUT)
    expect(formats.map((f) => [f.code, f.prix, f.parDefaut])).toEqual([
      ['A5', 1200, false],
      ['A4', 1800, false],
      ['A3', 2400, true],
      ['A2', 3600, false],
      ['50x70', 4800, false],
    ])
    expect(formats[2]).toMatchObject({ libelle: 'A3', largeurCm: 29.7, hauteurCm: 42 })
  })

  it('offers no format for a digital product', () => {
    expect(formatsDuProduit(fichier, FORMATS_PAR_DEFAUT)).toEqual([])
  })

  it('keeps the product’s own choice and prices, a fixed price before the factor', () => {
    const boutique: FormatImpression[] = FORMATS_PAR_DEFAUT.map((f) =>
      f.code === 'A4' ? { ...f, prix: 1500 } : f,
    )
    const formats = formatsDuProduit(
      { ...affiche, formats: [{ code: 'A4' }, { code: 'A2', prix: 3990 }, { code: 'A3', prix: 1 }] },
      boutique,
    )
    // A3 stays the default: its price is the product's `prix`, an override there is ignored.
    expect(formats.map((f) => [f.code, f.prix, f.parDefaut])).toEqual([
      ['A4', 1500, false],
      ['A3', 2400, true],
      ['A2', 3990, false],
    ])
  })

  it('falls back to the first offered format when the shop default is not offered or inactive', () => {
    const sansA3 = formatsDuProduit(
      { ...affiche, formats: [{ code: 'A2' }, { code: 'A4' }] },
      FORMATS_PAR_DEFAUT,
    )
    expect(sansA3.map((f) => [f.code, f.prix, f.parDefaut])).toEqual([
      ['A4', 2400, true],
      ['A2', 3600, false],
    ])
    const inactif = FORMATS_PAR_DEFAUT.map((f) => (f.code === 'A5' ? { ...f, actif: false } : f))
    expect(formatsDuProduit(affiche, inactif).map((f) => f.code)).toEqual(['A4', 'A3', 'A2', '50x70'])
  })
})

describe('arrondirCentimes', () => {
  it('rounds half up to the cent, past binary noise', () => {
    expect(arrondirCentimes(110, 1.15)).toBe(127) // 126.5, computed 126.49999999999999
    expect(arrondirCentimes(1700, 0.35)).toBe(595)
    expect(arrondirCentimes(170, 0.35)).toBe(60) // 59.5, computed 59.49999999999999
    expect(arrondirCentimes(1999, 0.5)).toBe(1000) // 999.5
    expect(arrondirCentimes(2400, 1.5)).toBe(3600)
    expect(arrondirCentimes(1001, 0.75)).toBe(751) // 750.75
    expect(arrondirCentimes(1003, 0.75)).toBe(752) // 752.25
  })
})

describe('tarifer', () => {
  it('prices the default format × 1 when nothing is chosen (a cart from before formats)', () => {
    expect(tarifer(affiche, FORMATS_PAR_DEFAUT, {})).toMatchObject({
      ok: true,
      ligne: { quantite: 1, prixUnitaire: 2400, total: 2400, format: { code: 'A3' } },
    })
  })

  it('prices a chosen format and quantity', () => {
    const t = tarifer(affiche, FORMATS_PAR_DEFAUT, { format: 'A2', quantite: 2 })
    expect(t).toMatchObject({ ok: true, ligne: { prixUnitaire: 3600, total: 7200, format: { code: 'A2' } } })
  })

  it('refuses in French an unknown or inactive format and a quantity outside 1–10', () => {
    const inactif = FORMATS_PAR_DEFAUT.map((f) => (f.code === 'A2' ? { ...f, actif: false } : f))
    expect(tarifer(affiche, inactif, { format: 'A2' })).toEqual({
      ok: false,
      error: 'Le format «\u00a0A2\u00a0» n’est pas proposé pour «\u00a0Je mérite la douceur\u00a0».',
    })
    expect(tarifer(affiche, FORMATS_PAR_DEFAUT, { format: 'A0' }).ok).toBe(false)
    for (const quantite of [0, 11, 1.5, -1])
      expect(tarifer(affiche, FORMATS_PAR_DEFAUT, { quantite })).toMatchObject({
        ok: false,
        error: expect.stringContaining('de 1 à 10'),
      })
    expect(tarifer(affiche, FORMATS_PAR_DEFAUT, { quantite: 10 })).toMatchObject({
      ok: true,
      ligne: { total: 24000 },
    })
  })

  it('sells a file once, without a format, at its price', () => {
    expect(tarifer(fichier, FORMATS_PAR_DEFAUT, {})).toEqual({
      ok: true,
      ligne: { format: null, quantite: 1, prixUnitaire: 900, total: 900 },
    })
    expect(tarifer(fichier, FORMATS_PAR_DEFAUT, { format: 'A3' }).ok).toBe(false)
    expect(tarifer(fichier, FORMATS_PAR_DEFAUT, { quantite: 2 }).ok).toBe(false)
  })
})

describe('dimensions', () => {
  it('writes French decimals with no-break spaces', () => {
    expect(dimensions({ largeurCm: 29.7, hauteurCm: 42 })).toBe('29,7\u00a0×\u00a042\u00a0cm')
  })
})
