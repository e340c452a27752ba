/**
 * The staff audit trail (src/lib/journal, src/collections/Journal.ts): each staff change to an order,
 * a product, an account or the settings is recorded with its author, date and fields before and after,
 * amounts included; the shop's own writes are not staff changes. Append-only: every write path is
 * refused — REST (one entry and bulk), the local API through a role, the local API with access
 * overridden as a hook would call it (one entry and bulk), and GraphQL — and the entries stay as written.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Journal, User } from '@/payload-types'

import { api } from '../support/api'
import { createProduit } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
const jetons = { admin: '', editeur: '' }
const comptes: Partial<Record<keyof typeof jetons, User>> = {}
let produitId: number | string

async function compte(qui: keyof typeof jetons) {
  const email = `${qui}@example.fr`
  const password = 'mot-de-passe-solide-42'
  comptes[qui] = (await payload.create({
    collection: 'users',
    data: { email, password, roles: [qui] },
  })) as User
  jetons[qui] = (await payload.login({ collection: 'users', data: { email, password } })).token!
}
const auth = (qui: keyof typeof jetons) => ({ authorization: `JWT ${jetons[qui]}` })

const entrees = async () =>
  (
    await payload.find({
      collection: 'journal',
      sort: 'le',
      pagination: false,
      overrideAccess: true,
      depth: 0,
    })
  ).docs as Journal[]

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  await compte('admin')
  await compte('editeur')
  produitId = (await createProduit(payload, { prix: 1200 })).id
})
afterAll(async () => {
  await cleanup?.()
})

describe('the audit trail records staff changes', () => {
  it('records who changed which product, setting, order and account, and each field before and after', async () => {
    expect(await entrees()).toEqual([])
    const prix = await api(payload, 'PATCH', `/produits/${produitId}`, {
      headers: auth('editeur'),
      body: { prix: 1500 },
    })
    expect(prix.status).toBe(200)
    expect(
      (await api(payload, 'POST', '/globals/reglages', { headers: auth('admin'), body: { tauxTva: 10 } }))
        .status,
    ).toBe(200)
    const commande = await payload.create({
      collection: 'commandes',
      data: {
        numero: 'MC-2026-000001',
        email: 'client@example.fr',
        lignes: [{ slug: 'respirer', titre: 'Respirer', prix: 1200, livraison: 'numerique' }],
        sousTotal: 1200,
        fraisDePort: 0,
        total: 1200,
        devise: 'eur',
        statut: 'payee',
        payeeLe: new Date().toISOString(),
      } as never,
      overrideAccess: true,
    })
    const modif = await api(payload, 'PATCH', `/commandes/${commande.id}`, {
      headers: auth('admin'),
      body: { transporteur: 'colissimo', numeroSuivi: '6A12345678901' },
    })
    expect(modif.status).toBe(200)
    expect(
      (
        await api(payload, 'PATCH', `/users/${comptes.editeur!.id}`, {
          headers: auth('admin'),
          body: { nom: 'Éva' },
        })
      ).status,
    ).toBe(200)

    const journal = await entrees()
    // The order's creation was the shop's own write: no entry. Then the four staff changes.
    expect(journal.map((e) => [e.auteur, e.cible, e.action])).toEqual([
      ['editeur@example.fr', 'produits', 'modification'],
      ['admin@example.fr', 'reglages', 'modification'],
      ['admin@example.fr', 'commandes', 'modification'],
      ['admin@example.fr', 'users', 'modification'],
    ])
    expect(journal[0].changements).toContainEqual({ champ: 'prix', avant: 1200, apres: 1500 })
    expect(journal[0].cibleId).toBe(String(produitId))
    expect(journal[1].changements).toContainEqual({ champ: 'tauxTva', avant: 20, apres: 10 })
    expect(journal[2].changements).toEqual([
      { champ: 'numeroSuivi', avant: null, apres: '6A12345678901' },
      { champ: 'transporteur', avant: null, apres: 'colissimo' },
    ])
    expect(journal[3].changements).toEqual([{ champ: 'nom', avant: null, apres: 'Éva' }])
    for (const e of journal) expect(Number.isNaN(Date.parse(e.le))).toBe(false)
  })
})

describe('the audit trail is append-only', () => {
  it('refuses every write path, for every role, and keeps its entries as written', async () => {
    const avant = await entrees()
    const id = avant[0].id
    const data = { auteur: 'personne', resume: 'réécrit' }

    // REST, as an admin and as an editor: create, update, delete, one entry and bulk.
    for (const qui of ['admin', 'editeur'] as const) {
      const headers = auth(qui)
      const reponses = [
        await api(payload, 'POST', '/journal', {
          headers,
          body: { ...data, cible: 'produits', action: 'creation', le: new Date().toISOString() },
        }),
        await api(payload, 'PATCH', `/journal/${id}`, { headers, body: data }),
        await api(payload, 'DELETE', `/journal/${id}`, { headers }),
        await api(payload, 'PATCH', '/journal?where[id][exists]=true', { headers, body: data }),
        await api(payload, 'DELETE', '/journal?where[id][exists]=true', { headers }),
      ]
      for (const r of reponses) expect(r.status).toBe(403)
    }
    // Anonymous: not even readable.
    expect((await api(payload, 'GET', '/journal')).status).toBe(403)
    expect((await api(payload, 'GET', '/journal', { headers: auth('editeur') })).status).toBe(403)

    // The local API through a role.
    for (const qui of ['admin', 'editeur'] as const) {
      const user = { ...comptes[qui]!, collection: 'users' } as never
      await expect(
        payload.update({ collection: 'journal', id, data, user, overrideAccess: false }),
      ).rejects.toThrow()
      await expect(
        payload.delete({ collection: 'journal', id, user, overrideAccess: false }),
      ).rejects.toThrow()
      await expect(
        payload.create({
          collection: 'journal',
          data: { ...data, cible: 'produits', action: 'creation', le: new Date().toISOString() },
          user,
          overrideAccess: false,
        }),
      ).rejects.toThrow()
    }

    // The local API with access overridden, as any hook or server code could: one entry, then bulk.
    await expect(payload.update({ collection: 'journal', id, data, overrideAccess: true })).rejects.toThrow(
      'Le journal des modifications ne se modifie pas et ne se supprime pas.',
    )
    await expect(payload.delete({ collection: 'journal', id, overrideAccess: true })).rejects.toThrow()
    const enMasse = await payload.update({
      collection: 'journal',
      where: { id: { exists: true } },
      data,
      overrideAccess: true,
    })
    expect(enMasse.docs).toEqual([])
    expect(enMasse.errors).toHaveLength(avant.length)
    const suppression = await payload.delete({
      collection: 'journal',
      where: { id: { exists: true } },
      overrideAccess: true,
    })
    expect(suppression.docs).toEqual([])

    // GraphQL is not served (payload.config.ts disables it): a mutation reaches nothing.
    const graphql = await api(payload, 'POST', '/graphql', {
      headers: auth('admin'),
      body: { query: `mutation { deleteJournal(id: "${id}") { id } }` },
    })
    expect(graphql.status).toBeGreaterThanOrEqual(400)
    expect(graphql.status).toBeLessThan(500)

    expect(await entrees()).toEqual(avant)
  })
})
