// The French public holidays and the end of a withdrawal period under Regulation 1182/71 article 3(4)
// (src/lib/commande/retractation/calendrier.ts, docs/decisions/0133), over several years.
import { describe, expect, it } from 'vitest'

import {
  estOuvrable,
  joursFeries,
  paques,
  reporterAuJourOuvrable,
} from '@/lib/commande/retractation/calendrier'
import { dernierJour } from '@/lib/commande/retractation/delai'

/** The last day of a period for a parcel delivered on `livree` (noon in Paris). */
const fin = (livree: string) =>
  dernierJour({ expedieeLe: null, livreeLe: `${livree}T10:00:00.000Z`, adresseLivraison: null })

describe('French public holidays', () => {
  it('computes Easter Sunday, early and late ones included', () => {
    const dates = {
      2008: '2008-03-23',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2028: '2028-04-16',
      2029: '2029-04-01',
      2030: '2030-04-21',
      2038: '2038-04-25',
      2285: '2285-03-22',
    }
    for (const [annee, jour] of Object.entries(dates))
      expect(paques(Number(annee)).toISOString().slice(0, 10)).toBe(jour)
  })

  it('lists the eleven days of mainland France, with the three that follow Easter', () => {
    expect([...joursFeries(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-06', // Easter Monday
      '2026-05-01',
      '2026-05-08',
      '2026-05-14', // Ascension
      '2026-05-25', // Whit Monday
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ])
    expect(joursFeries(2027).has('2027-03-29')).toBe(true)
    expect(joursFeries(2027).has('2027-05-06')).toBe(true)
    expect(joursFeries(2027).has('2027-05-17')).toBe(true)
    expect(estOuvrable('2026-11-27')).toBe(true) // a Friday
    expect(estOuvrable('2026-11-28')).toBe(false) // a Saturday
    expect(estOuvrable('2026-11-11')).toBe(false) // a Wednesday, Armistice
  })
})

describe('a period of 14 days from delivery', () => {
  it('ending on 1 May runs to the next working day', () => {
    expect(fin('2026-04-17')).toBe('2026-05-04') // Friday 1 May → Monday 4
    expect(fin('2027-04-17')).toBe('2027-05-03') // Saturday 1 May → Monday 3
    expect(fin('2028-04-17')).toBe('2028-05-02') // Monday 1 May → Tuesday 2
  })

  it('ending on 14 July runs to the next working day', () => {
    expect(fin('2024-06-30')).toBe('2024-07-15') // Sunday 14 July → Monday 15
    expect(fin('2026-06-30')).toBe('2026-07-15') // Tuesday 14 July → Wednesday 15
    expect(fin('2029-06-30')).toBe('2029-07-16') // Saturday 14 July → Monday 16
  })

  it('ending on 25 December runs to the next working day', () => {
    expect(fin('2026-12-11')).toBe('2026-12-28') // Friday → Monday 28
    expect(fin('2027-12-11')).toBe('2027-12-27') // Saturday → Monday 27
    expect(fin('2028-12-11')).toBe('2028-12-26') // Monday → Tuesday 26
  })

  it('ending on a Sunday runs to the Monday, or past it when the Monday is a holiday', () => {
    expect(fin('2026-11-15')).toBe('2026-11-30') // Sunday 29 November
    expect(fin('2027-01-17')).toBe('2027-02-01') // Sunday 31 January
    expect(fin('2026-03-22')).toBe('2026-04-07') // Easter Sunday, then Easter Monday
    expect(fin('2026-05-10')).toBe('2026-05-26') // Sunday 24 May, then Whit Monday
  })

  it('ending on a working day ends that day', () => {
    expect(fin('2026-11-09')).toBe('2026-11-23')
    expect(reporterAuJourOuvrable('2026-11-23')).toBe('2026-11-23')
  })
})
