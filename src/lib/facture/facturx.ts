import type { Invoice } from '@e-invoice-eu/core'

import { jourParis as jour } from '@/lib/format'

import { genererAvecBibliotheque } from './bibliotheque'
import { type TraitementTva } from '@/lib/tva'

import { cadreFacturation, categorieOperation } from './operation'
import { type Acheteur, type DonneesFacture, genererPdfFacture, type Vendeur } from './pdf'
import { ventilerDocument } from './ventilation'

/** The Factur-X profile our invoices follow, and its name in @e-invoice-eu/core. */
export const PROFIL_FACTURX = 'Factur-X-EN16931'
/** UNTDID 1001: commercial invoice, credit note. */
export const TYPE_FACTURE = '380'
export const TYPE_AVOIR = '381'
/** ISO/IEC 6523 schemes: SIREN (the company), SIRET (an establishment). */
export const SCHEMA_SIREN = '0002'

const euros = (cents: number) => (cents / 100).toFixed(2)

const regions = new Intl.DisplayNames(['fr'], { type: 'region' })
/** `France`, `FRANCE`, `Belgique` or `BE` → its ISO code; anything else is not a country line. */
function codePays(ligne: string): string | null {
  const cherche = ligne.trim().toLowerCase()
  if (/^[a-z]{2}$/.test(cherche)) return cherche.toUpperCase()
  for (const code of 'FR BE CH LU MC DE ES IT NL PT AT IE GB'.split(' '))
    if (regions.of(code)?.toLowerCase() === cherche) return code
  return null
}

/**
 * `8 rue des Teinturiers\nBâtiment B\n69001 Lyon\nFrance` (French settings text) → street lines,
 * postcode, city and country code. Lines after the postcode line are the country, never a street line.
 */
export function adresseVendeur(texte: string) {
  const lignes = texte
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
  const i = lignes.findIndex((l) => /^\d{4,5}\s+\S/.test(l))
  const cpVille = i >= 0 ? /^(\d{4,5})\s+(.+)$/.exec(lignes[i]) : null
  const apres = i >= 0 ? lignes.slice(i + 1) : []
  const pays = apres.map(codePays).find(Boolean) ?? (lignes.length > 1 ? codePays(lignes.at(-1)!) : null)
  const rue = (i >= 0 ? lignes.slice(0, i) : lignes).filter((l) => !(i < 0 && pays && codePays(l) === pays))
  return { ligne1: rue[0], ligne2: rue[1], codePostal: cpVille?.[1], ville: cpVille?.[2], pays: pays ?? 'FR' }
}

/** A postal address as UBL names its parts (the library maps them to CII). The country is required
 *  (BR-9, BR-11): the address's own, else the one the regime was decided for, else (an order paid
 *  before addresses were collected) the seller's. */
function adresseUbl(a: Acheteur['postale'], pays?: string | null) {
  return {
    ...(a.ligne1 ? { 'cbc:StreetName': a.ligne1 } : {}),
    ...(a.ligne2 ? { 'cbc:AdditionalStreetName': a.ligne2 } : {}),
    ...(a.ville ? { 'cbc:CityName': a.ville } : {}),
    ...(a.codePostal ? { 'cbc:PostalZone': a.codePostal } : {}),
    'cac:Country': { 'cbc:IdentificationCode': (a.pays || pays || 'FR').toUpperCase() },
  }
}

/** A VAT category as UBL writes it (BT-151, BT-152; BT-95, BT-96; BT-118, BT-119). */
const categorieUbl = (t: TraitementTva) => ({
  'cbc:ID': t.categorie,
  'cbc:Percent': String(t.taux),
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
})

/** An amount in euros with its currency, as UBL writes it. */
const m = (cle: string, cents: number) => ({ [cle]: euros(cents), [`${cle}@currencyID`]: 'EUR' })

type Ventilation = ReturnType<typeof ventilerDocument>
type Ligne = Ventilation['lignes'][number]

/** One note (BT-22): CII holds one text per note. */
function noteDe(d: DonneesFacture, mentions: (string | null | undefined)[]) {
  return [
    d.avoir
      ? `${d.avoir.partiel ? 'Avoir partiel sur' : 'Avoir annulant'} la facture ${d.avoir.factureReference}, remboursé le ${jour(d.avoir.rembourseLe)}.`
      : `Facture acquittée le ${jour(d.payeeLe)}, ${d.moyenPaiement}.`,
    `Catégorie de l’opération : ${categorieOperation(d.lignes.map((l) => l.nature))}.`,
    ...mentions.map((m) => `${m}.`),
  ].join(' ')
}

/** A credit note names the invoice's number (BT-25) and date (BT-26; src/lib/facture/bibliotheque.ts
 *  writes it in the namespace the schema wants). */
