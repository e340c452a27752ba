/**
 * Packing slips (issue 46, item 5; docs/decisions/0208): GET /api/admin/commandes/{numero}/bon-de-livraison
 * and one PDF for a selection of « À expédier » (GET /api/admin/commandes/bons-de-livraison?numeros=…):
 * the printed lines still to send with their format and copies, the delivery address, the order's
 * number and date (Paris), the shop's name and address from the settings, and no price. Read back with
 * pdf.js. Real SQLite, the REST router.
 */
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TableAExpedier } from '@/admin/views/AExpedierTable'
import type { Commande } from '@/payload-types'

import { api, routeur } from '../support/api'
import { texteDuPdf } from '../support/pdf'
import { creerCommande } from './helpers/commande'
import { jetonsEquipe } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let jetons: Record<'admin' | 'editeur', string>

beforeAll(async () => {
  process.env.RATE_LIMITS = 'off'
  ;({ payload, cleanup } = await getTestPayload())
  jetons = await jetonsEquipe(payload, ['admin', 'editeur'], 'bons.example')
  await payload.updateGlobal({
    slug: 'reglages',
    data: {
      raisonSociale: 'Atelier Mots & Couleurs',
      adresseVendeur: '12 rue des Arts\n75011 Paris',
      tvaNonApplicable: true,
    },
    overrideAccess: true,
  })
})
afterAll(async () => cleanup?.())

let sequence = 0
const ligne = (slug: string, titre: string, extra: object) => ({ slug, titre, prix: 2400, ...extra })
const A3 = 'A3, 29,7\u00a0×\u00a042\u00a0cm'
/** A paid order of a printed poster in two copies, a digital file, and a second printed one. */
const commande = (extra: Partial<Commande> = {}) =>
  creerCommande(payload, `MC-2026-8${String(++sequence).padStart(5, '0')}`, 'payee', {
    lignes: [
      ligne('douceur', 'Je mérite la douceur', {
        livraison: 'imprime',
        quantite: 2,
        format: 'a3',
        formatLibelle: A3,
      }),
      ligne('respirer', 'Respirer (fichier)', { livraison: 'numerique', quantite: 1 }),
      ligne('stress', 'Le stress expliqué', {
        livraison: 'imprime',
        quantite: 1,
        format: 'a4',
        formatLibelle: 'A4',
      }),
    ],
    sousTotal: 7200,
    total: 7690,
    fraisDePort: 490,
    payeeLe: '2026-11-20T23:30:00.000Z',
    adresseLivraison: {
      nom: 'Lou Martin',
      ligne1: '3 rue Haute',
      ligne2: 'Bât. B',
      codePostal: '69001',
      ville: 'Lyon',
      pays: 'BE',
    },
    ...extra,
  } as Partial<Commande>)

const obtenir = (chemin: string, jeton = jetons.admin) =>
  api(payload, 'GET', chemin, { headers: jeton ? { authorization: `JWT ${jeton}` } : {} })
/** A slip as the admin downloads it, its text read back. */
async function pdf(chemin: string): Promise<{ type: string | null; texte: string }> {
  const res = await routeur(
    payload,
    new Request(`http://localhost/api${chemin}`, { headers: { authorization: `JWT ${jetons.admin}` } }),
  )
  expect(res.status).toBe(200)
  return {
    type: res.headers.get('content-type'),
    texte: await texteDuPdf(new Uint8Array(await res.arrayBuffer())),
  }
}

describe('packing slips: what one slip shows', () => {
  it('one order: printed lines with format and copies, address, number, Paris date, shop — no price', async () => {
    const c = await commande()
    const { type, texte } = await pdf(`/admin/commandes/${c.numero}/bon-de-livraison`)
    expect(type).toBe('application/pdf')
    for (const attendu of [
      'BON DE LIVRAISON',
      `Commande ${c.numero}`,
      // Paid at 00:30 in Paris on the 21st.
      'Date : 21 novembre 2026',
      'Atelier Mots & Couleurs',
      '12 rue des Arts',
      'Lou Martin',
      '3 rue Haute',
      'Bât. B',
      '69001 Lyon',
      'Belgique',
      'Je mérite la douceur',
      'A3, 29,7 × 42 cm',
      'Le stress expliqué',
      '3 exemplaires au total',
    ])
      expect(texte).toContain(attendu)
    expect(texte).toMatch(/Je mérite la douceur A3, 29,7 × 42 cm 2/)
    expect(texte).not.toContain('Respirer')
    expect(texte).not.toMatch(/€|24,00|76,90|4,90/)
  })

  it('leaves out a line withdrawn from', async () => {
    const c = await commande({
      lignesRetractees: [
        {
          slug: 'stress',
          titre: 'Le stress expliqué',
          prix: 2400,
          recueLe: '2026-11-22T10:00:00Z',
          horsDelai: false,
          declaration: 1,
        },
      ],
    } as Partial<Commande>)
    const { texte } = await pdf(`/admin/commandes/${c.numero}/bon-de-livraison`)
    expect(texte).toContain('Je mérite la douceur')
    expect(texte).not.toContain('Le stress expliqué')
  })
})

