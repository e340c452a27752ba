// Over 300 lines: the CII reader and the EN 16931 rules it feeds, one standard stated in one place.
// The EN 16931 business rules that apply to our invoices and credit notes, stated here in our own
// words from the standard (EN 16931-1, its rules BR-*, BR-CO-*, BR-S-*, BR-E-*, BR-AE-*, BR-IC-*), because no npm package
// ships the CII Schematron: each returns the ids of the rules a CII document breaks.
import { XmlDocument } from 'libxml2-wasm'

const NS = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
}
const TX = '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction'
const ACCORD = `${TX}/ram:ApplicableHeaderTradeAgreement`
const REGLEMENT = `${TX}/ram:ApplicableHeaderTradeSettlement`
const SOMMES = `${REGLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`

/** What a test compares with the order: the document read as numbers (cents) and texts. */
export type CiiLu = {
  type: string
  numero: string
  /** BT-23, the business process (the French framework code). */
  cadre: string | null
  factureReferencee: string | null
  /** BT-26 as written (YYYYMMDD, format 102 of the qualified data type). */
  factureReferenceeLe: string | null
  vendeur: {
    nom: string
    tva: string | null
    siren: string | null
    fiscal: string | null
    adresse: {
      ligne1: string | null
      ligne2: string | null
      codePostal: string | null
      ville: string | null
      pays: string | null
    }
  }
  acheteur: { nom: string; tva: string | null; siren: string | null; pays: string; email: string | null }
  livraison: { ligne1: string | null; pays: string | null } | null
  notes: string[]
  lignes: { nom: string; net: number; prix: number; quantite: number; categorie: string; taux: number }[]
  remises: { raison: string; montant: number; categorie: string; taux: number }[]
  frais: { montant: number; categorie: string; taux: number }[]
  ventilation: {
    base: number
    tva: number
    categorie: string
    taux: number
    exoneration: string | null
    /** BT-121, the exemption reason code (VATEX list). */
    codeExoneration: string | null
  }[]
  totaux: {
    lignes: number
    remises: number
    frais: number
    ht: number
    tva: number
    ttc: number
    paye: number
    arrondi: number
    du: number
  }
}

/** `12.34` → 1234; an amount with more than two decimals is kept as written (BR-DEC rules). */
const cents = (s: string | undefined | null) => (s ? Math.round(Number(s) * 100) : 0)

/** The XPath readers of one CII document. */
function lecteurCii(doc: XmlDocument) {
  const t = (xpath: string, noeud: { get: XmlDocument['get'] } = doc) =>
    noeud.get(xpath, NS)?.content.trim() ?? null
  const tous = (xpath: string) => doc.find(xpath, NS)
  const partie = (p: string) => ({
    nom: t(`${p}/ram:Name`) ?? '',
    tva: t(`${p}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']`),
    siren: t(`${p}/ram:SpecifiedLegalOrganization/ram:ID[@schemeID='0002']`),
    fiscal: t(`${p}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='FC']`),
  })
  const taxe = (n: { get: XmlDocument['get'] }, base = 'ram:') => ({
    categorie: t(`${base}CategoryCode`, n) ?? '',
    taux: Number(t(`${base}RateApplicablePercent`, n) ?? 'NaN'),
  })
  const ac = (charge: boolean) =>
    tous(`${REGLEMENT}/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator='${charge}']`).map(
      (n) => ({
        raison: t('ram:Reason', n) ?? '',
        montant: cents(t('ram:ActualAmount', n)),
        ...taxe(n, 'ram:CategoryTradeTax/ram:'),
      }),
    )
  return { doc, t, tous, partie, taxe, ac }
}

type Lecteur = ReturnType<typeof lecteurCii>

/** Seller, buyer and the place of delivery. */
function partiesCii({ doc, t, partie }: Lecteur): Pick<CiiLu, 'vendeur' | 'acheteur' | 'livraison'> {
  const lieu = `${TX}/ram:ApplicableHeaderTradeDelivery/ram:ShipToTradeParty/ram:PostalTradeAddress`
  const adresseVendeur = `${ACCORD}/ram:SellerTradeParty/ram:PostalTradeAddress`
  return {
    vendeur: {
      ...partie(`${ACCORD}/ram:SellerTradeParty`),
      adresse: {
        ligne1: t(`${adresseVendeur}/ram:LineOne`),
        ligne2: t(`${adresseVendeur}/ram:LineTwo`),
        codePostal: t(`${adresseVendeur}/ram:PostcodeCode`),
        ville: t(`${adresseVendeur}/ram:CityName`),
        pays: t(`${adresseVendeur}/ram:CountryID`),
      },
    },
    acheteur: {
      ...(({ fiscal: _, ...p }) => p)(partie(`${ACCORD}/ram:BuyerTradeParty`)),
      pays: t(`${ACCORD}/ram:BuyerTradeParty/ram:PostalTradeAddress/ram:CountryID`) ?? '',
      email: t(`${ACCORD}/ram:BuyerTradeParty/ram:URIUniversalCommunication/ram:URIID[@schemeID='EM']`),
    },
    livraison: doc.get(lieu, NS)
      ? { ligne1: t(`${lieu}/ram:LineOne`), pays: t(`${lieu}/ram:CountryID`) }
      : null,
  }
}

