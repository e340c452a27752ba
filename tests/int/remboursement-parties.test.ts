// « Rembourser » any part of an order (issue 46, item 4): copies of a line, the shipping alone, an
// amount, or a mix, through POST /api/admin/commandes/{numero}/rembourser (real SDK against the local
// Stripe-compatible server, SQLite). Each refund is one credit note of exactly the refunded lines, under
// the invoice's VAT (Factur-X checked), and one journal entry; the credit notes add up to Stripe's
// refunds; more than what is left is refused in French; repeats of one intent refund once.
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { refCommande } from '@/lib/commande/reference'
import { LIGNE_PARTIELLE, LIGNE_PORT, MESSAGES_SOLDE } from '@/lib/commande/solde'
import { jetonDocument } from '@/lib/facture/jeton'
import { formatPrix } from '@/lib/format/prix'
import type { Commande } from '@/payload-types'

import { api } from '../support/api'
import { verifierFacturX } from '../support/facturx'
import { AFFICHE_DOUCEUR, createProduit, jetonsEquipe } from './helpers/fixtures'
import { type Boutique, demarrerBoutique, VENDEUR } from './helpers/boutique'

let boutique: Boutique
let payload: Payload
let jeton = ''

beforeAll(async () => {
  boutique = await demarrerBoutique({
    reglages: { fraisDePort: 590, livraisonOfferteDes: 100_000, ...VENDEUR },
  })
  payload = boutique.payload
  await createProduit(payload, AFFICHE_DOUCEUR)
  process.env.RATE_LIMITS = 'off'
  jeton = (await jetonsEquipe(payload, ['admin'], 'parties.example')).admin
})
afterAll(async () => boutique?.arreter())

const rembourser = (numero: string, corps: unknown, cle?: string) =>
  api(payload, 'POST', `/admin/commandes/${numero}/rembourser`, {
    raw: JSON.stringify(corps),
    headers: { authorization: `JWT ${jeton}`, ...(cle ? { 'idempotency-key': cle } : {}) },
  })

/** Je mérite la douceur in A2 (36,00 €) × 2 and Le stress expliqué in A3 (25,00 €), in a tube (8,90 €). */
async function commandeA2x2(email: string) {
  const res = await api(payload, 'POST', '/commande/paiement', {
    body: {
      email,
      consentementNumerique: true,
      renonciationRetractation: true,
      lignes: [
        { slug: 'douceur', format: 'A2', quantite: 2 },
        { slug: 'stress', quantite: 1 },
      ],
    },
  })
  expect(res.status).toBe(201)
  const session = boutique.fakes.sessions.get(res.json.url.split('/checkout/')[1])!
  return { session, commande: await boutique.confirmee(session) }
}

async function avoirPdf(commande: Commande, numero: string) {
  const jetonAvoir = jetonDocument('avoir', await refCommande(payload, commande))
  const res = await handleEndpoints({
    config: payload.config,
    request: new Request(`http://localhost/api/commande/avoir/${jetonAvoir}?n=${numero}`),
  })
  expect(res.status).toBe(200)
  return verifierFacturX(new Uint8Array(await res.arrayBuffer()))
}

const douceurA2 = 'Je mérite la douceur (affiche imprimée A2, 42\u00a0×\u00a059,4\u00a0cm)'
const stressA3 = 'Le stress expliqué (affiche imprimée A3, 29,7\u00a0×\u00a042\u00a0cm)'

/** The credit notes are Stripe's refunds, one for one, and add up to what Stripe refunded; one journal
 *  entry per refund names its credit note. */
async function attendreAvoirsCommeStripe(
  commande: Commande,
  session: Awaited<ReturnType<typeof commandeA2x2>>['session'],
  montants: number[],
) {
  const { docs: avoirs } = await payload.find({
    collection: 'avoirs',
    where: { commande: { equals: commande.id } },
    sort: 'le',
    depth: 0,
  })
  expect(avoirs.map((a) => a.montant)).toEqual(montants)
  const refunds = session._refunds ?? []
  expect(avoirs.map((a) => [a.cle, a.montant])).toEqual(refunds.map((r) => [r.id, r.amount]))
  expect(session._refunded).toBe(montants.reduce((s, m) => s + m, 0))
  const journal = await payload.find({
    collection: 'journal',
    where: { and: [{ cible: { equals: 'commandes' } }, { action: { equals: 'remboursement' } }] },
    pagination: false,
    depth: 0,
  })
  const entrees = journal.docs.filter((e) => e.cibleId === String(commande.id))
  expect(entrees).toHaveLength(montants.length)
  for (const a of avoirs) expect(entrees.some((e) => (e.resume ?? '').includes(a.numero))).toBe(true)
}

