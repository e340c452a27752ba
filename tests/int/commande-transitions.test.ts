/**
 * Order states on every path: each (from, to, author) triple tried over REST (visitor, customer,
 * editor, admin), through the local API as a staff endpoint would call it (overrideAccess, no mark of
 * the shop's own code) and as the shop's code does (src/lib/commande/ecritureSysteme.ts). The allowed
 * moves are written out below, not read from the code; and the checkout's and Stripe's figures stay as
 * they were whatever a user sends, over any of these paths (fast-check).
 */
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { STATUTS_ATELIER } from '@/access/commandesAtelier'
import type { Commande } from '@/payload-types'
import { contexteSysteme } from '@/lib/commande/ecritureSysteme'
import { MESSAGES_REMBOURSEMENT } from '@/lib/facture/remboursement/remboursement'

import { api } from '../support/api'
import { getTestPayload } from './helpers/payload'

type Statut = Commande['statut']
const STATUTS: Statut[] = ['en_attente', 'payee', 'expediee', 'annulee', 'remboursee', 'echouee']

/** The moves docs/SPECIFICATION.md §9 allows, and who makes them. */
const EQUIPE = new Set(['payee>expediee'])
const SYSTEME = new Set([
  'en_attente>payee',
  'en_attente>annulee',
  'en_attente>echouee',
  'echouee>payee',
  'annulee>payee',
  'payee>expediee',
  'payee>remboursee',
  'expediee>remboursee',
])

let payload: Payload
let cleanup: () => Promise<void>
const MOT_DE_PASSE = 'mot-de-passe-solide-42'
const jetons: Record<'client' | 'atelier' | 'admin', string> = { client: '', atelier: '', admin: '' }

beforeAll(async () => {
  process.env.RATE_LIMITS = 'off'
  ;({ payload, cleanup } = await getTestPayload())
  for (const role of ['client', 'atelier', 'admin'] as const) {
    const email = `${role}@transitions.example`
    const u = await payload.create({
      collection: 'users',
      data: { email, password: MOT_DE_PASSE, roles: [role === 'admin' ? 'admin' : 'atelier'] },
    })
    if (role === 'client') await payload.db.updateOne({ collection: 'users', id: u.id, data: { roles: [] } })
    jetons[role] = (
      await payload.login({ collection: 'users', data: { email, password: MOT_DE_PASSE } })
    ).token!
  }
})
afterAll(async () => {
  await cleanup?.()
})

let sequence = 0
/** An order in `statut` as the shop's code leaves it (a printed line, so that shipping applies). */
async function commande(statut: Statut, extra: Partial<Commande> = {}): Promise<Commande> {
  sequence += 1
  const paye = statut === 'payee' || statut === 'expediee' || statut === 'remboursee'
  return payload.create({
    collection: 'commandes',
    data: {
      numero: `MC-2026-${String(500000 + sequence)}`,
      email: `acheteur-${sequence}@example.fr`,
      lignes: [{ slug: 'affiche', titre: 'Affiche', prix: 2400, livraison: 'imprime' }],
      sousTotal: 2400,
      fraisDePort: 490,
      total: 2890,
      devise: 'eur',
      statut,
      stripeSessionId: `cs_test_transitions_${sequence}`,
      ...(paye ? { payeeLe: '2026-11-20T10:00:00.000Z' } : {}),
      ...(statut === 'annulee' ? { expireeLe: '2026-11-21T10:00:00.000Z' } : {}),
      ...(statut === 'expediee' ? { transporteur: 'colissimo', numeroSuivi: '6A12345678901' } : {}),
      ...(statut === 'remboursee' ? { montantRembourse: 2890 } : {}),
      ...extra,
    } as never,
    overrideAccess: true,
  })
}

const lire = (id: number | string) =>
  payload.findByID({ collection: 'commandes', id, depth: 0, overrideAccess: true }) as Promise<Commande>

