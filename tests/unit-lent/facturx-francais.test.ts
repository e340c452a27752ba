// The French values of our Factur-X documents: the framework code of the 2026 reform as business
// process (BT-23), the franchise's exemption code (BT-121), the seller's address split into its parts,
// the invoice date a credit note refers to (BT-26) and French title metadata; and the offline rules of
// tests/support/en16931.ts refusing the values the documents carried before.
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'

import { genererFacturX, xmlFacturX } from '@/lib/facture/facturx'
import type { NatureLigne } from '@/lib/facture/operation'
import type { DonneesFacture } from '@/lib/facture/pdf'

import { donneesEssai, VENDEUR_ESSAI } from '../support/donneesFacture'
import { lireCii, reglesEnfreintes } from '../support/en16931'
import { erreursXsd, lireFacturX } from '../support/facturx'

const VENDEUR = { ...VENDEUR_ESSAI, adresse: '8 rue des Teinturiers\nBâtiment B\n69001 Lyon\nFrance' }
const ligne = (ttc: number, nature: NatureLigne) => ({ designation: `Article ${ttc}`, ttc, nature })
const donnees = (lignes: DonneesFacture['lignes'], extra: Partial<DonneesFacture> = {}) =>
  donneesEssai(lignes, {
    numero: 'FA-2026-000007',
    numeroCommande: 'MC-2026-000007',
    vendeur: VENDEUR,
    ...extra,
  })
const AVOIR = { factureReference: 'FA-2026-000007', factureLe: '2026-11-20', rembourseLe: '2026-11-26' }

describe('BT-23: the framework code of an invoice paid at checkout', () => {
  it('is B2 for goods, S2 for services, M2 for both, on invoices and credit notes alike', async () => {
    const cas: [DonneesFacture['lignes'], string][] = [
      [[ligne(2500, 'bien'), { designation: 'Frais de livraison', ttc: 590, nature: 'port' }], 'B2'],
      [[ligne(1200, 'service')], 'S2'],
      [[ligne(1200, 'service'), ligne(2500, 'bien')], 'M2'],
    ]
    for (const [lignes, cadre] of cas) {
      const facture = lireCii(await xmlFacturX(donnees(lignes)))
      expect(facture.cadre).toBe(cadre)
      const negatives = lignes.map((l) => ({ ...l, ttc: -l.ttc }))
      expect(lireCii(await xmlFacturX(donnees(negatives, { avoir: AVOIR }))).cadre).toBe(cadre)
    }
  })

  it('the offline rules refuse Peppol’s process id (BR-FR-08), which the library wrote', async () => {
    const xml = await xmlFacturX(donnees([ligne(1200, 'service')]))
    expect(reglesEnfreintes(xml)).toEqual([])
    const peppol = xml.replace(
      /(<ram:BusinessProcessSpecifiedDocumentContextParameter>\s*<ram:ID>)S2</,
      '$1urn:fdc:peppol.eu:2017:poacc:billing:01:1.0<',
    )
    expect(peppol).not.toBe(xml)
    expect(reglesEnfreintes(peppol)).toContain('BR-FR-08')
  })
})

