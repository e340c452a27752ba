/**
 * A document is frozen when issued (Law III, item 2): the seller, VAT regime and rate an invoice was
 * issued under are stored with it, and its credit notes — whole or partial — follow them whatever the
 * settings say later: a 20 % invoice's credit note credits 20 % VAT after the shop moved to the
 * franchise, and a franchise invoice's credit note credits none after it became liable.
 */
import fs from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { emettreAvoir } from '@/lib/facture/avoir'
import { emettreAvoirDeRemboursement } from '@/lib/facture/avoirRemboursement'
import { emettreFacture } from '@/lib/facture/facture'
import type { Commande, Reglage } from '@/payload-types'

import { lireCii } from '../support/en16931'
import { lireFacturX } from '../support/facturx'
import { commandePayee } from './helpers/commande'
import { type Boutique, demarrerBoutique, VENDEUR } from './helpers/boutique'

let boutique: Boutique
let payload: Payload

beforeAll(async () => {
  boutique = await demarrerBoutique({ reglages: VENDEUR })
  payload = boutique.payload
})
afterAll(async () => boutique?.arreter())

const FRANCHISE = {
  raisonSociale: 'Camille Martin EI',
  tvaNonApplicable: true,
  numeroTvaVendeur: null,
} satisfies Partial<Reglage>

const regler = (data: Partial<Reglage>) =>
  payload.updateGlobal({ slug: 'reglages', data: data as never, overrideAccess: true, depth: 0 })

const payee = (client: string) =>
  commandePayee(payload, client, {
    lignes: [{ slug: 'respirer', titre: 'Respirer en conscience', prix: 2400, livraison: 'numerique' }],
    sousTotal: 2400,
    total: 2400,
  })

const relire = async (c: Commande) =>
  (await payload.findByID({ collection: 'commandes', id: c.id, depth: 0, overrideAccess: true })) as Commande
const cii = async (chemin: string) =>
  lireCii((await lireFacturX(new Uint8Array(fs.readFileSync(chemin)))).xml)

describe('a credit note follows its invoice, not today’s settings', () => {
  it('credits the 20 % VAT of an invoice issued before the shop moved to the franchise', async () => {
    await regler(VENDEUR)
    const c = await payee('avant')
    const facture = await cii((await emettreFacture(payload, c)).chemin)
    expect(facture.ventilation).toEqual([expect.objectContaining({ categorie: 'S', taux: 20, tva: 400 })])

    await regler(FRANCHISE)
    const partiel = await emettreAvoirDeRemboursement(payload, await relire(c), {
      cle: 're_fige_1',
      lignes: [{ ligne: null, designation: 'Remboursement partiel', montant: 1200, nature: 'service' }],
      rembourseLe: new Date().toISOString(),
    })
    const avoir = await cii(partiel.chemin)
    expect(avoir.ventilation).toEqual([expect.objectContaining({ categorie: 'S', taux: 20, tva: 200 })])
    expect(avoir.vendeur.nom).toBe(VENDEUR.raisonSociale)
    expect(avoir.vendeur.tva).toBe(VENDEUR.numeroTvaVendeur)

    const total = await cii((await emettreAvoir(payload, await relire(c))).chemin)
    expect(total.ventilation).toEqual([expect.objectContaining({ categorie: 'S', taux: 20, tva: 400 })])
    expect(total.vendeur.nom).toBe(VENDEUR.raisonSociale)
  })

  it('credits no VAT for a franchise invoice after the shop became liable', async () => {
    await regler({ ...VENDEUR, ...FRANCHISE })
    const c = await payee('franchise')
    const facture = await cii((await emettreFacture(payload, c)).chemin)
    expect(facture.ventilation).toEqual([expect.objectContaining({ categorie: 'E', tva: 0 })])

    await regler(VENDEUR)
    const avoir = await cii((await emettreAvoir(payload, await relire(c))).chemin)
    expect(avoir.ventilation).toEqual([expect.objectContaining({ categorie: 'E', tva: 0 })])
    expect(avoir.vendeur.nom).toBe(FRANCHISE.raisonSociale)
    expect(avoir.vendeur.tva).toBeNull()
  })

  it('stores the seller and VAT regime with the order, in a field only the shop writes', async () => {
    const c = await relire(await payee('fige'))
    await emettreFacture(payload, c)
    const lu = await relire(c)
    expect(lu.vendeurFacture).toMatchObject({ raisonSociale: VENDEUR.raisonSociale, tauxTva: 20 })
  })
})
