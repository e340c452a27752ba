// Invoices and credit notes of an order with an A2 × 2 line and a 1× line (real checkout, the
// Stripe-compatible server, SQLite): the Factur-X XML read back says the copies (BilledQuantity), the
// net unit price and the line amount = quantity × price, the totals still add up (the rules of
// tests/support/en16931.ts, BR-CO-10 among them), and the PDF prints Qté / prix unitaire / total.
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { refCommande } from '@/lib/commande/reference'
import { genererFacturX } from '@/lib/facture/facturx'
import { jetonDocument } from '@/lib/facture/jeton'
import type { Commande } from '@/payload-types'

import { api } from '../support/api'
import { donneesEssai, VENDEUR_ESSAI } from '../support/donneesFacture'
import { comparerAvecCommande, verifierFacturX } from '../support/facturx'
import { euros, plat } from '../support/pdf'
import { AFFICHE_DOUCEUR, createProduit, jetonsEquipe } from './helpers/fixtures'
import { type Boutique, demarrerBoutique, SITE, VENDEUR } from './helpers/boutique'

let boutique: Boutique
let payload: Payload
let jeton = ''
let commande: Commande

beforeAll(async () => {
  boutique = await demarrerBoutique({
    reglages: { fraisDePort: 590, livraisonOfferteDes: 100_000, ...VENDEUR },
  })
  payload = boutique.payload
  await createProduit(payload, AFFICHE_DOUCEUR)
  jeton = (await jetonsEquipe(payload, ['admin'], 'quantites.example')).admin
  process.env.RATE_LIMITS = 'off'
  // Je mérite la douceur in A2 (36,00 €) × 2 and Le stress expliqué in A3 (25,00 €) × 1, in a tube (8,90 €).
  const res = await api(payload, 'POST', '/commande/paiement', {
    body: {
      email: 'quantites@example.fr',
      consentementNumerique: true,
      renonciationRetractation: true,
      lignes: [
        { slug: 'douceur', format: 'A2', quantite: 2 },
        { slug: 'stress', quantite: 1 },
      ],
    },
  })
  expect(res.status).toBe(201)
  commande = await boutique.confirmee(boutique.fakes.sessions.get(res.json.url.split('/checkout/')[1])!)
})
afterAll(async () => boutique?.arreter())
beforeEach(() => {
  process.env.RATE_LIMITS = 'off'
})

async function telecharger(lien: string) {
  const res = await handleEndpoints({
    config: payload.config,
    request: new Request(lien.replace(SITE, 'http://localhost')),
  })
  expect(res.status).toBe(200)
  return verifierFacturX(new Uint8Array(await res.arrayBuffer()))
}

const douceurA2 = 'Je mérite la douceur (affiche imprimée A2, 42\u00a0×\u00a059,4\u00a0cm)'
const stressA3 = 'Le stress expliqué (affiche imprimée A3, 29,7\u00a0×\u00a042\u00a0cm)'

describe('an order with an A2 × 2 line and a 1× line', () => {
  it('invoices two copies at the net unit price, line amount = quantity × price, totals of the lines', async () => {
    expect(commande.total).toBe(7200 + 2500 + 890)
    const { cii, texte } = await telecharger((await boutique.lire(commande.id)).lienFacture!)
    expect(cii.lignes.map((l) => [l.nom, l.quantite, l.prix, l.net])).toEqual([
      [douceurA2, 2, 3000, 6000],
      [stressA3, 1, 2083, 2083],
      ['Frais de livraison', 1, 742, 742],
    ])
    expect(cii.totaux).toMatchObject({ lignes: 8825, ht: 8825, tva: 1765, ttc: 10590, paye: 10590, du: 0 })
    comparerAvecCommande(cii, commande)
    // The PDF (its text gives a line's figures before its designation): Qté, P.U. HT, TVA, its
    // amount, the line's TTC.
    expect(texte).toContain(plat(`2 ${euros(3000)} 20 % ${euros(1200)} ${euros(7200)} ${douceurA2}`))
    expect(texte).toContain(plat(`1 ${euros(2083)} 20 % ${euros(417)} ${euros(2500)} ${stressA3}`))
  })

  it('credits the refunded A2 line with its two copies', async () => {
    const [a2] = commande.lignes!
    const res = await api(payload, 'POST', `/admin/commandes/${commande.numero}/rembourser`, {
      raw: JSON.stringify({ lignes: [a2.id] }),
      headers: { authorization: `JWT ${jeton}` },
    })
    expect(res.status).toBe(200)
    expect(res.json.avoir.montant).toBe(7200)
    const jetonAvoir = jetonDocument('avoir', await refCommande(payload, commande))
    const { cii, texte } = await telecharger(
      `http://localhost/api/commande/avoir/${jetonAvoir}?n=${res.json.avoir.numero}`,
    )
    expect(cii.type).toBe('381')
    expect(cii.lignes.map((l) => [l.nom, l.quantite, l.prix, l.net])).toEqual([[douceurA2, 2, 3000, 6000]])
    expect(cii.totaux).toMatchObject({ lignes: 6000, ht: 6000, tva: 1200, ttc: 7200, paye: 7200, du: 0 })
    expect(texte).toContain(plat(`2 ${euros(-3000)} 20 % ${euros(-1200)} ${euros(-7200)} ${douceurA2}`))
  })

  it('prints Qté / Prix unitaire / Total for a seller without VAT', async () => {
    const d = donneesEssai(
      [
        { designation: douceurA2, ttc: 7200, quantite: 2, nature: 'bien' },
        { designation: stressA3, ttc: 2500, nature: 'bien' },
      ],
      { vendeur: { ...VENDEUR_ESSAI, tvaNonApplicable: true } },
    )
    const { cii, texte } = await verifierFacturX(await genererFacturX(d))
    expect(cii.lignes.map((l) => [l.quantite, l.prix, l.net])).toEqual([
      [2, 3600, 7200],
      [1, 2500, 2500],
    ])
    expect(texte).toContain(plat('Désignation Qté Prix unitaire Total'))
    expect(texte).toContain(plat(`2 ${euros(3600)} ${euros(7200)} ${douceurA2}`))
  })
})
