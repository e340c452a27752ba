// Every kind of document the shop issues — an invoice and its credit note for a French consumer, a
// French company, a seller under the franchise, an EU company's goods (K), its file (AE), and both —
// validated with xmllint against the Factur-X 1.07.3 EN 16931 XSD and checked against the EN 16931
// rules of tests/support/en16931.ts (BR-S, BR-E, BR-AE, BR-IC among them); a mutated file is refused.
import fs from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ecrituresDeVente, journalCsv } from '@/lib/facture/comptabilite/journalDesVentes'
import { emettreAvoir } from '@/lib/facture/avoir'
import { emettreFacture } from '@/lib/facture/facture'
import { jourParis } from '@/lib/format/date'
import { regimeTva } from '@/lib/tva/regime'
import type { Commande, Reglage } from '@/payload-types'

import { lireCii, reglesEnfreintes } from '../support/en16931'
import { erreursXsd, lireFacturX } from '../support/facturx'
import { erreursXmllint } from '../support/xmllint'
import { commandePayee } from './helpers/commande'
import { type Boutique, demarrerBoutique, VENDEUR } from './helpers/boutique'

let boutique: Boutique
let payload: Payload
beforeAll(async () => {
  boutique = await demarrerBoutique({ reglages: VENDEUR })
  payload = boutique.payload
})
afterAll(async () => boutique?.arreter())

const regler = (data: Partial<Reglage>) =>
  payload.updateGlobal({ slug: 'reglages', data: data as never, overrideAccess: true, depth: 0 })

const FICHIER = { slug: 'respirer', titre: 'Respirer en conscience', livraison: 'numerique' as const }
const AFFICHE = { slug: 'stress', titre: 'Le stress expliqué', livraison: 'imprime' as const }
const BRUXELLES = {
  nom: 'Atelier Bruxellois SRL',
  societe: 'Atelier Bruxellois SRL',
  numeroTva: 'BE0411905847',
  ligne1: '12 rue Haute',
  codePostal: '1000',
  ville: 'Bruxelles',
  pays: 'BE',
}
/** What the checkout stores for a Belgian company (src/lib/panier/tvaAcheteur.ts). */
const REGIME_BELGE = regimeTva({
  franchise: false,
  tauxFrance: 20,
  paysNumeroTva: 'BE',
  paysFacturation: 'BE',
  paysLivraison: 'BE',
  guichetUnique: false,
})

const lignes = (l: { prix: number; article: typeof FICHIER | typeof AFFICHE }[]) =>
  l.map(({ prix, article }) => ({ ...article, prix, quantite: 1 }))
const somme = (xs: { prix: number }[]) => xs.reduce((s, x) => s + x.prix, 0)

/** The orders of each kind, as the checkout and the webhook leave them. */
const SORTES: Record<string, { reglages?: Partial<Reglage>; commande: Partial<Commande> }> = {
  'un particulier en France': { commande: {} },
  'une société française': {
    commande: {
      facturation: {
        nom: 'Cabinet Sérénité',
        societe: 'Cabinet Sérénité',
        numeroTva: 'FR64443061841',
        siret: '44306184100047',
        ligne1: '8 quai du Rhône',
        codePostal: '69001',
        ville: 'Lyon',
        pays: 'FR',
      },
    },
  },
  'un vendeur en franchise': { reglages: { tvaNonApplicable: true, numeroTvaVendeur: null }, commande: {} },
  'une société belge, une affiche (K)': {
    commande: {
      lignes: lignes([{ prix: 2083, article: AFFICHE }]),
      sousTotal: 2083,
      fraisDePort: 492,
      total: 2575,
      facturation: BRUXELLES,
      adresseLivraison: { ...BRUXELLES, ligne1: '3 rue Neuve' },
      regimeTva: REGIME_BELGE,
    },
  },
  'une société belge, un fichier (AE)': {
    commande: {
      lignes: lignes([{ prix: 1000, article: FICHIER }]),
      sousTotal: 1000,
      total: 1000,
      facturation: BRUXELLES,
      regimeTva: REGIME_BELGE,
    },
  },
  'une société belge, les deux (AE et K)': {
    commande: {
      lignes: lignes([
        { prix: 1000, article: FICHIER },
        { prix: 2083, article: AFFICHE },
      ]),
      sousTotal: 3083,
      fraisDePort: 492,
      remise: 308,
      codePromo: 'BIENVENUE10',
      total: 3083 + 492 - 308,
      facturation: BRUXELLES,
      adresseLivraison: BRUXELLES,
      regimeTva: REGIME_BELGE,
    },
  },
}

const xmlDe = async (chemin: string) => (await lireFacturX(new Uint8Array(fs.readFileSync(chemin)))).xml

/** An invoice and its credit note of each kind, their XML. */
const documents = new Map<string, { facture: string; avoir: string }>()

