// « Rembourser » for chosen lines or an amount: POST /api/admin/commandes/{numero}/rembourser with
// { lignes } or { montant } (real SDK against the local Stripe-compatible server, real SMTP, SQLite).
// Each refund is its own Factur-X 381 for its own amount, naming the invoice and its date (BT-25,
// BT-26), checked against the XSD and the rules of tests/support/en16931.ts; the balance and the
// status follow; never more than what is left.
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { refCommande } from '@/lib/commande/reference'
import { LIGNE_PARTIELLE, LIGNE_PORT, MESSAGES_SOLDE } from '@/lib/commande/solde'
import { jetonDocument } from '@/lib/facture/jeton'
import { formatPrix } from '@/lib/format/prix'
import type { Commande } from '@/payload-types'

import { api } from '../support/api'
import { verifierFacturX } from '../support/facturx'
import { euros, plat } from '../support/pdf'
import { type Boutique, demarrerBoutique, VENDEUR } from './helpers/boutique'
import { jetonsEquipe } from './helpers/fixtures'

let boutique: Boutique
let payload: Payload
let jeton = ''

beforeAll(async () => {
  boutique = await demarrerBoutique({ reglages: { fraisDePort: 590, livraisonOfferteDes: 6000, ...VENDEUR } })
  payload = boutique.payload
  process.env.RATE_LIMITS = 'off'
  jeton = (await jetonsEquipe(payload, ['admin'], 'lignes.example')).admin
})
afterAll(async () => boutique?.arreter())

const rembourser = (numero: string, corps?: unknown) =>
  api(payload, 'POST', `/admin/commandes/${numero}/rembourser`, {
    raw: corps === undefined ? '' : JSON.stringify(corps),
    headers: { authorization: `JWT ${jeton}` },
  })

async function avoir(commande: Commande, numero: string) {
  const jetonAvoir = jetonDocument('avoir', await refCommande(payload, commande))
  const res = await handleEndpoints({
    config: payload.config,
    request: new Request(`http://localhost/api/commande/avoir/${jetonAvoir}?n=${numero}`),
  })
  expect(res.status).toBe(200)
  return verifierFacturX(new Uint8Array(await res.arrayBuffer()))
}

describe('refunding chosen lines, then an amount, then the rest', () => {
  it('issues one credit note each, for its own amount, and the balance and status follow', async () => {
    // respirer (file, 12,00 €) + stress (poster, 25,00 €) + shipping 5,90 € = 42,90 €.
    const { commande } = await boutique.payeeAvecSession(['respirer', 'stress'], 'lignes@example.fr')
    const [fichier, affiche] = commande.lignes!

    const un = await rembourser(commande.numero, { lignes: [affiche.id] })
    expect(un.status).toBe(200)
    expect(un.json).toMatchObject({
      dejaRemboursee: false,
      avoir: { montant: 2500 },
      commande: { statut: 'payee', solde: 1790, avoirs: [{ montant: 2500, lignes: [affiche.id] }] },
    })
    const premier = await avoir(commande, un.json.avoir.numero)
    expect(premier.cii).toMatchObject({
      type: '381',
      factureReferencee: (await boutique.lire(commande.id)).numeroFacture,
      cadre: 'B2',
    })
    expect(premier.cii.factureReferenceeLe).toMatch(/^\d{8}$/)
    expect(premier.cii.lignes.map((l) => [l.nom, l.net])).toEqual([
      ['Le stress expliqué (affiche imprimée A3, 29,7\u00a0×\u00a042\u00a0cm)', 2083],
    ])
    expect(premier.cii.totaux).toMatchObject({ ttc: 2500, paye: 2500, du: 0 })
    expect(premier.texte).toContain(plat(`Avoir partiel sur la facture`))
    // The poster's line cannot be refunded twice; too much is refused, in French, refunding nothing.
    const encore = await rembourser(commande.numero, { lignes: [affiche.id] })
    expect(encore.status).toBe(400)
    expect(encore.json.error).toBe(MESSAGES_SOLDE.dejaRemboursee(affiche.titre))
    const trop = await rembourser(commande.numero, { montant: 1791 })
    expect(trop.status).toBe(400)
    expect(trop.json.error).toBe(MESSAGES_SOLDE.depasse(formatPrix(1791), formatPrix(1790)))

    const deux = await rembourser(commande.numero, { montant: 300 })
    expect(deux.json).toMatchObject({ avoir: { montant: 300 }, commande: { statut: 'payee', solde: 1490 } })
    const partiel = await avoir(commande, deux.json.avoir.numero)
    expect(partiel.cii.lignes.map((l) => [l.nom, l.net])).toEqual([[LIGNE_PARTIELLE, 250]])
    expect(partiel.cii.totaux).toMatchObject({ ttc: 300, paye: 300 })

    // The rest: lines 12,00 € + 5,90 € exceed 14,90 € left, so one partial line of what is left.
    const trois = await rembourser(commande.numero)
    expect(trois.json).toMatchObject({
      avoir: { montant: 1490 },
      commande: { statut: 'remboursee', solde: 0, montantRembourse: 4290 },
    })
    const fin = await avoir(commande, trois.json.avoir.numero)
    expect(fin.cii.lignes.map((l) => l.nom)).toEqual([LIGNE_PARTIELLE])
    expect(fin.texte).toContain(plat(`Total TTC ${euros(-1490)}`))
    const numeros = [un, deux, trois].map((r) => r.json.avoir.numero as string)
    expect(new Set(numeros).size).toBe(3)
    expect(fichier.id).toBeTruthy()
    // Nothing left: a request is refused, an empty one answers the order again.
    expect((await rembourser(commande.numero, { montant: 1 })).json.error).toBe(MESSAGES_SOLDE.rien)
    expect((await rembourser(commande.numero)).json).toMatchObject({ dejaRemboursee: true, avoir: null })
  })

  it('refunding every line one by one adds the shipping to the last, and refunds the order', async () => {
    const { commande, session } = await boutique.payeeAvecSession(
      ['respirer', 'stress'],
      'une-a-une@example.fr',
    )
    const [fichier, affiche] = commande.lignes!
    expect((await rembourser(commande.numero, { lignes: [fichier.id] })).json.commande.statut).toBe('payee')
    const dernier = await rembourser(commande.numero, { lignes: [affiche.id] })
    expect(dernier.json).toMatchObject({
      avoir: { montant: 3090 },
      commande: { statut: 'remboursee', solde: 0 },
    })
    const { cii } = await avoir(commande, dernier.json.avoir.numero)
    expect(cii.lignes.map((l) => l.nom)).toEqual([
      'Le stress expliqué (affiche imprimée A3, 29,7\u00a0×\u00a042\u00a0cm)',
      LIGNE_PORT,
    ])
    expect(session._refunded).toBe(4290)
  })
})
