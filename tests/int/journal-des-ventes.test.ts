/**
 * The accountant's sales journal (Law III, item 8): GET /api/admin/comptabilite/journal-des-ventes
 * answers the owner a CSV row per invoice and credit note dated in the period (a Paris day), whose
 * figures are the documents' own, read back here from each file's Factur-X XML; editors and visitors
 * are refused, and a bad period is a 400 in French.
 */
import fs from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LIGNE_PARTIELLE } from '@/lib/commande/solde'
import { emettreAvoir } from '@/lib/facture/avoir'
import { emettreAvoirDeRemboursement } from '@/lib/facture/avoirRemboursement'
import { emettreFacture } from '@/lib/facture/facture'
import type { Commande } from '@/payload-types'

import { api } from '../support/api'
import { lireCii } from '../support/en16931'
import { lireFacturX } from '../support/facturx'
import { commandePayee } from './helpers/commande'
import { type Boutique, demarrerBoutique } from './helpers/boutique'
import { jetonsEquipe } from './helpers/fixtures'

let boutique: Boutique
let payload: Payload
let jetons: Record<'admin' | 'editeur', string>
const documents: Record<string, Uint8Array> = {}

function commande(client: string, lignes: object[], fraisDePort: number): Promise<Commande> {
  const sousTotal = lignes.reduce((s, l) => s + (l as { prix: number }).prix, 0)
  return commandePayee(payload, client, {
    lignes: lignes as Commande['lignes'],
    sousTotal,
    fraisDePort,
    total: sousTotal + fraisDePort,
    payeeLe: '2026-11-10T09:00:00.000Z',
    stripePaymentIntentId: `pi_${client}`,
  })
}

const lire = (chemin: string) => new Uint8Array(fs.readFileSync(chemin))

beforeAll(async () => {
  boutique = await demarrerBoutique()
  payload = boutique.payload
  jetons = await jetonsEquipe(payload, ['admin', 'editeur'], 'journal.example')
  const numerique = { slug: 'respirer', titre: 'Respirer en conscience', prix: 1200, livraison: 'numerique' }
  const alice = await commande('Alice', [numerique], 0)
  const bob = await commande('Bob', [{ ...numerique, prix: 4500 }, numerique], 0)
  const nuit = await commande('Nuit', [numerique], 0)
  const le = (iso: string) => ({ maintenant: new Date(iso) })
  documents.fa1 = lire((await emettreFacture(payload, alice, le('2026-11-10T09:00:00Z'))).chemin)
  documents.fa2 = lire((await emettreFacture(payload, bob, le('2026-11-12T15:00:00Z'))).chemin)
  // 23:30 UTC on the 30th is 00:30 on 1 December in Paris: outside November.
  documents.fa3 = lire((await emettreFacture(payload, nuit, le('2026-11-30T23:30:00Z'))).chemin)
  const alicePayee = (await payload.findByID({ collection: 'commandes', id: alice.id, depth: 0 })) as Commande
  documents.av1 = lire(
    (await emettreAvoir(payload, { ...alicePayee, rembourseeLe: new Date().toISOString() })).chemin,
  )
  const bobPayee = (await payload.findByID({ collection: 'commandes', id: bob.id, depth: 0 })) as Commande
  const partiel = await emettreAvoirDeRemboursement(payload, bobPayee, {
    cle: 're_journal_1',
    lignes: [{ ligne: null, designation: LIGNE_PARTIELLE, montant: 700, nature: 'service' }],
    rembourseLe: new Date().toISOString(),
  })
  documents.av2 = lire(partiel.chemin)
})
afterAll(async () => boutique?.arreter())

const journal = (query: string, qui: 'admin' | 'editeur' | 'anonyme' = 'admin') =>
  api(payload, 'GET', `/admin/comptabilite/journal-des-ventes${query}`, {
    headers: qui === 'anonyme' ? {} : { authorization: `JWT ${jetons[qui]}` },
  })

const nombre = (s: string) => Math.round(Number(s.replace(',', '.')) * 100)
const lignesCsv = (texte: string) =>
  texte
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(';'))

