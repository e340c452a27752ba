// Over 300 lines: the to-ship list and shipping share one database with its paid, unpaid and shipped orders and the SMTP capture.
/**
 * Shipping: staff mark a paid order « Expédiée » with a carrier and a tracking
 * number; the same write dates it and records the customer's mail in the outbox, which the drain sends
 * through real SMTP with the carrier's tracking link. The « à expédier » list holds the paid orders
 * with printed items not shipped yet, oldest first.
 */
import { createLocalReq, type Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Commande } from '@/payload-types'
import { dashboardFigures } from '@/lib/admin/dashboard'
import {
  MESSAGE_NUMERO_SUIVI,
  MESSAGE_RIEN_A_EXPEDIER,
  MESSAGE_SUIVI_REQUIS,
  MESSAGE_TRANSPORTEUR_REQUIS,
  commandesAExpedier,
} from '@/lib/commande/expedition'
import { attendreEnvois, envoyerCourriels } from '@/lib/courriel/courriels'
import { courrielExpedition } from '@/lib/commande/courriels/expedition'

import { TableAExpedier } from '@/admin/views/AExpedierTable'

import { api } from '../support/api'
import type { CommerceFakes } from '../support/fakes.mjs'
import { apiGardee } from '../support/garde'
import { type Commerce, demarrerCommerce } from './helpers/boutique'

let commerce: Commerce
let payload: Payload
let fakes: CommerceFakes
const jetons = { atelier: '', admin: '', client: '' }
let atelier: Record<string, unknown>
const MOT_DE_PASSE = 'mot-de-passe-solide-42'
const HEURE = 3600_000

beforeAll(async () => {
  commerce = await demarrerCommerce()
  ;({ payload, fakes } = commerce)
  const compte = async (email: string, role: 'atelier' | 'admin' = 'atelier') => {
    const u = await payload.create({
      collection: 'users',
      data: { email, password: MOT_DE_PASSE, roles: [role] },
    })
    return { ...u, collection: 'users' as const }
  }
  atelier = await compte('atelier@expedition.example')
  // A customer's account: no staff role (the schema requires one, so it is emptied in the database).
  const client = await compte('client@expedition.example')
  await payload.db.updateOne({ collection: 'users', id: client.id, data: { roles: [] } })
  const jeton = async (email: string) =>
    (await payload.login({ collection: 'users', data: { email, password: MOT_DE_PASSE } })).token!
  await compte('admin@expedition.example', 'admin')
  jetons.atelier = await jeton('atelier@expedition.example')
  jetons.admin = await jeton('admin@expedition.example')
  jetons.client = await jeton('client@expedition.example')
})
afterAll(async () => commerce?.arreter())

let sequence = 0
const ligne = (livraison: 'imprime' | 'numerique', titre = `Affiche ${livraison}`) => ({
  slug: `affiche-${livraison}`,
  titre,
  prix: 1200,
  livraison,
})

/** An order as the payment leaves it (created straight in the database: only checkout creates them). */
async function commande(
  statut: Commande['statut'],
  lignes = [ligne('imprime', 'Respirer en conscience'), ligne('numerique', 'Fichier du calme')],
  createdAt?: Date,
): Promise<Commande> {
  sequence += 1
  const email = `acheteur-${sequence}@example.fr`
  return payload.create({
    collection: 'commandes',
    data: {
      numero: `MC-2026-${String(900 + sequence).padStart(6, '0')}`,
      email,
      lignes,
      sousTotal: 2400,
      fraisDePort: 490,
      total: 2890,
      devise: 'eur',
      statut,
      ...(statut === 'en_attente' ? {} : { payeeLe: new Date().toISOString() }),
      adresseLivraison: {
        nom: 'Camille Martin',
        ligne1: '12 rue des Lilas',
        ligne2: 'Bâtiment B',
        codePostal: '69003',
        ville: 'Lyon',
        pays: 'FR',
      },
      ...(createdAt ? { createdAt: createdAt.toISOString() } : {}),
    } as never,
    overrideAccess: true,
  })
}

const expedier = (
  id: number | string,
  body: Record<string, unknown>,
  jeton: string | null = jetons.atelier,
) =>
  api(payload, 'PATCH', `/commandes/${id}`, {
    body,
    headers: jeton ? { authorization: `JWT ${jeton}` } : {},
  })

const lire = (id: number | string) =>
  payload.findByID({ collection: 'commandes', id, depth: 0, overrideAccess: true }) as Promise<Commande>