/** Lines, allowances and charges, the VAT breakdown and the totals. */
function montantsCii({
  t,
  tous,
  taxe,
  ac,
}: Lecteur): Pick<CiiLu, 'lignes' | 'remises' | 'frais' | 'ventilation' | 'totaux'> {
  return {
    lignes: tous(`${TX}/ram:IncludedSupplyChainTradeLineItem`).map((n) => ({
      nom: t('ram:SpecifiedTradeProduct/ram:Name', n) ?? '',
      net: cents(
        t(
          'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount',
          n,
        ),
      ),
      prix: cents(t('ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount', n)),
      quantite: Number(t('ram:SpecifiedLineTradeDelivery/ram:BilledQuantity', n)),
      ...taxe(n, 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:'),
    })),
    remises: ac(false),
    frais: ac(true).map(({ montant, categorie, taux }) => ({ montant, categorie, taux })),
    ventilation: tous(`${REGLEMENT}/ram:ApplicableTradeTax`).map((n) => ({
      base: cents(t('ram:BasisAmount', n)),
      tva: cents(t('ram:CalculatedAmount', n)),
      exoneration: t('ram:ExemptionReason', n),
      codeExoneration: t('ram:ExemptionReasonCode', n),
      ...taxe(n),
    })),
    totaux: {
      lignes: cents(t(`${SOMMES}/ram:LineTotalAmount`)),
      remises: cents(t(`${SOMMES}/ram:AllowanceTotalAmount`)),
      frais: cents(t(`${SOMMES}/ram:ChargeTotalAmount`)),
      ht: cents(t(`${SOMMES}/ram:TaxBasisTotalAmount`)),
      tva: cents(t(`${SOMMES}/ram:TaxTotalAmount`)),
      ttc: cents(t(`${SOMMES}/ram:GrandTotalAmount`)),
      paye: cents(t(`${SOMMES}/ram:TotalPrepaidAmount`)),
      arrondi: cents(t(`${SOMMES}/ram:RoundingAmount`)),
      du: cents(t(`${SOMMES}/ram:DuePayableAmount`)),
    },
  }
}

export function lireCii(xml: string): CiiLu {
  const doc = XmlDocument.fromString(xml)
  try {
    const l = lecteurCii(doc)
    const { t, tous } = l
    return {
      type: t('/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode') ?? '',
      numero: t('/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:ID') ?? '',
      cadre: t(
        '/rsm:CrossIndustryInvoice/rsm:ExchangedDocumentContext/ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID',
      ),
      factureReferencee: t(`${REGLEMENT}/ram:InvoiceReferencedDocument/ram:IssuerAssignedID`),
      factureReferenceeLe: t(
        `${REGLEMENT}/ram:InvoiceReferencedDocument/ram:FormattedIssueDateTime/qdt:DateTimeString[@format='102']`,
      ),
      ...partiesCii(l),
      notes: tous('/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:IncludedNote/ram:Content').map((n) =>
        n.content.trim(),
      ),
      ...montantsCii(l),
    }
  } finally {
    doc.dispose()
  }
}

const somme = (xs: number[]) => xs.reduce((s, x) => s + x, 0)

/** The framework codes of the French reform for BT-23 (XP Z12-012, rule BR-FR-08). */
export const CADRES_FR = ['B1', 'S1', 'M1', 'B2', 'S2', 'M2', 'S3', 'B4', 'S4', 'M4', 'S5', 'S6', 'B7', 'S7']
/** The VATEX exemption reason codes (CEF code list, BR-CL-22) a French seller may give. */
export const VATEX = [
  'VATEX-EU-79-C',
  'VATEX-EU-132',
  'VATEX-EU-143',
  'VATEX-EU-148',
  'VATEX-EU-151',
  'VATEX-EU-309',
  'VATEX-EU-AE',
  'VATEX-EU-D',
  'VATEX-EU-F',
  'VATEX-EU-G',
  'VATEX-EU-I',
  'VATEX-EU-IC',
  'VATEX-EU-J',
  'VATEX-EU-O',
  'VATEX-FR-FRANCHISE',
  'VATEX-FR-CNWVAT',
]

type Regle = (id: string, respectee: boolean) => void

/** What the XML itself must carry: two decimals, the mandatory fields, an intra-community supply's when and where. */
function reglesDuXml(doc: XmlDocument, regle: Regle) {
  const present = (xpath: string) => Boolean(doc.get(xpath, NS)?.content.trim())
  // Every amount has at most two decimals (BR-DEC-*).
  const montants = doc.find(
    `${TX}//ram:*[substring(local-name(), string-length(local-name()) - 5) = 'Amount']`,
    NS,
  )
  regle(
    'BR-DEC',
    montants.every((n) => /^-?\d+(\.\d{1,2})?$/.test(n.content.trim())),
  )
  // The specification identifier, number, date, type, currency, seller and buyer names and countries are present.
  regle(
    'BR-1',
    present(
      '/rsm:CrossIndustryInvoice/rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID',
    ),
  )
  regle('BR-2', present('/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:ID'))
  regle(
    'BR-3',
    present('/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString'),
  )
  regle('BR-4', present('/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode'))
  regle('BR-5', present(`${REGLEMENT}/ram:InvoiceCurrencyCode`))
  regle('BR-6', present(`${ACCORD}/ram:SellerTradeParty/ram:Name`))
  regle('BR-7', present(`${ACCORD}/ram:BuyerTradeParty/ram:Name`))
  regle('BR-8/9', present(`${ACCORD}/ram:SellerTradeParty/ram:PostalTradeAddress/ram:CountryID`))
  regle('BR-10/11', present(`${ACCORD}/ram:BuyerTradeParty/ram:PostalTradeAddress/ram:CountryID`))
  // An intra-community supply states when (BT-72, or the invoicing period BG-14) and where (BT-80).
  if (doc.find(`${REGLEMENT}/ram:ApplicableTradeTax[ram:CategoryCode='K']`, NS).length) {
    const livraison = `${TX}/ram:ApplicableHeaderTradeDelivery`
    regle(
      'BR-IC-11',
      present(`${livraison}/ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime/udt:DateTimeString`) ||
        present(`${REGLEMENT}/ram:BillingSpecifiedPeriod/ram:StartDateTime/udt:DateTimeString`),
    )
    regle('BR-IC-12', present(`${livraison}/ram:ShipToTradeParty/ram:PostalTradeAddress/ram:CountryID`))
  }
}

/** The document's type and identities, its lines, its allowances and its totals. */
function reglesDuDocument(c: CiiLu, xml: string, regle: Regle) {
  regle('BR-CL-01', c.type === '380' || c.type === '381')
  // BT-23 is absent or a framework code of the French reform (Peppol's process id is not one).
  regle('BR-FR-08', c.cadre === null || CADRES_FR.includes(c.cadre))
  // The seller is identified: VAT number, legal registration or tax registration (BR-CO-26).
  regle('BR-CO-26', Boolean(c.vendeur.tva || c.vendeur.siren || c.vendeur.fiscal))
  // A preceding invoice's date, when given, is a date of the qualified data type (BT-26).
  regle(
    'BT-26',
    !/InvoiceReferencedDocument>[\s\S]*udt:DateTimeString[\s\S]*<\/ram:InvoiceReferencedDocument/.test(xml),
  )
  // A credit note names the invoice it corrects (BG-3, BT-25).
  regle('BR-55', c.type !== '381' || Boolean(c.factureReferencee))
  regle('BR-16', c.lignes.length > 0)
  for (const l of c.lignes) {
    // A line's name, quantity and net amount are given; its price is never negative; its VAT category is set.
    regle('BR-21..25', Boolean(l.nom) && Number.isFinite(l.quantite) && l.quantite !== 0)
    regle('BR-27', l.prix >= 0)
    regle('BR-CO-4', Boolean(l.categorie))
    // Net amount = quantity × net price (prices without a base quantity).
    regle('BR-LINE-NET', l.net === Math.round(l.quantite * l.prix))
  }
  for (const r of c.remises) regle('BR-32/33', Boolean(r.categorie) && Boolean(r.raison))
  const t = c.totaux
  // Totals: lines' nets, allowances and charges, the tax base, the VAT, the grand total, what is due.
  regle('BR-CO-10', t.lignes === somme(c.lignes.map((l) => l.net)))
  regle('BR-CO-11', t.remises === somme(c.remises.map((r) => r.montant)))
  regle('BR-CO-12', t.frais === somme(c.frais.map((f) => f.montant)))
  regle('BR-CO-13', t.ht === t.lignes - t.remises + t.frais)
  regle('BR-CO-14', t.tva === somme(c.ventilation.map((v) => v.tva)))
  regle('BR-CO-15', t.ttc === t.ht + t.tva)
  regle('BR-CO-16', t.du === t.ttc - t.paye + t.arrondi)
  // One VAT breakdown per category and rate used by a line, an allowance or a charge (BR-CO-18, BR-S-01…).
  const cles = new Set([...c.lignes, ...c.remises, ...c.frais].map((x) => `${x.categorie}/${x.taux}`))
  regle(
    'BR-CO-18',
    cles.size === c.ventilation.length && c.ventilation.every((v) => cles.has(`${v.categorie}/${v.taux}`)),
  )
}

/** One VAT breakdown: its base adds up, and its category's rules (standard, exempt, reverse charge,
 *  intra-community). */
function reglesDeVentilation(c: CiiLu, v: CiiLu['ventilation'][number], regle: Regle) {
  const meme = <T extends { categorie: string; taux: number }>(x: T) =>
    x.categorie === v.categorie && x.taux === v.taux
  const base =
    somme(c.lignes.filter(meme).map((l) => l.net)) -
    somme(c.remises.filter(meme).map((r) => r.montant)) +
    somme(c.frais.filter(meme).map((f) => f.montant))
  if (v.categorie === 'S') {
    // Standard rate: the seller's VAT number, a positive rate, a base that adds up, VAT = base × rate.
    regle('BR-S-02', Boolean(c.vendeur.tva))
    regle('BR-S-05', v.taux > 0)
    regle('BR-S-08', v.base === base)
    regle('BR-S-09', v.tva === Math.sign(v.base) * Math.round((Math.abs(v.base) * v.taux) / 100))
    regle('BR-S-10', !v.exoneration)
  } else if (v.categorie === 'E') {
    // Exempt (franchise en base): the seller's VAT number or tax registration, rate and VAT zero, a
    // base that adds up, the reason stated.
    regle('BR-E-02', Boolean(c.vendeur.tva || c.vendeur.fiscal))
    regle('BR-E-05', v.taux === 0)
    regle('BR-E-08', v.base === base)
    regle('BR-E-09', v.tva === 0)
    regle('BR-E-10', Boolean(v.exoneration || v.codeExoneration))
  } else if (v.categorie === 'AE' || v.categorie === 'K') {
    // Reverse charge (BR-AE-*) and intra-community supply (BR-IC-*): one breakdown of the category,
    // the seller's and the buyer's VAT numbers, rate and VAT zero on lines, allowances and charges, a
    // base that adds up, the reason stated.
    const r = v.categorie === 'AE' ? 'BR-AE' : 'BR-IC'
    const zero = (xs: { categorie: string; taux: number }[]) =>
      xs.filter((x) => x.categorie === v.categorie).every((x) => x.taux === 0)
    regle(`${r}-01`, c.ventilation.filter((x) => x.categorie === v.categorie).length === 1)
    regle(`${r}-02`, Boolean(c.vendeur.tva) && Boolean(c.acheteur.tva || (r === 'BR-AE' && c.acheteur.siren)))
    regle(`${r}-05`, zero(c.lignes))
    regle(`${r}-06/07`, zero(c.remises) && zero(c.frais))
    regle(`${r}-08`, v.base === base)
    regle(`${r}-09`, v.tva === 0)
    regle(`${r}-10`, Boolean(v.exoneration || v.codeExoneration))
    regle(
      `${r}-VATEX`,
      v.codeExoneration === null || v.codeExoneration === (r === 'BR-AE' ? 'VATEX-EU-AE' : 'VATEX-EU-IC'),
    )
  } else regle('CATEGORIE', false)
  // An exemption reason code is one of the VATEX list.
  regle('BR-CL-22', v.codeExoneration === null || VATEX.includes(v.codeExoneration))
}

/** The rules an invoice or credit note of ours breaks, by their EN 16931 ids (none: an empty list). */
export function reglesEnfreintes(xml: string): string[] {
  const doc = XmlDocument.fromString(xml)
  const enfreintes: string[] = []
  const regle = (id: string, respectee: boolean) => {
    if (!respectee) enfreintes.push(id)
  }
  try {
    reglesDuXml(doc, regle)
  } finally {
    doc.dispose()
  }
  const c = lireCii(xml)
  reglesDuDocument(c, xml, regle)
  for (const v of c.ventilation) reglesDeVentilation(c, v, regle)
  return enfreintes
}
