import { describe, expect, it } from 'vitest'

import { celluleCsv, documentCsv } from '@/lib/facture/comptabilite/csv'

describe('the accountant’s CSV', () => {
  it('writes amounts with a decimal comma and quotes what needs quoting', () => {
    expect(celluleCsv(-12.3)).toBe('-12,30')
    expect(celluleCsv('Cabinet « Dupont ; fils »')).toBe('"Cabinet « Dupont ; fils »"')
    expect(celluleCsv('Le "grand" atelier')).toBe('"Le ""grand"" atelier"')
  })

  it('never lets a customer’s name run as a spreadsheet formula', () => {
    for (const nom of ['=HYPERLINK("http://x","y")', '+33 6', '-1', '@SUM(A1)'])
      expect(celluleCsv(nom).replace(/^"/, '')).toMatch(/^'/)
  })

  it('starts with a BOM and ends lines with CRLF', () => {
    expect(
      documentCsv([
        ['a', 1],
        ['b', 2],
      ]),
    ).toBe('\uFEFFa;1,00\r\nb;2,00\r\n')
  })
})
