/**
 * A restricted order (GDPR art. 18; set by an erasure on an order the law keeps) is stored and used for
 * nothing else (Law III item 6, docs/decisions/0197): each processing asks `estRestreint` — downloads,
 * « Mes commandes », the customer's document links, the shipping and refund mails, the list of parcels
 * to ship — and the accounting goes on (the credit note is issued). The flag is set alone here, the
 * e-mail left as it was, so that what stops is the restriction itself and not a changed address. Real
 * checkout, refund and SMTP, SQLite.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { jetonTelechargement } from '@/lib/commande/jeton'
import { refCommande } from '@/lib/commande/reference'
import { WHERE_A_EXPEDIER } from '@/lib/commande/expedition'
import { fichierPourJeton, MESSAGES_TELECHARGEMENT } from '@/lib/commande/telechargement'
import { estRestreint, TRAITEMENTS } from '@/lib/commande/restriction'
import { aDesCommandes, commandesDeLEmail } from '@/lib/espace/commandes'
import { documentParJeton, MESSAGES_FACTURE } from '@/lib/facture/acces'
import { jetonDocument } from '@/lib/facture/jeton'
import { attendreEnvois } from '@/lib/courriel/courriels'
import type { Commande } from '@/payload-types'

import { api } from '../support/api'
import { type Boutique, demarrerBoutique, VENDEUR } from './helpers/boutique'
import { createStaff } from './helpers/fixtures'

let boutique: Boutique
let payload: Payload
let atelier = ''
let admin = ''
const CLIENT = 'restreinte@example.fr'
const TEMOIN = 'temoin@example.fr'
let numerique: Commande
let imprimee: Commande
let temoin: Commande

const restreindre = async (c: Commande) => {
  await payload.db.updateOne({
    collection: 'commandes',
    id: c.id,
    data: { donneesRestreintes: true, restreinteLe: new Date().toISOString() },
    returning: false,
  })
  return boutique.lire(c.id)
}
const courriels = async (prefixe: string) =>
  (
    await payload.find({
      collection: 'courriels',
      where: { cle: { like: prefixe } },
      pagination: false,
      overrideAccess: true,
    })
  ).docs.map((d) => d.cle)

beforeAll(async () => {
  boutique = await demarrerBoutique({ reglages: { ...VENDEUR, fraisDePort: 590 } })
  payload = boutique.payload
  process.env.RATE_LIMITS = 'off'
  const staff = await createStaff(payload)
  const jeton = async (email: string) =>
    (await payload.login({ collection: 'users', data: { email, password: 'motdepasse-test-1' } })).token!
  // Parcels are the workshop's, refunds the owner's (src/access/matrice.ts).
  atelier = await jeton(staff.atelier.email)
  admin = await jeton(staff.admin.email)
  numerique = await restreindre(await boutique.payee(['respirer'], CLIENT))
  imprimee = await restreindre(await boutique.payee(['stress'], CLIENT))
  // Another customer's order, the same kind, unrestricted: what each processing still does.
  temoin = await boutique.payee(['stress'], TEMOIN)
  await attendreEnvois()
})
afterAll(async () => boutique?.arreter())

describe('a restricted order is stored, and used for nothing else', () => {
  it('serves no download', async () => {
    const jeton = jetonTelechargement(await refCommande(payload, numerique), 'respirer')
    expect(await fichierPourJeton(payload, jeton)).toEqual({
      ok: false,
      status: 403,
      message: MESSAGES_TELECHARGEMENT.restreinte,
    })
  })

  it('is neither shown in « Mes commandes » nor earns a sign-in link', async () => {
    expect((await commandesDeLEmail(payload, CLIENT)).docs).toEqual([])
    expect(await aDesCommandes(payload, CLIENT)).toBe(false)
    expect((await commandesDeLEmail(payload, TEMOIN)).docs.map((c) => c.numero)).toEqual([temoin.numero])
  })

  it('has its invoice refused through the customer’s link, still issued and kept', async () => {
    const jeton = jetonDocument('facture', await refCommande(payload, numerique))
    expect(await documentParJeton(payload, 'facture', jeton)).toEqual({
      ok: false,
      status: 403,
      message: MESSAGES_FACTURE.restreinte,
    })
    expect(numerique.numeroFacture).toMatch(/^FA-\d{4}-\d{6}$/)
    const autre = jetonDocument('facture', await refCommande(payload, temoin))
    expect(await documentParJeton(payload, 'facture', autre)).toMatchObject({ ok: true })
  })

  it('is left out of the parcels to ship, the list handed to the printer and carrier', async () => {
    const { docs } = await payload.find({
      collection: 'commandes',
      where: WHERE_A_EXPEDIER,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    expect(docs.map((c) => c.numero)).toEqual([temoin.numero])
  })

  it('sends no shipping mail when staff ship it', async () => {
    for (const c of [imprimee, temoin]) {
      const res = await api(payload, 'PATCH', `/commandes/${c.id}`, {
        body: { statut: 'expediee', transporteur: 'colissimo', numeroSuivi: '6A12345678901' },
        headers: { authorization: `JWT ${atelier}` },
      })
      expect(res.status).toBe(200)
    }
    await attendreEnvois()
    expect(await courriels('expedition:')).toEqual([`expedition:${temoin.id}`])
  })

  it('is refunded with its credit note, and no refund mail goes out', async () => {
    const avant = boutique.fakes.mails.filter((m) => m.to.includes(CLIENT)).length
    const res = await api(payload, 'POST', `/admin/commandes/${numerique.numero}/rembourser`, {
      raw: '',
      headers: { authorization: `JWT ${admin}` },
    })
    expect(res.status).toBe(200)
    await attendreEnvois()
    const { docs: avoirs } = await payload.find({
      collection: 'avoirs',
      where: { commande: { equals: numerique.id } },
      overrideAccess: true,
    })
    expect(avoirs).toHaveLength(1)
    expect(await courriels(`remboursement:${numerique.id}`)).toEqual([])
    expect(boutique.fakes.mails.filter((m) => m.to.includes(CLIENT))).toHaveLength(avant)
  })

  it('keeps what the law requires: the withdrawal acknowledgement and the accounts', () => {
    expect(estRestreint({ donneesRestreintes: true }, 'accuse-retractation')).toBe(false)
    expect(estRestreint({ donneesRestreintes: true }, 'comptabilite')).toBe(false)
    for (const t of Object.keys(TRAITEMENTS) as (keyof typeof TRAITEMENTS)[])
      expect(estRestreint({ donneesRestreintes: false }, t)).toBe(false)
  })
})
