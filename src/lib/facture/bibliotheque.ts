import { FormatFactoryService, type Invoice } from '@e-invoice-eu/core'
import { PDFName, type PDFDocument } from 'pdf-lib'

const formats = new FormatFactoryService()
const silencieux = { log() {}, warn() {}, error() {} }

/**
 * @e-invoice-eu/core 2.3.4 writes a credit note's preceding invoice (BT-25) into CII from a key
 * of `cac:BillingReference` itself, where its input schema only accepts them under
 * `cac:InvoiceDocumentReference`: the input, valid by that schema (tests/unit-lent/facturx.test.ts checks
 * it through InvoiceService), gets both; its format services run without the schema check.
 */
function pourLaBibliotheque(facture: Invoice): Invoice {
  const copie = structuredClone(facture) as unknown as { 'ubl:Invoice': Record<string, unknown> }
  const refs = copie['ubl:Invoice']['cac:BillingReference'] as
    { 'cac:InvoiceDocumentReference': Record<string, string> }[] | undefined
  for (const r of refs ?? []) Object.assign(r, r['cac:InvoiceDocumentReference'])
  return copie as unknown as Invoice
}

/**
 * The library writes the preceding invoice's date (BT-26) as an unqualified `udt:DateTimeString` and
 * copies the ISO date as is; the CII schema wants `qdt:DateTimeString` in format 102 (YYYYMMDD).
 */
export function corrigerXml(xml: string): string {
  return xml.replace(
    /(<ram:FormattedIssueDateTime>\s*)<udt:DateTimeString format="102">(\d{4})-?(\d{2})-?(\d{2})<\/udt:DateTimeString>/g,
    '$1<qdt:DateTimeString format="102">$2$3$4</qdt:DateTimeString>',
  )
}

const xmlEchappe = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The parts of the library's Factur-X service we step into (version pinned in package.json). */
type ServiceFacturX = {
  attachFacturX(doc: PDFDocument, options: unknown, xml: string): Promise<void>
  addMetadata(doc: PDFDocument, xmp: string): void
  createPDFA(doc: PDFDocument, options: unknown, invoice: Invoice): Promise<void>
}

/** Who made the file, the same in the document information and the XMP (ISO 19005-3 §6.6.2.3.1). */
export const PRODUCTEUR_PDF = 'pdf-lib 1.17.1, e-invoice-eu 2.3.4'
export const CREATEUR_PDF = 'Mots & Couleurs, facturation'

/** What we write over the library's metadata: title, keywords and the document's own date. */
export type MetaFrancaises = { titre: string; motCle: string; le: Date }

const motsCles = (m: MetaFrancaises) => [m.motCle, 'Factur-X']

/**
 * The XMP as the library wrote it, made to agree with the document information we set after it: the
 * French title in dc:title and dc:description, our producer and creator tool, the keywords, and the
 * document's date for every date (the library writes now, in the process's time zone).
 */
function xmpFrancais(xmp: string, m: MetaFrancaises): string {
  const le = m.le.toISOString().replace(/\.\d{3}Z$/, 'Z')
  const balise = (nom: string, valeur: string) => (s: string) =>
    s.replace(new RegExp(`(<${nom}>)[^<]*(</${nom}>)`, 'g'), `$1${xmlEchappe(valeur)}$2`)
  const etapes = [
    balise('pdf:Producer', PRODUCTEUR_PDF),
    balise('xmp:CreatorTool', CREATEUR_PDF),
    ...['xmp:CreateDate', 'xmp:ModifyDate', 'xmp:MetadataDate'].map((n) => balise(n, le)),
    (s: string) => s.replace(/(<dc:date>\s*<rdf:Seq>\s*<rdf:li>)[^<]*(<\/rdf:li>)/, `$1${le}$2`),
    (s: string) =>
      s.replace(
        /(<dc:(title|description)>\s*<rdf:Alt>\s*<rdf:li xml:lang="x-default">)[^<]*(<\/rdf:li>)/g,
        `$1${xmlEchappe(m.titre)}$3`,
      ),
    (s: string) =>
      s.replace(/(<\/pdf:Producer>)/, `$1<pdf:Keywords>${xmlEchappe(motsCles(m).join(' '))}</pdf:Keywords>`),
  ]
  return etapes.reduce((x, f) => f(x), xmp.replace('\u00EF\u00BB\u00BF', '\uFEFF'))
}

/**
 * French metadata: the library titles the file « <seller>: Invoice <number> », describes it in English
 * and names itself producer in the information but the seller in the XMP. PDF/A wants the document
 * information and the XMP to agree: we set both from the same values. The library hands pdf-lib the XMP
 * as a string, which pdf-lib writes one byte per character (an accent or a dash lost): we write its
 * UTF-8 bytes.
 */
function titrerEnFrancais(service: ServiceFacturX, m: MetaFrancaises) {
  const attacher = service.attachFacturX.bind(service)
  const pdfa = service.createPDFA.bind(service)
  service.attachFacturX = (doc, options, xml) => attacher(doc, options, corrigerXml(xml))
  service.addMetadata = (doc, xmp) => {
    const octets = new TextEncoder().encode(xmpFrancais(xmp, m))
    const flux = doc.context.stream(octets, { Type: 'Metadata', Subtype: 'XML', Length: octets.length })
    doc.catalog.set(PDFName.of('Metadata'), doc.context.register(flux))
  }
  service.createPDFA = async (doc, options, invoice) => {
    await pdfa(doc, options, invoice)
    doc.setTitle(m.titre)
    doc.setSubject(m.titre)
    doc.setKeywords(motsCles(m))
    doc.setProducer(PRODUCTEUR_PDF)
    doc.setCreator(CREATEUR_PDF)
    doc.setCreationDate(m.le)
    doc.setModificationDate(m.le)
  }
}

/** The library's format service for `format` (CII, or a Factur-X profile with our PDF and title). */
export async function genererAvecBibliotheque(
  facture: Invoice,
  format: string,
  pdf?: {
    pdf: { buffer: Uint8Array; filename: string; mimetype: string }
  } & MetaFrancaises,
): Promise<string | Uint8Array> {
  const nom = formats.normalizeFormat(format)
  const service = formats.createFormatService(nom, silencieux)
  const entree = pourLaBibliotheque(facture)
  service.fillInvoiceDefaults(entree)
  if (pdf) titrerEnFrancais(service as unknown as ServiceFacturX, pdf)
  const sortie = await service.generate(entree, {
    format: nom,
    lang: 'fr',
    ...(pdf ? { pdf: pdf.pdf } : {}),
    noWarnings: true,
  })
  return typeof sortie === 'string' ? corrigerXml(sortie) : sortie
}