const lignesCourriel = async (id: number | string) =>
  (
    await payload.find({
      collection: 'courriels',
      where: { cle: { equals: `expedition:${id}` } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

/** The field-level messages of a refused write, as the admin shows them under each field. */
const messages = (json: { errors?: { data?: { errors?: { path: string; message: string }[] } }[] }) =>
  Object.fromEntries((json.errors?.[0]?.data?.errors ?? []).map((e) => [e.path, e.message]))

describe('« Commandes à expédier »', () => {
  it('lists exactly the paid orders with printed items not shipped yet, oldest first', async () => {
    const maintenant = Date.now()
    const recente = await commande('payee', undefined, new Date(maintenant - 1 * HEURE))
    const ancienne = await commande('payee', [ligne('imprime')], new Date(maintenant - 48 * HEURE))
    const moyenne = await commande('payee', undefined, new Date(maintenant - 5 * HEURE))
    // Not to ship: digital only, unpaid, already shipped, refunded, cancelled.
    await commande('payee', [ligne('numerique')], new Date(maintenant - 72 * HEURE))
    await commande('en_attente', [ligne('imprime')], new Date(maintenant - 72 * HEURE))
    const deja = await commande('payee', [ligne('imprime')], new Date(maintenant - 96 * HEURE))
    await payload.db.updateOne({
      collection: 'commandes',
      id: deja.id,
      data: { statut: 'expediee' },
      returning: false,
    })
    await commande('remboursee', [ligne('imprime')], new Date(maintenant - 72 * HEURE))
    await commande('annulee', [ligne('imprime')], new Date(maintenant - 72 * HEURE))

    const req = await createLocalReq({ user: atelier as never }, payload)
    const { commandes, total } = await commandesAExpedier(req)
    expect(commandes.map((c) => c.numero)).toEqual([ancienne.numero, moyenne.numero, recente.numero])
    expect(total).toBe(3)
    expect(commandes[0].adresseLivraison).toMatchObject({ ligne1: '12 rue des Lilas', ville: 'Lyon' })
    // The screen's table: each address as the lines of a label, ready to copy.
    const html = renderToStaticMarkup(createElement(TableAExpedier, { commandes }))
    expect(html.match(/<pre[^>]*>([^<]*)<\/pre>/)?.[1]).toBe(
      'Camille Martin\n12 rue des Lilas\nBâtiment B\n69003 Lyon\nFR',
    )
    expect(html.indexOf(ancienne.numero)).toBeLessThan(html.indexOf(recente.numero))
    expect(html).not.toContain('Fichier du calme')
    // The dashboard's figure counts the same orders as the list it links to.
    expect((await dashboardFigures(req)).commandesAExpedier).toBe(3)

    // Read with the caller's access: a customer's request sees none.
    const reqClient = await createLocalReq({ user: null as never }, payload)
    await expect(commandesAExpedier(reqClient)).rejects.toThrow()
  })
})

describe('shipping an order: the shipment and its mail', () => {
  it('staff ship a paid order: dated, one French mail with the tracking link, sent at once', async () => {
    const c = await commande('payee')
    const res = await expedier(c.id, {
      statut: 'expediee',
      transporteur: 'colissimo',
      numeroSuivi: '  6A 1234 5678 901  ',
    })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json.doc).toMatchObject({
      statut: 'expediee',
      transporteur: 'colissimo',
      numeroSuivi: '6A 1234 5678 901',
    })
    const apres = await lire(c.id)
    expect(Date.now() - new Date(apres.expedieeLe!).getTime()).toBeLessThan(60_000)

    // Recorded with the change and sent at once; the drain finds nothing left to send.
    await attendreEnvois()
    const [ligneOutbox] = await lignesCourriel(c.id)
    expect(ligneOutbox).toMatchObject({
      destinataire: c.email,
      sujet: `Votre commande ${c.numero} est en route`,
      statut: 'envoye',
    })
    expect(await envoyerCourriels(payload, { ids: [ligneOutbox.id] })).toMatchObject({ envoyes: 0 })
    const mail = await fakes.waitForMail((m) => m.to.includes(c.email))
    expect(mail.subject).toBe(`Votre commande ${c.numero} est en route`)
    const lien = 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901'
    expect(mail.text).toContain(lien)
    expect(mail.html).toContain(lien)
    expect(mail.text).toContain('Transporteur\u00a0: La Poste Colissimo')
    expect(mail.text).toContain('Numéro de suivi\u00a0: 6A 1234 5678 901')
    // The printed item is what travels; the file was delivered by download.
    expect(mail.text).toContain('Respirer en conscience')
    expect(mail.text).not.toContain('Fichier du calme')
    expect(mail.text).toContain('12 rue des Lilas\nBâtiment B\n69003 Lyon\nFR')
    expect((await lignesCourriel(c.id))[0].statut).toBe('envoye')

    // A second save of the shipped order (a corrected number): same date, no second mail.
    const encore = await expedier(c.id, { statut: 'expediee', numeroSuivi: '6A12345678902' })
    expect(encore.status).toBe(200)
    expect((await lire(c.id)).expedieeLe).toBe(apres.expedieeLe)
    expect(await lignesCourriel(c.id)).toHaveLength(1)
    await envoyerCourriels(payload, { maintenant: new Date(Date.now() + 24 * HEURE) })
    await new Promise((r) => setTimeout(r, 200))
    expect(fakes.mails.filter((m) => m.to.includes(c.email))).toHaveLength(1)
    // Shipped: no longer in the list.
    const req = await createLocalReq({ user: atelier as never }, payload)
    expect((await commandesAExpedier(req)).commandes.map((x) => x.id)).not.toContain(c.id)
  })
})

describe('shipping an order: refusals in French', () => {
  it('refuses shipping without a tracking number or a carrier, in French', async () => {
    const c = await commande('payee')
    const sansNumero = await expedier(c.id, { statut: 'expediee', transporteur: 'chronopost' })
    expect(sansNumero.status).toBe(400)
    expect(messages(sansNumero.json)).toEqual({ numeroSuivi: MESSAGE_SUIVI_REQUIS })

    const sansTransporteur = await expedier(c.id, { statut: 'expediee', numeroSuivi: 'XY123456789FR' })
    expect(sansTransporteur.status).toBe(400)
    expect(messages(sansTransporteur.json)).toEqual({ transporteur: MESSAGE_TRANSPORTEUR_REQUIS })

    // As production answers it, through the API guard: `{ error }` in French.
    const garde = await apiGardee(payload, 'PATCH', `/commandes/${c.id}`, {
      corps: JSON.stringify({ statut: 'expediee', transporteur: 'chronopost', numeroSuivi: '   ' }),
      headers: { authorization: `JWT ${jetons.atelier}` },
    })
    expect(garde.status).toBe(400)
    expect(garde.json.error).toBe(MESSAGE_SUIVI_REQUIS)
    expect(messages(garde.json)).toEqual({ numeroSuivi: MESSAGE_SUIVI_REQUIS })

    for (const numeroSuivi of ['AB1', 'XY-12<script>', 'a'.repeat(41), 'colis n°12345']) {
      const res = await expedier(c.id, { statut: 'expediee', transporteur: 'ups', numeroSuivi })
      expect(res.status, numeroSuivi).toBe(400)
      expect(messages(res.json).numeroSuivi, numeroSuivi).toBe(MESSAGE_NUMERO_SUIVI)
    }

    const apres = await lire(c.id)
    expect(apres.statut).toBe('payee')
    expect(apres.expedieeLe ?? null).toBeNull()
    expect(await lignesCourriel(c.id)).toHaveLength(0)
  })

  it('ships only a paid order with printed items (an unpaid one is refused, in French)', async () => {
    const enAttente = await commande('en_attente')
    const corps = { statut: 'expediee', transporteur: 'dhl', numeroSuivi: '1234567890' }
    // The workshop does not even see an unpaid order; the owner is told why it cannot ship.
    expect((await expedier(enAttente.id, corps)).status).toBe(403)
    const res = await expedier(enAttente.id, corps, jetons.admin)
    expect(res.status).toBe(400)
    const raison = 'Seule une commande payée peut être marquée expédiée (statut actuel\u00a0: en attente).'
    expect(messages(res.json).statut).toBe(raison)
    expect(res.json.errors[0].message).toBe(raison)
    for (const statut of ['annulee', 'remboursee', 'echouee'] as const) {
      const autre = await commande(statut)
      expect((await expedier(autre.id, corps, jetons.admin)).status, statut).toBe(400)
      expect((await lire(autre.id)).statut).toBe(statut)
    }
    const numerique = await commande('payee', [ligne('numerique')])
    const rien = await expedier(numerique.id, corps)
    expect(rien.status).toBe(400)
    expect(messages(rien.json).statut).toBe(MESSAGE_RIEN_A_EXPEDIER)

    expect((await lire(enAttente.id)).statut).toBe('en_attente')
    expect(await lignesCourriel(enAttente.id)).toHaveLength(0)
    expect(await lignesCourriel(numerique.id)).toHaveLength(0)
  })
})

describe('shipping an order: visitors, customers, a carrier without a link', () => {
  it('is refused to anonymous visitors and customers', async () => {
    const c = await commande('payee')
    const corps = { statut: 'expediee', transporteur: 'ups', numeroSuivi: '1Z999AA10123456784' }
    const anonyme = await expedier(c.id, corps, null)
    expect([401, 403]).toContain(anonyme.status)
    const client = await expedier(c.id, corps, jetons.client)
    expect([401, 403]).toContain(client.status)
    // The read-only date cannot be written by hand either, even by staff.
    const date = await expedier(c.id, { expedieeLe: '2020-01-01T00:00:00.000Z' })
    expect(date.status).toBe(200)
    const apres = await lire(c.id)
    expect(apres.statut).toBe('payee')
    expect(apres.expedieeLe ?? null).toBeNull()
    expect(await lignesCourriel(c.id)).toHaveLength(0)
  })

  it('gives the number alone for « Autre », with no link', () => {
    const mail = courrielExpedition({
      numero: 'MC-2026-000001',
      lignes: [ligne('imprime', 'Calme intérieur')],
      transporteur: 'autre',
      numeroSuivi: 'ABC-123',
      adresse: ['Camille Martin'],
    })
    expect(mail.subject).toBe('Votre commande MC-2026-000001 est en route')
    expect(mail.text).toContain('Numéro de suivi\u00a0: ABC-123')
    expect(mail.text).toContain('Calme intérieur\u00a0: tirage imprimé')
    expect(mail.text).not.toContain('Transporteur')
    expect(mail.text).not.toMatch(/https?:\/\//)
    expect(mail.html).not.toMatch(/href="https?:/)
  })
})