/** The body a move sends: shipping comes with its carrier and number. */
const corps = (de: Statut, vers: Statut) =>
  vers === 'expediee' && de !== 'expediee'
    ? { statut: vers, transporteur: 'colissimo', numeroSuivi: '6A12345678901' }
    : { statut: vers }

type Chemin = 'visiteur' | 'client' | 'atelier' | 'admin' | 'local' | 'systeme'
const CHEMINS: Chemin[] = ['visiteur', 'client', 'atelier', 'admin', 'local', 'systeme']

/** Writes `data` on the order along `chemin`; answers the HTTP status (local API: 200 or 400). */
async function ecrire(chemin: Chemin, id: number | string, data: Record<string, unknown>): Promise<number> {
  if (chemin === 'local' || chemin === 'systeme') {
    try {
      await payload.update({
        collection: 'commandes',
        id,
        data,
        overrideAccess: true,
        ...(chemin === 'systeme' ? { context: contexteSysteme() } : {}),
      })
      return 200
    } catch (err) {
      return (err as { status?: number }).status ?? 500
    }
  }
  const jeton = chemin === 'visiteur' ? null : jetons[chemin]
  const res = await api(payload, 'PATCH', `/commandes/${id}`, {
    body: data,
    headers: jeton ? { authorization: `JWT ${jeton}` } : {},
  })
  return res.status
}

const attendu = (chemin: Chemin, de: Statut, vers: Statut): number => {
  if (chemin === 'visiteur' || chemin === 'client') return 403
  // The workshop does not see the orders it has nothing to ship (src/access/commandesAtelier.ts).
  if (chemin === 'atelier' && !(STATUTS_ATELIER as readonly string[]).includes(de)) return 403
  if (de === vers) return 200
  const cle = `${de}>${vers}`
  return (chemin === 'systeme' ? SYSTEME : EQUIPE).has(cle) ? 200 : 400
}

describe('the transition table, on every path', () => {
  for (const chemin of CHEMINS)
    it(`${chemin}: each of the 36 (from, to) pairs is applied or refused as the table says`, async () => {
      const ecarts: string[] = []
      for (const de of STATUTS)
        for (const vers of STATUTS) {
          const c = await commande(de)
          const status = await ecrire(chemin, c.id, corps(de, vers))
          const apres = (await lire(c.id)).statut
          const voulu = attendu(chemin, de, vers)
          const statutVoulu = voulu === 200 ? vers : de
          if (status !== voulu || apres !== statutVoulu)
            ecarts.push(`${de} → ${vers}: ${status} (${apres}), attendu ${voulu} (${statutVoulu})`)
        }
      expect(ecarts).toEqual([])
    })

  it('says why in French: payment, cancellation and refund are not chosen by hand', async () => {
    const refus = async (de: Statut, vers: Statut) => {
      const c = await commande(de)
      const res = await api(payload, 'PATCH', `/commandes/${c.id}`, {
        body: { statut: vers },
        headers: { authorization: `JWT ${jetons.admin}` },
      })
      expect(res.status, `${de} → ${vers}`).toBe(400)
      return res.json.errors[0].data.errors[0].message as string
    }
    expect(await refus('en_attente', 'payee')).toBe(
      'Une commande devient «\u00a0Payée\u00a0» quand Stripe confirme son paiement, jamais à la main.',
    )
    expect(await refus('payee', 'en_attente')).toBe(
      'Une commande ne passe pas de «\u00a0Payée\u00a0» à «\u00a0En attente\u00a0».',
    )
    expect(await refus('payee', 'annulee')).toBe(
      'Une commande ne passe pas de «\u00a0Payée\u00a0» à «\u00a0Annulée\u00a0».',
    )
    expect(await refus('payee', 'remboursee')).toBe(MESSAGES_REMBOURSEMENT.manuel)
    expect(await refus('remboursee', 'payee')).toBe(MESSAGES_REMBOURSEMENT.definitif)
  })

  it('lets the shop pay a cancelled order only when the 24 h sweep cancelled it', async () => {
    const expiree = await commande('annulee')
    expect(await ecrire('systeme', expiree.id, { statut: 'payee' })).toBe(200)
    const abandonnee = await commande('annulee', { expireeLe: null })
    expect(await ecrire('systeme', abandonnee.id, { statut: 'payee' })).toBe(400)
    expect((await lire(abandonnee.id)).statut).toBe('annulee')
  })

  it('takes carrier and tracking number on paid or shipped orders only', async () => {
    for (const statut of STATUTS) {
      const c = await commande(statut)
      const status = await ecrire('admin', c.id, { transporteur: 'ups', numeroSuivi: '1Z999AA10123456784' })
      const permis = statut === 'payee' || statut === 'expediee'
      expect(status, statut).toBe(permis ? 200 : 400)
      expect((await lire(c.id)).transporteur ?? null, statut).toBe(permis ? 'ups' : (c.transporteur ?? null))
    }
  })
})

