// Price rules (src/lib/admin/lots/regle.ts, prixProduit.ts; docs/decisions/0173-regles-de-prix.md): amounts
// and percentages, rounding to the cent or to ,90 in the rule's direction, one format alone.
import { describe, expect, it } from 'vitest'

import { nouvelleRelation } from '@/lib/admin/lots/editionGroupee'
import { ajusterProduit } from '@/lib/admin/lots/prixProduit'
import { appliquerRegle, type Regle } from '@/lib/admin/lots/regle'
import { FORMATS_PAR_DEFAUT } from '@/lib/catalogue/formatsImpression'

const regle = (r: Partial<Regle>): Regle => ({
  sens: 'hausse',
  mode: 'montant',
  valeur: 100,
  arrondi: 'centime',
  ...r,
})
const affiche = { titre: 'Affiche', prix: 2400, livraison: 'imprime', formats: [] }

describe('appliquerRegle', () => {
  it('adds or takes an amount, or a percentage rounded half up to the cent', () => {
    expect(appliquerRegle(2400, regle({}))).toBe(2500)
    expect(appliquerRegle(2400, regle({ sens: 'baisse', valeur: 250 }))).toBe(2150)
    expect(appliquerRegle(1099, regle({ mode: 'pourcentage', valeur: 5 }))).toBe(1154) // 11,5395 → 11,54
    expect(appliquerRegle(110, regle({ mode: 'pourcentage', valeur: 15 }))).toBe(127) // 1,265 → 1,27
  })

  it('rounds to ,90 up for a raise and down for a cut, keeping a price already at ,90', () => {
    expect(appliquerRegle(1234, regle({ valeur: 0 + 1, arrondi: '90' }))).toBe(1290)
    expect(appliquerRegle(1234, regle({ sens: 'baisse', valeur: 1, arrondi: '90' }))).toBe(1190)
    expect(appliquerRegle(1190, regle({ valeur: 100, arrondi: '90' }))).toBe(1290)
    expect(
      appliquerRegle(2400, regle({ sens: 'baisse', mode: 'pourcentage', valeur: 10, arrondi: '90' })),
    ).toBe(2090)
  })

  it('refuses a price of zero or below', () => {
    expect(appliquerRegle(100, regle({ sens: 'baisse', valeur: 100 }))).toBeNull()
    expect(appliquerRegle(150, regle({ sens: 'baisse', valeur: 10, arrondi: '90' }))).toBe(90)
    expect(appliquerRegle(80, regle({ sens: 'baisse', valeur: 1, arrondi: '90' }))).toBeNull()
  })
})

describe('ajusterProduit', () => {
  it('moves every format with the product’s price when no format is named', () => {
    const r = ajusterProduit(affiche, FORMATS_PAR_DEFAUT, regle({}), null)
    expect(r).toMatchObject({ ok: true, data: { prix: 2500, formats: [] } })
    if (!r?.ok) throw new Error()
    expect(r.lignes.map((l) => [l.format, l.avant, l.apres])).toEqual([
      ['A5 carte', 1200, 1250],
      ['A4', 1800, 1875],
      ['A3', 2400, 2500],
      ['A2', 3600, 3750],
      ['50 × 70 cm', 4800, 5000],
    ])
  })

  it('raises the default A3 alone by pinning the formats derived from it', () => {
    const r = ajusterProduit(affiche, FORMATS_PAR_DEFAUT, regle({}), 'A3')
    if (!r?.ok) throw new Error()
    expect(r.lignes).toEqual([{ format: 'A3', avant: 2400, apres: 2500 }])
    expect(r.data.prix).toBe(2500)
  })

  it('sets a price of its own on another format, and skips a product without that format', () => {
    const r = ajusterProduit(affiche, FORMATS_PAR_DEFAUT, regle({}), 'A4')
    if (!r?.ok) throw new Error()
    expect(r.lignes).toEqual([{ format: 'A4', avant: 1800, apres: 1900 }])
    expect(r.data.prix).toBe(2400)
    expect(
      ajusterProduit({ ...affiche, livraison: 'numerique' }, FORMATS_PAR_DEFAUT, regle({}), 'A4'),
    ).toBeNull()
    expect(
      ajusterProduit({ ...affiche, formats: [{ code: 'A3' }] }, FORMATS_PAR_DEFAUT, regle({}), 'A4'),
    ).toBeNull()
  })
})

describe('nouvelleRelation', () => {
  it('adds at the end without duplicates, removes, or replaces', () => {
    expect(nouvelleRelation([1, 2], 'ajouter', [2, 3])).toEqual([1, 2, 3])
    expect(nouvelleRelation([1, 2], 'retirer', ['2'])).toEqual([1])
    expect(nouvelleRelation([1, 2], 'remplacer', [3])).toEqual([3])
  })
})
