import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from 'pdf-lib'

/** What the sales journal takes from an issued document: its own figures, in cents. */
export type DocumentLu = {
  type: 'facture' | 'avoir'
  numero: string
  /** `YYYY-MM-DD`, the document's date (BT-2) as it is written in it. */
  date: string
  client: string
  /** Per VAT category and rate (BG-23): the taxable base and the VAT. */
  ventilation: { categorie: string; taux: number; base: number; tva: number }[]
  ht: number
  tva: number
  ttc: number
}

const texte = (o: unknown) => (o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : null)

/** The `factur-x.xml` a Factur-X PDF carries (PDF/A-3 embedded file). */
export async function xmlEmbarque(octets: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(octets, { updateMetadata: false })
  const noms = doc.catalog
    .lookup(PDFName.of('Names'), PDFDict)
    .lookup(PDFName.of('EmbeddedFiles'), PDFDict)
    .lookup(PDFName.of('Names'), PDFArray)
  for (let i = 0; i < noms.size(); i += 2) {
    if (texte(noms.lookup(i)) !== 'factur-x.xml') continue
    const spec = noms.lookup(i + 1, PDFDict)
    const flux = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'))
    if (!(flux instanceof PDFRawStream)) break
    return new TextDecoder().decode(decodePDFRawStream(flux).decode())
  }
  throw new Error('Ce PDF ne contient pas de factur-x.xml.')
}

const cents = (s: string | undefined) => (s ? Math.round(Number(s) * 100) : 0)
const bloc = (xml: string, balise: string) =>
  new RegExp(`<${balise}>([\\s\\S]*?)</${balise}>`).exec(xml)?.[1] ?? ''
const blocs = (xml: string, balise: string) =>
  [...xml.matchAll(new RegExp(`<${balise}>([\\s\\S]*?)</${balise}>`, 'g'))].map((m) => m[1])
const valeur = (xml: string, balise: string) =>
  new RegExp(`<${balise}(?:\\s[^>]*)?>([^<]*)</${balise}>`).exec(xml)?.[1]?.trim()
const decoder = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

/**
 * Reads the figures of one of our CII documents (the shop's own generator, src/lib/facture/facturx.ts):
 * the header's VAT breakdown and totals, which are what the document states. A credit note (381)
 * counts negative in a journal.
 */
export function lireDocument(xml: string): DocumentLu {
  const entete = bloc(xml, 'rsm:ExchangedDocument')
  const reglement = bloc(xml, 'ram:ApplicableHeaderTradeSettlement')
  const sommes = bloc(reglement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation')
  const avoir = valeur(entete, 'ram:TypeCode') === '381'
  const signe = avoir ? -1 : 1
  const jour = valeur(bloc(entete, 'ram:IssueDateTime'), 'udt:DateTimeString') ?? ''
  return {
    type: avoir ? 'avoir' : 'facture',
    numero: valeur(entete, 'ram:ID') ?? '',
    date: `${jour.slice(0, 4)}-${jour.slice(4, 6)}-${jour.slice(6, 8)}`,
    client: decoder(valeur(bloc(xml, 'ram:BuyerTradeParty'), 'ram:Name') ?? ''),
    ventilation: blocs(reglement, 'ram:ApplicableTradeTax').map((t) => ({
      categorie: valeur(t, 'ram:CategoryCode') ?? '',
      taux: Number(valeur(t, 'ram:RateApplicablePercent') ?? 0),
      base: signe * cents(valeur(t, 'ram:BasisAmount')),
      tva: signe * cents(valeur(t, 'ram:CalculatedAmount')),
    })),
    ht: signe * cents(valeur(sommes, 'ram:TaxBasisTotalAmount')),
    tva: signe * cents(valeur(sommes, 'ram:TaxTotalAmount')),
    ttc: signe * cents(valeur(sommes, 'ram:GrandTotalAmount')),
  }
}