describe('packing slips: selections and refusals', () => {
  it('one PDF for a selection, one page per order, in the order asked', async () => {
    const [a, b] = [await commande(), await commande()]
    const { texte } = await pdf(
      `/admin/commandes/bons-de-livraison?numeros=${b.numero}&numeros=${a.numero.toLowerCase()}`,
    )
    expect(texte.indexOf(`Commande ${b.numero}`)).toBeGreaterThanOrEqual(0)
    expect(texte.indexOf(`Commande ${a.numero}`)).toBeGreaterThan(texte.indexOf(`Commande ${b.numero}`))
    expect(texte.match(/BON DE LIVRAISON/g)).toHaveLength(2)
    const virgules = await pdf(`/admin/commandes/bons-de-livraison?numeros=${a.numero},${b.numero}`)
    expect(virgules.texte.match(/BON DE LIVRAISON/g)).toHaveLength(2)
  })

  it('French 4xx: unknown order, digital-only, unpaid, bad selection, editors and visitors', async () => {
    const inconnue = await obtenir('/admin/commandes/MC-2026-999999/bon-de-livraison')
    expect([inconnue.status, inconnue.json.error]).toEqual([
      404,
      'La commande MC-2026-999999 est introuvable.',
    ])
    const numerique = await creerCommande(payload, 'MC-2026-899999', 'payee')
    const rien = await obtenir(`/admin/commandes/${numerique.numero}/bon-de-livraison`)
    expect(rien.status).toBe(422)
    expect(rien.json.error).toBe(
      'MC-2026-899999\u00a0: Cette commande ne contient aucun article imprimé\u00a0: il n’y a rien à expédier.',
    )
    const enAttente = await commande({ statut: 'en_attente' })
    expect((await obtenir(`/admin/commandes/${enAttente.numero}/bon-de-livraison`)).status).toBe(409)
    const vide = await obtenir('/admin/commandes/bons-de-livraison')
    expect([vide.status, vide.json.error]).toEqual([400, 'Choisissez au moins une commande.'])
    const trop = Array.from({ length: 51 }, (_, i) => `numeros=MC-2026-${i}`).join('&')
    const tropLong = await obtenir(`/admin/commandes/bons-de-livraison?${trop}`)
    expect([tropLong.status, tropLong.json.error]).toEqual([400, '50\u00a0commandes au plus par impression.'])
    const c = await commande()
    expect((await obtenir(`/admin/commandes/${c.numero}/bon-de-livraison`, jetons.editeur)).status).toBe(403)
    expect((await obtenir(`/admin/commandes/${c.numero}/bon-de-livraison`, '')).status).toBe(401)
  })

  it('« À expédier » checks the oldest orders up to what one PDF takes', () => {
    const commandes = Array.from({ length: 52 }, (_, i) => ({
      id: i + 1,
      numero: `MC-2026-${String(i + 1).padStart(6, '0')}`,
      email: 'lou@example.fr',
      adresseLivraison: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      payeeLe: null,
      lignes: [],
    }))
    const html = renderToStaticMarkup(createElement(TableAExpedier, { commandes: commandes as never }))
    const cases = html.match(/<input[^>]*name="numeros"[^>]*>/g) ?? []
    expect(cases).toHaveLength(52)
    const cochees = cases.filter((c) => c.includes('checked=""')).map((c) => /value="([^"]+)"/.exec(c)![1])
    expect(cochees).toEqual(commandes.slice(0, 50).map((c) => c.numero))
  })
})