function referenceFacture(d: DonneesFacture) {
  if (!d.avoir) return {}
  return {
    'cac:BillingReference': [
      {
        'cac:InvoiceDocumentReference': {
          'cbc:ID': d.avoir.factureReference,
          ...(d.avoir.factureLe ? { 'cbc:IssueDate': jour(d.avoir.factureLe) } : {}),
        },
      },
    ],
  }
}

function vendeurUbl(v: Vendeur, tva: boolean) {
  const siren = v.siret?.slice(0, 9)
  return {
    'cac:Party': {
      'cac:PostalAddress': adresseUbl(adresseVendeur(v.adresse)),
      ...(tva && v.numeroTva
        ? { 'cac:PartyTaxScheme': [{ 'cbc:CompanyID': v.numeroTva, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] }
        : !tva && v.siret
          ? // Without a VAT number, the SIRET as tax registration (BT-32), which an exempt invoice needs (BR-E-02).
            { 'cac:PartyTaxScheme': [{ 'cbc:CompanyID': v.siret, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }] }
          : {}),
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': v.raisonSociale,
        ...(siren ? { 'cbc:CompanyID': siren, 'cbc:CompanyID@schemeID': SCHEMA_SIREN } : {}),
      },
    },
  }
}

function acheteurUbl(d: DonneesFacture) {
  const a = d.acheteur
  return {
    'cac:Party': {
      'cbc:EndpointID': a.email,
      'cbc:EndpointID@schemeID': 'EM',
      'cac:PostalAddress': adresseUbl(a.postale, d.regime?.pays ?? adresseVendeur(d.vendeur.adresse).pays),
      // One VAT number for the buyer (an object here, a list for the seller: the library's schema).
      ...(a.numeroTva
        ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': a.numeroTva, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
        : {}),
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': a.societe || a.nom || a.email,
        ...(a.siren ? { 'cbc:CompanyID': a.siren, 'cbc:CompanyID@schemeID': SCHEMA_SIREN } : {}),
      },
      ...(a.societe && a.nom ? { 'cac:Contact': { 'cbc:Name': a.nom } } : {}),
    },
  }
}

/**
 * Delivery (BG-13, required by the CII schema): printed items go to the shipping address (the PDF
 * prints it when it differs from the billing one); files are delivered at payment. An
 * intra-community supply states its date too (BR-IC-11): the sale's day, the goods leave within days.
 */
function livraisonUbl(d: DonneesFacture, intracommunautaire: boolean) {
  if (!d.lignes.some((l) => l.nature === 'bien')) return { 'cbc:ActualDeliveryDate': jour(d.payeeLe) }
  return {
    ...(intracommunautaire ? { 'cbc:ActualDeliveryDate': jour(d.payeeLe) } : {}),
    'cac:DeliveryLocation': {
      'cac:Address': adresseUbl(d.livraison?.postale ?? d.acheteur.postale, d.regime?.pays),
    },
    ...(d.livraison
      ? { 'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': d.livraison.lignes[0] } } }
      : {}),
  }
}

/** A promotion code's discount: a document-level allowance. */
function remisesUbl(remises: Ligne[]) {
  if (!remises.length) return {}
  return {
    'cac:AllowanceCharge': remises.map((r) => ({
      'cbc:ChargeIndicator': 'false',
      'cbc:AllowanceChargeReasonCode': '95',
      'cbc:AllowanceChargeReason': r.designation,
      ...m('cbc:Amount', -r.ht),
      'cac:TaxCategory': categorieUbl(r.traitement),
    })),
  }
}

/** One breakdown per category and rate (BG-23); a 0 % category gives its reason (BT-120, BT-121). */
function tvaUbl({ totaux, groupes }: Ventilation) {
  return [
    {
      ...m('cbc:TaxAmount', totaux.tva),
      'cac:TaxSubtotal': groupes.map((g) => ({
        ...m('cbc:TaxableAmount', g.ht),
        ...m('cbc:TaxAmount', g.tva),
        'cac:TaxCategory': {
          ...categorieUbl(g.traitement),
          ...(g.traitement.code ? { 'cbc:TaxExemptionReasonCode': g.traitement.code } : {}),
          ...(g.traitement.mention ? { 'cbc:TaxExemptionReason': g.traitement.mention } : {}),
        },
      })),
    },
  ]
}

function totauxUbl(totaux: Ventilation['totaux'], articles: Ligne[], remises: Ligne[]) {
  const totalRemises = -remises.reduce((s, l) => s + l.ht, 0)
  return {
    ...m(
      'cbc:LineExtensionAmount',
      articles.reduce((s, l) => s + l.ht, 0),
    ),
    ...m('cbc:TaxExclusiveAmount', totaux.ht),
    ...m('cbc:TaxInclusiveAmount', totaux.ttc),
    ...(totalRemises ? m('cbc:AllowanceTotalAmount', totalRemises) : {}),
    ...m('cbc:PrepaidAmount', totaux.paye),
    ...(totaux.arrondi ? m('cbc:PayableRoundingAmount', totaux.arrondi) : {}),
    ...m('cbc:PayableAmount', 0),
  }
}