describe('VAT details', () => {
  it('a franchise invoice carries VATEX-FR-FRANCHISE (BT-121) and its text (BT-120)', async () => {
    const xml = await xmlFacturX(
      donnees([ligne(1200, 'bien')], { vendeur: { ...VENDEUR, numeroTva: null, tvaNonApplicable: true } }),
    )
    expect(lireCii(xml).ventilation).toEqual([
      expect.objectContaining({
        categorie: 'E',
        codeExoneration: 'VATEX-FR-FRANCHISE',
        exoneration: 'TVA non applicable, art. 293\u00a0B du CGI',
      }),
    ])
    expect(reglesEnfreintes(xml)).toEqual([])
    expect(erreursXsd(xml)).toEqual([])
    // An unknown code breaks BR-CL-22; neither code nor text breaks BR-E-10.
    expect(reglesEnfreintes(xml.replace('VATEX-FR-FRANCHISE', 'VATEX-FR-INVENTE'))).toContain('BR-CL-22')
    const sansMotif = xml
      .replace(/<ram:ExemptionReason>[^<]*<\/ram:ExemptionReason>/, '')
      .replace(/<ram:ExemptionReasonCode>[^<]*<\/ram:ExemptionReasonCode>/, '')
    expect(reglesEnfreintes(sansMotif)).toContain('BR-E-10')
  })

  it('a VAT invoice without the seller’s VAT number breaks BR-S-02 (what the settings now prevent)', async () => {
    const xml = await xmlFacturX(donnees([ligne(1200, 'bien')], { vendeur: { ...VENDEUR, numeroTva: null } }))
    expect(reglesEnfreintes(xml)).toContain('BR-S-02')
  })

  it('the seller’s address is street lines, postcode, city and country code: no « France » in line two', async () => {
    const cii = lireCii(await xmlFacturX(donnees([ligne(1200, 'bien')])))
    expect(cii.vendeur.adresse).toEqual({
      ligne1: '8 rue des Teinturiers',
      ligne2: 'Bâtiment B',
      codePostal: '69001',
      ville: 'Lyon',
      pays: 'FR',
    })
    const simple = lireCii(
      await xmlFacturX(
        donnees([ligne(1200, 'bien')], {
          vendeur: { ...VENDEUR, adresse: '3 place des Couleurs\n69002 Lyon\nFRANCE' },
        }),
      ),
    )
    expect(simple.vendeur.adresse).toMatchObject({ ligne1: '3 place des Couleurs', ligne2: null, pays: 'FR' })
    const belge = lireCii(
      await xmlFacturX(
        donnees([ligne(1200, 'bien')], {
          vendeur: { ...VENDEUR, adresse: 'Rue Haute 5\n1000 Bruxelles\nBelgique' },
        }),
      ),
    )
    expect(belge.vendeur.adresse).toMatchObject({
      ligne1: 'Rue Haute 5',
      ligne2: null,
      codePostal: '1000',
      ville: 'Bruxelles',
      pays: 'BE',
    })
  })
})

describe('a credit note names the invoice and its date (BT-25, BT-26)', () => {
  it('writes the date in the qualified data type, valid by the XSD', async () => {
    const xml = await xmlFacturX(
      donnees([ligne(-1200, 'service')], { numero: 'AV-2026-000001', avoir: AVOIR }),
    )
    const cii = lireCii(xml)
    expect(cii.factureReferencee).toBe('FA-2026-000007')
    expect(cii.factureReferenceeLe).toBe('20261120')
    expect(erreursXsd(xml)).toEqual([])
    expect(reglesEnfreintes(xml)).toEqual([])
    // The library's own output (unqualified data type) is what the rules and the XSD refuse.
    const udt = xml.replace(/qdt:DateTimeString/g, 'udt:DateTimeString')
    expect(reglesEnfreintes(udt)).toContain('BT-26')
    expect(erreursXsd(udt)).not.toEqual([])
  })
})

describe('the PDF’s title metadata', () => {
  it('is French, the same in the document information and the XMP', async () => {
    for (const [d, titre] of [
      [donnees([ligne(1200, 'service')]), 'Facture FA-2026-000007 du 25/11/2026 — Atelier Essai SARL'],
      [
        donnees([ligne(-1200, 'service')], {
          numero: 'AV-2026-000001',
          date: '2026-11-26T09:00:00.000Z',
          avoir: AVOIR,
        }),
        'Avoir AV-2026-000001 du 26/11/2026 — Atelier Essai SARL',
      ],
    ] as const) {
      const octets = await genererFacturX(d)
      const pdf = await PDFDocument.load(octets, { updateMetadata: false })
      expect(pdf.getTitle()).toBe(titre)
      expect(pdf.getSubject()).toBe(titre)
      expect(pdf.getKeywords()).not.toMatch(/Invoice/)
      const lu = await lireFacturX(octets)
      expect(lu.xmp).toContain(`<rdf:li xml:lang="x-default">${titre}</rdf:li>`)
      expect(lu.xmp).not.toMatch(/Invoice [A-Z]{2}-/)
      expect(erreursXsd(lu.xml)).toEqual([])
    }
  })
})