/** What a user may try to rewrite, and values of every shape for it. */
const CHAMPS = {
  numero: fc.string({ maxLength: 20 }),
  email: fc.emailAddress(),
  total: fc.integer({ min: 0, max: 1_000_000 }),
  sousTotal: fc.integer({ min: 0, max: 1_000_000 }),
  fraisDePort: fc.integer({ min: 0, max: 1_000_000 }),
  remise: fc.integer({ min: 0, max: 1_000_000 }),
  codePromo: fc.string({ maxLength: 20 }),
  devise: fc.constantFrom('usd', 'eur', 'jpy'),
  stripeSessionId: fc.string({ minLength: 1, maxLength: 30 }).map((s) => `cs_${s}`),
  stripePaymentIntentId: fc.string({ minLength: 1, maxLength: 30 }).map((s) => `pi_${s}`),
  payeeLe: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  createdAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  expireeLe: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  montantRembourse: fc.integer({ min: 0, max: 1_000_000 }),
  numeroFacture: fc.string({ minLength: 1, maxLength: 20 }),
  ventesComptees: fc.boolean(),
  lignes: fc.array(
    fc.record({
      slug: fc.string({ minLength: 1, maxLength: 10 }),
      titre: fc.string({ minLength: 1, maxLength: 10 }),
      prix: fc.integer({ min: 0, max: 100_000 }),
      livraison: fc.constantFrom('imprime', 'numerique'),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  adresseLivraison: fc.record({ nom: fc.string({ maxLength: 10 }), ville: fc.string({ maxLength: 10 }) }),
}
const FIGES = Object.keys(CHAMPS) as (keyof typeof CHAMPS)[]

/** The stored values a user may not change, as read back. */
const figes = (c: Commande) =>
  Object.fromEntries(
    FIGES.map((k) => [
      k,
      k === 'lignes'
        ? (c.lignes ?? []).map(({ slug, titre, prix, livraison }) => ({ slug, titre, prix, livraison }))
        : c[k],
    ]),
  )

describe('the figures of the checkout and of Stripe', () => {
  it('stay as stored whatever staff send, over REST and the local API (fast-check)', async () => {
    const cible = await commande('payee', {
      stripePaymentIntentId: 'pi_transitions_figes',
      adresseLivraison: { nom: 'Camille Martin', ville: 'Lyon' },
    })
    const avant = figes(await lire(cible.id))
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Chemin>('atelier', 'admin', 'local'),
        fc.record(CHAMPS, { requiredKeys: [] }),
        async (chemin, data) => {
          const status = await ecrire(chemin, cible.id, data)
          expect([200, 400]).toContain(status)
          expect(figes(await lire(cible.id))).toEqual(avant)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('are written by the shop’s own code', async () => {
    const c = await commande('en_attente')
    expect(await ecrire('systeme', c.id, { stripeSessionId: 'cs_test_systeme', total: 1234 })).toBe(200)
    expect(await lire(c.id)).toMatchObject({ stripeSessionId: 'cs_test_systeme', total: 1234 })
  })
})