/** BT-129 the copies (C62, « one », UN/ECE Rec. 20), BT-146 the net unit price, BT-131 their
 *  product: the line amount is quantity × net price, with no base quantity. */
const lignesUbl = (articles: Ligne[]) =>
  articles.map((l, i) => ({
    'cbc:ID': String(i + 1),
    'cbc:InvoicedQuantity': String(l.quantite),
    'cbc:InvoicedQuantity@unitCode': 'C62',
    ...m('cbc:LineExtensionAmount', l.ht),
    'cac:Item': { 'cbc:Name': l.designation, 'cac:ClassifiedTaxCategory': categorieUbl(l.traitement) },
    'cac:Price': m('cbc:PriceAmount', l.puHt),
  }))

/**
 * The invoice's EN 16931 content, in @e-invoice-eu/core's input format (UBL's vocabulary as JSON; the
 * library writes it as CII for Factur-X). Amounts are those of the PDF (src/lib/facture/montants.ts):
 * items and shipping are lines, a promotion code's discount a document-level allowance at the items'
 * VAT treatment (./ventilation.ts); VAT is computed once on each breakdown's base, and the rounding amount (BT-114) brings the total to what was
 * paid. A credit note states positive amounts under type 381 and names the invoice it cancels.
 */
export function facturXDe(d: DonneesFacture): Invoice {
  const ventilation = ventilerDocument(d, d.avoir ? -1 : 1)
  const { lignes, totaux, groupes } = ventilation
  // No VAT at all only under the franchise; exempt and reverse-charged supplies name both VAT numbers.
  const tva = groupes.some((g) => g.traitement.categorie !== 'E')
  const articles = lignes.filter((l) => l.nature !== 'remise')
  const remises = lignes.filter((l) => l.nature === 'remise')
  const mentions = [...new Set(groupes.map((g) => g.traitement.mention).filter(Boolean))]
  const intracommunautaire = groupes.some((g) => g.traitement.categorie === 'K')
  const facture = {
    'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
    // BT-23: the framework code of the French reform for a document settled when issued.
    'cbc:ProfileID': cadreFacturation(d.lignes.map((l) => l.nature)),
    'cbc:ID': d.numero,
    'cbc:IssueDate': jour(d.date),
    'cbc:InvoiceTypeCode': d.avoir ? TYPE_AVOIR : TYPE_FACTURE,
    'cbc:Note': [noteDe(d, mentions)],
    'cbc:DocumentCurrencyCode': 'EUR',
    'cbc:BuyerReference': d.numeroCommande,
    ...referenceFacture(d),
    'cac:AccountingSupplierParty': vendeurUbl(d.vendeur, tva),
    'cac:AccountingCustomerParty': acheteurUbl(d),
    'cac:Delivery': livraisonUbl(d, intracommunautaire),
    ...remisesUbl(remises),
    'cac:TaxTotal': tvaUbl(ventilation),
    'cac:LegalMonetaryTotal': totauxUbl(totaux, articles, remises),
    'cac:InvoiceLine': lignesUbl(articles),
  }
  return { 'ubl:Invoice': facture } as unknown as Invoice
}

/** The CII XML alone, as the Factur-X file embeds it. */
export async function xmlFacturX(d: DonneesFacture): Promise<string> {
  return (await genererAvecBibliotheque(facturXDe(d), 'CII')) as string
}

/**
 * The invoice or credit note as a Factur-X file: our PDF (embedded fonts) made PDF/A-3 by
 * @e-invoice-eu/core — XMP metadata with the Factur-X extension schema, an sRGB output intent — with
 * `factur-x.xml` attached (AFRelationship /Alternative), titled in French.
 */
export async function genererFacturX(d: DonneesFacture): Promise<Uint8Array> {
  const pdf = await genererPdfFacture(d)
  const titre = `${d.avoir ? 'Avoir' : 'Facture'} ${d.numero} du ${jourFrancais(d.date)} — ${d.vendeur.raisonSociale}`
  const sortie = await genererAvecBibliotheque(facturXDe(d), PROFIL_FACTURX, {
    pdf: { buffer: pdf, filename: `${d.numero}.pdf`, mimetype: 'application/pdf' },
    titre,
    motCle: d.avoir ? 'Avoir' : 'Facture',
    le: new Date(d.date),
  })
  if (typeof sortie === 'string') throw new Error('Factur-X: PDF attendu')
  return sortie
}

/** `2026-11-25T…` → `25/11/2026`, its day in Paris. */
const jourFrancais = (iso: string) => jour(iso).split('-').reverse().join('/')