describe('the sales journal', () => {
  it('is the owner’s alone', async () => {
    expect((await journal('?du=2026-11-01&au=2026-11-30', 'anonyme')).status).toBe(401)
    const editeur = await journal('?du=2026-11-01&au=2026-11-30', 'editeur')
    expect(editeur.status).toBe(403)
    expect(editeur.json.error).toBe('Accès refusé.')
  })

  it('refuses a bad period in French', async () => {
    const cas: [string, string][] = [
      ['', 'Indiquez « du » au format AAAA-MM-JJ.'],
      ['?du=2026-11-01', 'Indiquez « au » au format AAAA-MM-JJ.'],
      ['?du=01/11/2026&au=2026-11-30', '« du » doit être une date au format AAAA-MM-JJ.'],
      ['?du=2026-02-30&au=2026-03-01', '« du » n’est pas une date du calendrier.'],
      ['?du=2026-01-01&au=2026-13-01', '« au » n’est pas une date du calendrier.'],
      ['?du=2026-12-01&au=2026-11-01', 'La date « du » doit précéder la date « au ».'],
      ['?du=2025-01-01&au=2026-11-01', 'La période ne peut dépasser un an.'],
    ]
    for (const [query, message] of cas) {
      const res = await journal(query)
      expect(res.status, query).toBe(400)
      expect(res.json, query).toEqual({ error: message })
    }
  })

  it('lists each document of the period once, with the figures the document states', async () => {
    const res = await journal('?du=2026-11-01&au=2026-11-30')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toContain('journal-des-ventes_2026-11-01_2026-11-30.csv')
    const [entete, ...lignes] = lignesCsv(res.text)
    const total = lignes.pop()!
    expect(total[0]).toBe('Total')
    const col = (nom: string) => entete.indexOf(nom)
    expect(col('Total TTC')).toBeGreaterThan(0)

    const attendus = await Promise.all(
      ['fa1', 'fa2', 'av1', 'av2'].map(async (k) => lireCii((await lireFacturX(documents[k])).xml)),
    )
    // The invoice dated 1 December in Paris is not in November.
    const nuit = lireCii((await lireFacturX(documents.fa3)).xml)
    expect(lignes.map((l) => l[col('Numéro')])).not.toContain(nuit.numero)
    expect(lignes.map((l) => l[col('Numéro')]).sort()).toEqual(attendus.map((d) => d.numero).sort())

    for (const d of attendus) {
      const ligne = lignes.find((l) => l[col('Numéro')] === d.numero)!
      const signe = d.type === '381' ? -1 : 1
      expect(ligne[col('Type')]).toBe(d.type === '381' ? 'Avoir' : 'Facture')
      expect(nombre(ligne[col('Total HT')])).toBe(signe * d.totaux.ht)
      expect(nombre(ligne[col('Total TVA')])).toBe(signe * d.totaux.tva)
      expect(nombre(ligne[col('Total TTC')])).toBe(signe * d.totaux.ttc)
      for (const v of d.ventilation) {
        const libelle = v.categorie === 'S' ? `${v.taux} %` : `${v.taux} % (${v.categorie})`
        expect(nombre(ligne[col(`Base HT ${libelle.replace(' ', '\u00a0')}`)])).toBe(signe * v.base)
        expect(nombre(ligne[col(`TVA ${libelle.replace(' ', '\u00a0')}`)])).toBe(signe * v.tva)
      }
      expect(ligne[col('Client')]).toBe(d.acheteur.nom)
    }
    const somme = (k: 'ht' | 'tva' | 'ttc') =>
      attendus.reduce((s, d) => s + (d.type === '381' ? -1 : 1) * d.totaux[k], 0)
    expect(nombre(total[col('Total HT')])).toBe(somme('ht'))
    expect(nombre(total[col('Total TVA')])).toBe(somme('tva'))
    expect(nombre(total[col('Total TTC')])).toBe(somme('ttc'))
    // The payment reference: the order's payment for an invoice, the refund for a partial credit note.
    expect(lignes.find((l) => l[col('Numéro')] === attendus[0].numero)![col('Référence de paiement')]).toBe(
      'pi_Alice',
    )
    expect(lignes.find((l) => l[col('Numéro')] === attendus[3].numero)![col('Référence de paiement')]).toBe(
      're_journal_1',
    )
  })

  it('takes the day in Paris: the 00:30 invoice of 1 December is December’s', async () => {
    const res = await journal('?du=2026-12-01&au=2026-12-01')
    const [, ...lignes] = lignesCsv(res.text)
    expect(lignes.map((l) => l[1])).toEqual([lireCii((await lireFacturX(documents.fa3)).xml).numero, ''])
  })
})
