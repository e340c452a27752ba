// PDF/A-3 wants the document information dictionary and the XMP to say the same things (ISO 19005-3
// §6.6.2.3.1): producer, creator tool, keywords, title, author, subject and dates are read from both
// and compared, on an invoice and a credit note. And a credit note's BT-26 is its invoice's Paris day.
import {
  decodePDFRawStream,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from 'pdf-lib'
import { describe, expect, it } from 'vitest'

import { genererFacturX, xmlFacturX } from '@/lib/facture/facturx'

import { donneesEssai } from '../support/donneesFacture'
import { lireCii } from '../support/en16931'

const ligne = { designation: 'Affiche Respirer', ttc: 2400, nature: 'bien' as const }
// 23:30 UTC on 31 December is 00:30 on 1 January in Paris.
const NUIT = '2026-12-31T23:30:00.000Z'

async function lireMetadonnees(octets: Uint8Array) {
  const doc = await PDFDocument.load(octets, { updateMetadata: false })
  const info = doc.context.lookup(doc.context.trailerInfo.Info) as PDFDict
  const champ = (nom: string) => {
    const v = info.get(PDFName.of(nom))
    return v instanceof PDFString || v instanceof PDFHexString ? v.decodeText() : null
  }
  const date = (nom: string) => {
    const v = info.get(PDFName.of(nom))
    return v instanceof PDFString || v instanceof PDFHexString ? v.decodeDate().toISOString() : null
  }
  const flux = doc.catalog.lookup(PDFName.of('Metadata')) as PDFRawStream
  const xmp = new TextDecoder().decode(decodePDFRawStream(flux).decode())
  const balise = (nom: string) => {
    const m = new RegExp(`<${nom}>\\s*(?:<rdf:(?:Alt|Seq)>\\s*<rdf:li[^>]*>)?([^<]*)<`).exec(xmp)
    return m ? m[1].replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>') : null
  }
  const instant = (s: string | null) => (s ? new Date(s).toISOString() : null)
  return {
    info: {
      producteur: champ('Producer'),
      createur: champ('Creator'),
      motsCles: champ('Keywords'),
      titre: champ('Title'),
      auteur: champ('Author'),
      sujet: champ('Subject'),
      cree: date('CreationDate'),
      modifie: date('ModDate'),
    },
    xmp: {
      producteur: balise('pdf:Producer'),
      createur: balise('xmp:CreatorTool'),
      motsCles: balise('pdf:Keywords'),
      titre: balise('dc:title'),
      auteur: balise('dc:creator'),
      sujet: balise('dc:description'),
      cree: instant(balise('xmp:CreateDate')),
      modifie: instant(balise('xmp:ModifyDate')),
    },
  }
}

describe('PDF/A-3 metadata', () => {
  const cas = {
    facture: donneesEssai([ligne], { date: NUIT, payeeLe: NUIT }),
    avoir: donneesEssai([{ ...ligne, ttc: -2400 }], {
      numero: 'AV-2027-000001',
      date: NUIT,
      avoir: { factureReference: 'FA-2026-000001', factureLe: '2026-12-30T10:00:00.000Z', rembourseLe: NUIT },
    }),
  }
  for (const [nature, d] of Object.entries(cas)) {
    it(`the information dictionary and the XMP of a${nature === 'avoir' ? 'n avoir' : ' facture'} agree`, async () => {
      const { info, xmp } = await lireMetadonnees(await genererFacturX(d))
      expect(xmp).toEqual(info)
      expect(info.producteur).not.toMatch(/^e-invoice-eu/)
      expect(info.motsCles).toBe(`${nature === 'avoir' ? 'Avoir' : 'Facture'} Factur-X`)
      // The document's own date, not the moment the file was written.
      expect(info.cree).toBe(NUIT)
      expect(info.titre).toContain('du 01/01/2027')
    })
  }

  it('a credit note refers to its invoice by the invoice’s Paris day (BT-26)', async () => {
    const d = donneesEssai([{ ...ligne, ttc: -2400 }], {
      numero: 'AV-2027-000002',
      date: '2027-01-05T10:00:00.000Z',
      avoir: { factureReference: 'FA-2027-000001', factureLe: NUIT, rembourseLe: '2027-01-05T10:00:00.000Z' },
    })
    expect(lireCii(await xmlFacturX(d)).factureReferenceeLe).toBe('20270101')
  })
})
