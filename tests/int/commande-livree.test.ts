/**
 * « Livrée » (issue 46, item 5; docs/decisions/0207): POST /api/admin/commandes/{numero}/livree moves a
 * shipped order to delivered with its date, by the owner (and the `atelier` role), never an editor; the
 * date is now by default, never in the future nor before shipping; the withdrawal period then runs
 * from it; the journal says who. Real SQLite, the REST router.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { jourParis } from '@/lib/format/date'
import { dernierJour } from '@/lib/commande/retractation/delai'
import type { Commande } from '@/payload-types'

import { api } from '../support/api'
import { creerCommande } from './helpers/commande'
import { jetonsEquipe } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let jetons: Record<'admin' | 'editeur', string>

beforeAll(async () => {
  process.env.RATE_LIMITS = 'off'
  ;({ payload, cleanup } = await getTestPayload())
  jetons = await jetonsEquipe(payload, ['admin', 'editeur'], 'livree.example')
})
afterAll(async () => cleanup?.())

let sequence = 0
const IMPRIME = [{ slug: 'douceur', titre: 'Douceur', prix: 2400, livraison: 'imprime', quantite: 1 }]
/** A printed order in `statut`, shipped `expedieeLe` when it is `expediee`. */
const commande = (statut: Commande['statut'], expedieeLe = '2026-11-02T09:00:00.000Z') =>
  creerCommande(payload, `MC-2026-7${String(++sequence).padStart(5, '0')}`, statut, {
    lignes: IMPRIME,
    adresseLivraison: { nom: 'Lou', ligne1: '3 rue Haute', codePostal: '69001', ville: 'Lyon', pays: 'FR' },
    ...(statut === 'expediee' || statut === 'remboursee'
      ? { expedieeLe, transporteur: 'colissimo', numeroSuivi: '6A12345678901' }
      : {}),
  } as Partial<Commande>)

const livree = (numero: string, body: unknown = {}, jeton = jetons.admin) =>
  api(payload, 'POST', `/admin/commandes/${numero}/livree`, {
    body,
    headers: jeton ? { authorization: `JWT ${jeton}` } : {},
  })
const relire = (c: Commande) => payload.findByID({ collection: 'commandes', id: c.id, depth: 0 })

describe('POST /api/admin/commandes/{numero}/livree', () => {
  it('marks a shipped order delivered now by default, and the journal names who did it', async () => {
    const c = await commande('expediee')
    const avant = Date.now()
    const res = await livree(c.numero)
    expect(res.status).toBe(200)
    const lu = await relire(c)
    expect(Date.parse(lu.livreeLe!)).toBeGreaterThanOrEqual(avant - 1000)
    expect(Date.parse(lu.livreeLe!)).toBeLessThanOrEqual(Date.now())
    expect(res.json.commande).toMatchObject({ numero: c.numero, livreeLe: lu.livreeLe })
    expect(lu.statut).toBe('expediee')
    const { docs } = await payload.find({
      collection: 'journal',
      where: { and: [{ cible: { equals: 'commandes' } }, { cibleId: { equals: String(c.id) } }] },
      overrideAccess: true,
    })
    expect(docs.map((d) => [d.auteur, d.resume])).toContainEqual([
      'admin@livree.example',
      `${c.numero} — livreeLe`,
    ])
  })

  it('takes a Paris day or an instant, and the withdrawal period runs from that day', async () => {
    const c = await commande('expediee')
    // Presumed delivery (shipping + 5 days in France) before the date is known.
    expect(dernierJour(c)).toBe('2026-11-23')
    expect((await livree(c.numero, { le: '2026-11-10' })).status).toBe(200)
    const lu = await relire(c)
    expect(jourParis(lu.livreeLe!)).toBe('2026-11-10')
    expect(dernierJour(lu)).toBe('2026-11-24')
    const d = await commande('expediee')
    expect((await livree(d.numero, { le: '2026-11-03T23:30:00+01:00' })).status).toBe(200)
    expect((await relire(d)).livreeLe).toBe('2026-11-03T22:30:00.000Z')
  })

  it('refuses a date in the future or before shipping, in French (422), and writes nothing', async () => {
    const c = await commande('expediee')
    const demain = jourParis(new Date(Date.now() + 36 * 3600_000))
    const futur = await livree(c.numero, { le: demain })
    expect(futur.status).toBe(422)
    expect(futur.json.error).toBe('La date de livraison ne peut pas être dans le futur.')
    const plusTard = await livree(c.numero, { le: new Date(Date.now() + 3600_000).toISOString() })
    expect(plusTard.status).toBe(422)
    const avant = await livree(c.numero, { le: '2026-11-01' })
    expect(avant.status).toBe(422)
    expect(avant.json.error).toBe('La date de livraison ne peut pas précéder l’expédition (2 novembre 2026).')
    expect((await livree(c.numero, { le: '2026-11-02T08:00:00Z' })).status).toBe(422)
    expect((await relire(c)).livreeLe ?? null).toBeNull()
    // The shipping day itself: delivered after it left.
    expect((await livree(c.numero, { le: '2026-11-02' })).status).toBe(200)
    expect(Date.parse((await relire(c)).livreeLe!)).toBeGreaterThanOrEqual(Date.parse('2026-11-02T09:00:00Z'))
  })

  it('moves only expediee → livree: other statuses and a second time are refused (409)', async () => {
    for (const statut of ['payee', 'en_attente', 'annulee', 'echouee', 'remboursee'] as const) {
      const c = await commande(statut)
      const res = await livree(c.numero)
      expect(res.status, statut).toBe(409)
      expect(res.json.error).toMatch(
        /^Seule une commande expédiée peut être marquée livrée \(statut actuel\u00a0: /,
      )
      expect((await relire(c)).livreeLe ?? null).toBeNull()
    }
    const c = await commande('expediee')
    expect((await livree(c.numero, { le: '2026-11-05' })).status).toBe(200)
    const encore = await livree(c.numero)
    expect(encore.status).toBe(409)
    expect(encore.json.error).toBe('Cette commande est déjà marquée livrée le 5 novembre 2026.')
    expect(jourParis((await relire(c)).livreeLe!)).toBe('2026-11-05')
  })

  it('answers French 4xx for bad input, unknown orders, editors and visitors', async () => {
    const c = await commande('expediee')
    const forme = await livree(c.numero, { le: 'hier' })
    expect(forme.status).toBe(400)
    expect(forme.json.error).toBe(
      'La date de livraison est une date (AAAA-MM-JJ) ou une date et heure ISO 8601.',
    )
    expect((await livree(c.numero, { quand: '2026-11-05' })).status).toBe(400)
    const inconnue = await livree('MC-2026-999999')
    expect([inconnue.status, inconnue.json.error]).toEqual([404, 'Cette commande est introuvable.'])
    expect((await livree(c.numero, {}, jetons.editeur)).status).toBe(403)
    expect((await livree(c.numero, {}, '')).status).toBe(401)
    expect((await relire(c)).livreeLe ?? null).toBeNull()
  })
})