describe('refunding any part of an order, one part after another', () => {
  it('one copy of a line, then the shipping, then an amount, then a line with an amount: a credit note each', async () => {
    const { commande, session } = await commandeA2x2('parties@example.fr')
    expect(commande.total).toBe(7200 + 2500 + 890)
    const [douceur, stress] = commande.lignes!

    const un = await rembourser(commande.numero, { lignes: [{ index: 0, exemplaires: 1 }] })
    expect(un.status).toBe(200)
    expect(un.json).toMatchObject({
      avoir: { montant: 3600 },
      commande: { statut: 'payee', solde: 10_590 - 3600 },
    })
    expect(un.json.commande.etat.lignes[0]).toMatchObject({
      id: douceur.id,
      quantite: 2,
      exemplairesRembourses: 1,
      exemplairesRestants: 1,
      montantRestant: 3600,
    })
    const pdfUn = await avoirPdf(commande, un.json.avoir.numero)
    expect(pdfUn.cii.lignes.map((l) => [l.nom, l.quantite, l.net])).toEqual([[douceurA2, 1, 3000]])
    expect(pdfUn.cii.totaux).toMatchObject({ ttc: 3600, paye: 3600 })

    // The shipping alone, which no line's refund had taken with it.
    const deux = await rembourser(commande.numero, { livraison: true })
    expect(deux.json).toMatchObject({ avoir: { montant: 890 }, commande: { solde: 10_590 - 3600 - 890 } })
    expect(deux.json.commande.etat.port).toEqual({ montant: 890, rembourse: true })
    const pdfDeux = await avoirPdf(commande, deux.json.avoir.numero)
    expect(pdfDeux.cii.lignes.map((l) => [l.nom, l.net])).toEqual([[LIGNE_PORT, 742]])
    expect((await rembourser(commande.numero, { livraison: true })).json).toEqual({
      error: MESSAGES_SOLDE.portRembourse,
    })
    expect(
      (await rembourser(commande.numero, { lignes: [{ id: douceur.id, exemplaires: 2 }] })).json,
    ).toEqual({
      error: MESSAGES_SOLDE.exemplaires(douceur.titre, 1),
    })

    const trois = await rembourser(commande.numero, { montant: 500 })
    expect(trois.json).toMatchObject({ avoir: { montant: 500 }, commande: { solde: 5600 } })
    expect((await avoirPdf(commande, trois.json.avoir.numero)).cii.lignes.map((l) => l.nom)).toEqual([
      LIGNE_PARTIELLE,
    ])

    // More than what is left (25,00 € + 32,00 € > 56,00 €): refused in French, nothing refunded.
    const trop = await rembourser(commande.numero, { lignes: [stress.id], montant: 3200 })
    expect(trop.status).toBe(400)
    expect(trop.json).toEqual({ error: MESSAGES_SOLDE.depasse(formatPrix(5700), formatPrix(5600)) })

    const quatre = await rembourser(commande.numero, { lignes: [{ id: stress.id }], montant: 100 })
    expect(quatre.json).toMatchObject({
      avoir: { montant: 2600 },
      commande: { statut: 'payee', solde: 3000 },
    })
    const pdfQuatre = await avoirPdf(commande, quatre.json.avoir.numero)
    expect(pdfQuatre.cii.lignes.map((l) => [l.nom, l.quantite])).toEqual([
      [stressA3, 1],
      [LIGNE_PARTIELLE, 1],
    ])

    await attendreAvoirsCommeStripe(commande, session, [3600, 890, 500, 2600])

    // The last copy (36,00 €) is more than the 30,00 € left after the amounts: refused; the rest, whole.
    expect((await rembourser(commande.numero, { lignes: [{ index: 0 }] })).json).toEqual({
      error: MESSAGES_SOLDE.depasse(formatPrix(3600), formatPrix(3000)),
    })
    const cinq = await rembourser(commande.numero, {})
    expect(cinq.json).toMatchObject({
      avoir: { montant: 3000 },
      commande: { statut: 'remboursee', solde: 0 },
    })
  })
})

describe('refunding any part of an order: refusals and repeats', () => {
  it('refuses malformed requests in French, refunding nothing', async () => {
    const { commande, session } = await commandeA2x2('parties-refus@example.fr')
    for (const corps of [
      { livraison: false },
      { lignes: [{ exemplaires: 1 }] },
      { lignes: [{ id: 'x', index: 0 }] },
      { lignes: [{ index: 0, exemplaires: 0 }] },
      { lignes: [], montant: 100 },
    ]) {
      const res = await rembourser(commande.numero, corps)
      expect(res.status, JSON.stringify(corps)).toBe(400)
      expect(res.json.error).toMatch(/[a-zéèà]/)
    }
    expect((await rembourser(commande.numero, { lignes: [{ index: 5 }] })).json).toEqual({
      error: MESSAGES_SOLDE.inconnue('n°\u00a06'),
    })
    expect((await rembourser(commande.numero, { lignes: [{ index: 1 }, 'x'] })).json).toEqual({
      error: MESSAGES_SOLDE.inconnue('x'),
    })
    expect(session._refunded).toBe(0)
  })

  it('one intent is one refund: ten identical requests at once with one key, and without a key', async () => {
    const { commande, session } = await commandeA2x2('parties-concurrence@example.fr')
    const corps = { lignes: [{ index: 0, exemplaires: 1 }], livraison: true }
    const avecCle = await Promise.all(
      Array.from({ length: 10 }, () => rembourser(commande.numero, corps, 'cle-parties-0001')),
    )
    expect(avecCle.every((r) => r.status === 200 || r.status === 409)).toBe(true)
    expect(avecCle.filter((r) => r.status === 200).map((r) => r.json.avoir?.montant)).toContain(4490)
    const sansCle = await Promise.all(
      Array.from({ length: 5 }, () => rembourser(commande.numero, { montant: 100 })),
    )
    expect(sansCle.every((r) => r.status === 200 || r.status === 409)).toBe(true)
    expect((session._refunds ?? []).map((r) => r.amount)).toEqual([4490, 100])
    const { totalDocs } = await payload.count({
      collection: 'avoirs',
      where: { commande: { equals: commande.id } },
    })
    expect(totalDocs).toBe(2)
  })
})
