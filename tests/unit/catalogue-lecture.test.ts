/** Reading a catalogue file (src/lib/admin/catalogue/lecture.ts): CSV from a French spreadsheet or from the
 *  export, JSON from the export, each row with the line an editor sees. */
import { describe, expect, it } from 'vitest'

import { FichierIllisible, lireFichier } from '@/lib/admin/catalogue/lecture'

describe('lireFichier', () => {
  it('reads a French spreadsheet’s CSV (« ; », a BOM, decimal commas)', () => {
    const f = lireFichier('\uFEFFslug;prix;audiences\nrespirer;12,50;sophrologues | psychologues\n', 'csv')
    expect(f.colonnes).toEqual(['slug', 'prix', 'audiences'])
    expect(f.lignes).toEqual([
      { ligne: 2, cellules: { slug: 'respirer', prix: '12,50', audiences: 'sophrologues | psychologues' } },
    ])
  })

  it('numbers rows by their line, a quoted cell over two lines included', () => {
    const f = lireFichier('slug,extrait\na,"deux\nlignes"\nb,une\n\nc,x', 'csv')
    expect(f.lignes.map((l) => [l.cellules.slug, l.ligne])).toEqual([
      ['a', 3],
      ['b', 4],
      ['c', 6],
    ])
  })

  it('reads JSON rows: lists joined as in CSV, numbers with a decimal comma', () => {
    const f = lireFichier(
      JSON.stringify([
        { slug: 'a', prix: 12.5, audiences: ['x', 'y'], formats: [{ code: 'A3', prix: '15,00' }, 'A4'] },
      ]),
      'json',
    )
    expect(f.lignes[0]).toEqual({
      ligne: 1,
      cellules: { slug: 'a', prix: '12,5', audiences: 'x | y', formats: 'A3=15,00 | A4' },
    })
  })

  it('refuses what is not a catalogue file, in French', () => {
    expect(() => lireFichier('{"slug": "a"}', 'json')).toThrow(
      new FichierIllisible('Le fichier JSON doit être une liste d’objets, un par ligne du catalogue.'),
    )
    expect(() => lireFichier('[', 'json')).toThrow(FichierIllisible)
    expect(() => lireFichier('slug,prix\na,"12', 'csv')).toThrow(/^Fichier CSV illisible/)
  })
})
