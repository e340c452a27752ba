// Factur-X documents built from generated orders: whatever the lines, discount, shipping and rate, the
// embedded XML passes the Factur-X EN 16931 XSD and the business rules of tests/support/en16931.ts,
// and its amounts are the order's.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { facturXDe, genererFacturX, xmlFacturX } from '@/lib/facture/facturx'
import type { NatureLigne } from '@/lib/facture/operation'

import { donneesEssai, VENDEUR_ESSAI } from '../support/donneesFacture'
import { lireCii, reglesEnfreintes } from '../support/en16931'
import { erreursXsd, lireFacturX } from '../support/facturx'

const VENDEUR = VENDEUR_ESSAI
const base = donneesEssai
const ligne = (ttc: number, nature: NatureLigne = 'bien') => ({ designation: `Article ${ttc}`, ttc, nature })

describe('facturXDe: the EN 16931 content of generated orders', () => {
  it('passes the XSD and the business rules, and states the amount paid', async () => {
    // The library takes about a quarter of a second per document here: 25 generated orders.
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ ttc: fc.integer({ min: 1, max: 200_000 }), numerique: fc.boolean() }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom(0, 590, 990),
        fc.constantFrom(20, 10, 5.5, 2.1, null),
        fc.boolean(),
        async (articles, pourcentRemise, port, taux, avoir) => {
          const sousTotal = articles.reduce((s, a) => s + a.ttc, 0)
          const remise = Math.min(sousTotal - 1, Math.round((sousTotal * pourcentRemise) / 200))
          const lignes = [
            ...articles.map((a) => ligne(a.ttc, a.numerique ? 'service' : 'bien')),
            ...(remise > 0
              ? [{ designation: 'Remise (code ESSAI)', ttc: -remise, nature: 'remise' as const }]
              : []),
            ...(port ? [{ designation: 'Frais de livraison', ttc: port, nature: 'port' as const }] : []),
          ]
          const paye = sousTotal - Math.max(remise, 0) + port
          const d = base(avoir ? lignes.map((l) => ({ ...l, ttc: -l.ttc })) : lignes, {
            vendeur: { ...VENDEUR, tvaNonApplicable: taux === null, tauxTva: taux ?? 20 },
            ...(avoir ? { avoir: { factureReference: 'FA-2026-000001', rembourseLe: '2026-11-26' } } : {}),
          })
          const xml = await xmlFacturX(d)
          expect(reglesEnfreintes(xml)).toEqual([])
          const cii = lireCii(xml)
          expect(cii.type).toBe(avoir ? '381' : '380')
          expect(cii.totaux.paye).toBe(paye)
          expect(cii.totaux.du).toBe(0)
          expect(Math.abs(cii.totaux.arrondi)).toBeLessThanOrEqual(articles.length + 2)
          expect(erreursXsd(xml)).toEqual([])
        },
      ),
      { numRuns: 25 },
    )
  })
})

describe('genererFacturX: the PDF/A-3 file', () => {
  it('embeds its fonts, the XMP with the Factur-X extension schema, an sRGB output intent and factur-x.xml', async () => {
    const d = base([
      ligne(1200, 'service'),
      ligne(2500),
      { designation: 'Frais de livraison', ttc: 590, nature: 'port' },
    ])
    const lu = await lireFacturX(await genererFacturX(d))
    expect(lu.version).toMatch(/^%PDF-1\.[4-7]/)
    expect(lu.nombrePolices).toBeGreaterThanOrEqual(2)
    expect(lu.policesNonIncorporees).toEqual([])
    expect(lu.afRelationship).toMatch(/^(Alternative|Data)$/)
    expect(lu.dansAF).toBe(true)
    expect(lu.sousTypeMime).toMatch(/xml/)
    // PDF/A-3 identification and the Factur-X extension schema with its four properties.
    expect(lu.xmp).toMatch(/pdfaid:part(>|=")3/)
    expect(lu.xmp).toMatch(/pdfaid:conformance(>|=")[ABU]/)
    expect(lu.xmp).toContain('urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#')
    expect(lu.xmp).toContain('pdfaExtension:schemas')
    for (const p of ['DocumentFileName', 'DocumentType', 'Version', 'ConformanceLevel'])
      expect(lu.xmp).toMatch(new RegExp(`fx:${p}|<pdfaProperty:name>${p}</pdfaProperty:name>`))
    expect(lu.xmp).toMatch(/fx:ConformanceLevel(>|=")EN 16931/)
    expect(lu.xmp).toMatch(/fx:DocumentFileName(>|=")factur-x\.xml/)
    expect(lu.outputIntent?.s).toBe('GTS_PDFA1')
    const icc = lu.outputIntent!.profilIcc!
    expect(Buffer.from(icc.slice(36, 40)).toString('latin1')).toBe('acsp')
    expect(Buffer.from(icc.slice(16, 20)).toString('latin1')).toBe('RGB ')
    expect(erreursXsd(lu.xml)).toEqual([])
    expect(reglesEnfreintes(lu.xml)).toEqual([])
  })

  it('gives the library input valid by its own schema, credit note included', async () => {
    const { InvoiceService } = await import('@e-invoice-eu/core')
    const service = new InvoiceService({ log() {}, warn() {}, error() {} })
    const avoir = base([ligne(-1200)], {
      avoir: { factureReference: 'FA-2026-000001', rembourseLe: '2026-11-26' },
    })
    const societe = base(
      [ligne(1200, 'service'), ligne(2500), { designation: 'Remise (code X)', ttc: -370, nature: 'remise' }],
      {
        acheteur: {
          ...base([]).acheteur,
          societe: 'Cabinet Sérénité',
          siren: '732829320',
          numeroTva: 'FR64443061841',
        },
        livraison: {
          lignes: ['Camille Martin', '5 rue B'],
          postale: { ligne1: '5 rue B', codePostal: '75011', ville: 'Paris', pays: 'FR' },
        },
      },
    )
    const franchise = base([ligne(1200)], {
      vendeur: { ...VENDEUR, numeroTva: null, tvaNonApplicable: true },
    })
    for (const d of [base([ligne(1200)]), avoir, societe, franchise])
      await expect(service.generate(facturXDe(d), { format: 'CII', lang: 'fr' })).resolves.toMatch(
        /CrossIndustryInvoice/,
      )
    // And the credit note's reference reaches the XML (the library's own path loses it).
    expect(lireCii(await xmlFacturX(avoir)).factureReferencee).toBe('FA-2026-000001')
    expect(lireCii(await xmlFacturX(societe)).acheteur).toMatchObject({
      tva: 'FR64443061841',
      siren: '732829320',
    })
  })

  it('breaks a rule the tests state when an amount is tampered with (the check can fail)', async () => {
    const xml = await xmlFacturX(base([ligne(1200)]))
    expect(reglesEnfreintes(xml)).toEqual([])
    expect(
      reglesEnfreintes(xml.replace('<ram:GrandTotalAmount>12.00<', '<ram:GrandTotalAmount>12.01<')),
    ).toContain('BR-CO-15')
    expect(
      reglesEnfreintes(xml.replace(/<ram:CalculatedAmount>2\.00</, '<ram:CalculatedAmount>2.01<')),
    ).toEqual(expect.arrayContaining(['BR-S-09', 'BR-CO-14']))
    expect(erreursXsd(xml.replace('<ram:TypeCode>VAT</ram:TypeCode>', ''))).not.toEqual([])
  })
})