describe('each kind of document against the Factur-X XSD (xmllint) and the EN 16931 rules', () => {
  it.each(Object.entries(SORTES))('%s: invoice and credit note', async (sorte, { reglages, commande }) => {
    await regler({ ...VENDEUR, ...reglages })
    try {
      const c = await commandePayee(payload, sorte.replace(/\W+/g, '-'), {
        ...(commande.lignes ? {} : { lignes: lignes([{ prix: 1200, article: FICHIER }]) }),
        ...commande,
      } as Partial<Commande>)
      if (!commande.total) expect(c.total).toBe(somme(c.lignes ?? []))
      const facture = await xmlDe((await emettreFacture(payload, c)).chemin)
      const avoir = await xmlDe((await emettreAvoir(payload, await boutique.lire(c.id))).chemin)
      documents.set(sorte, { facture, avoir })
      for (const xml of [facture, avoir]) {
        expect(erreursXmllint(xml)).toEqual([])
        expect(erreursXsd(xml)).toEqual([])
        expect(reglesEnfreintes(xml)).toEqual([])
        expect(lireCii(xml).totaux.paye).toBe(c.total)
      }
      expect(lireCii(avoir).ventilation).toEqual(lireCii(facture).ventilation)
    } finally {
      await regler(VENDEUR)
    }
  })

  it('categories as the law says: S, E with 293 B, K with 262 ter I, AE, both', () => {
    const categories = (sorte: string) =>
      lireCii(documents.get(sorte)!.facture).ventilation.map((v) => [v.categorie, v.taux, v.codeExoneration])
    expect(categories('un particulier en France')).toEqual([['S', 20, null]])
    expect(categories('une société française')).toEqual([['S', 20, null]])
    expect(categories('un vendeur en franchise')).toEqual([['E', 0, 'VATEX-FR-FRANCHISE']])
    expect(categories('une société belge, une affiche (K)')).toEqual([['K', 0, 'VATEX-EU-IC']])
    expect(categories('une société belge, un fichier (AE)')).toEqual([['AE', 0, 'VATEX-EU-AE']])
    expect(categories('une société belge, les deux (AE et K)')).toEqual([
      ['AE', 0, 'VATEX-EU-AE'],
      ['K', 0, 'VATEX-EU-IC'],
    ])
  })

  it('the sales journal has a column pair per category, and each document’s columns add up to its totals', async () => {
    const jour = jourParis(new Date())
    const ecritures = await ecrituresDeVente(payload, jour, jour)
    expect(ecritures).toHaveLength(2 * Object.keys(SORTES).length)
    for (const e of ecritures) {
      // (Compared by difference: a credit note's nil VAT reads as -0.)
      expect(e.ventilation.reduce((s, v) => s + v.base, 0) - e.ht).toBe(0)
      expect(e.ventilation.reduce((s, v) => s + v.tva, 0) - e.tva).toBe(0)
    }
    const entete = journalCsv(ecritures)
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]
    for (const colonne of [
      'Base HT 0\u00a0% (AE)',
      'Base HT 0\u00a0% (K)',
      'Base HT 0\u00a0% (E)',
      'Base HT 20\u00a0%',
    ])
      expect(entete).toContain(colonne)
    // Every invoice is cancelled by its credit note: the journal's totals are nil.
    expect(ecritures.reduce((s, e) => s + e.ttc, 0)).toBe(0)
  })

  it('the validators bite: an element removed or renamed, a buyer without VAT number, a rate on K', () => {
    const k = documents.get('une société belge, une affiche (K)')!.facture
    const sansType = k.replace(/<ram:TypeCode>380<\/ram:TypeCode>/, '')
    expect(sansType).not.toBe(k)
    expect(erreursXmllint(sansType).join('\n')).toMatch(/TypeCode|fails to validate|not expected/)
    const renomme = k.replace(/ram:IssueDateTime>/g, 'ram:DateDEmission>')
    expect(renomme).not.toBe(k)
    expect(erreursXmllint(renomme).length).toBeGreaterThan(0)
    expect(erreursXsd(renomme).length).toBeGreaterThan(0)

    const sansTvaAcheteur = k.replace(
      /(<ram:BuyerTradeParty>[\s\S]*?)<ram:SpecifiedTaxRegistration>[\s\S]*?<\/ram:SpecifiedTaxRegistration>/,
      '$1',
    )
    expect(sansTvaAcheteur).not.toBe(k)
    expect(erreursXmllint(sansTvaAcheteur)).toEqual([])
    expect(reglesEnfreintes(sansTvaAcheteur)).toContain('BR-IC-02')
    const tauxSurK = k.replace(
      /(<ram:CategoryCode>K<\/ram:CategoryCode>\s*(?:<ram:ExemptionReasonCode>[^<]*<\/ram:ExemptionReasonCode>\s*)?<ram:RateApplicablePercent>)0/g,
      '$120',
    )
    expect(tauxSurK).not.toBe(k)
    expect(reglesEnfreintes(tauxSurK)).toEqual(expect.arrayContaining(['BR-IC-05']))
  })
})
