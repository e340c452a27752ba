/**
 * The journal's hash chain (Law III, item 7): staff changes are sealed in order, each entry naming the
 * one before; an entry changed, replaced or removed in the database itself — past every API, as a
 * careless or dishonest database user would — is found, and `npm run journal:verifier` names it and
 * exits 1. Concurrent sealers (two instances) still give one chain.
 */
import { spawnSync } from 'node:child_process'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { empreinteDe, type EntreeJournal, scellerJournal } from '@/lib/journal/sceau'
import { verifierJournal } from '@/lib/journal/verification'
import type { Journal } from '@/payload-types'

import { api } from '../support/api'
import { createProduit } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let jeton = ''
let produitId: number | string

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  const email = 'admin@chaine.example'
  const password = 'mot-de-passe-solide-42'
  await payload.create({ collection: 'users', data: { email, password, roles: ['admin'] } })
  jeton = (await payload.login({ collection: 'users', data: { email, password } })).token!
  produitId = (await createProduit(payload, { prix: 1200 })).id
})
afterAll(async () => cleanup?.())

const changerPrix = async (prix: number) => {
  const res = await api(payload, 'PATCH', `/produits/${produitId}`, {
    headers: { authorization: `JWT ${jeton}` },
    body: { prix },
  })
  expect(res.status).toBe(200)
}

const scellees = async () =>
  (
    await payload.find({
      collection: 'journal',
      where: { empreinte: { exists: true } },
      sort: 'rang',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs as Journal[]

/** A write straight into the database, past Payload's hooks and access (what a tamperer does). */
const falsifier = (id: number | string, data: Record<string, unknown>) =>
  payload.db.updateOne({ collection: 'journal', where: { id: { equals: id } }, data })

function verifierEnLigneDeCommande() {
  const r = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/journal-verifier.ts'], {
    env: { ...process.env },
    encoding: 'utf8',
    timeout: 120_000,
  })
  return { code: r.status, sortie: `${r.stdout}${r.stderr}` }
}

describe('the journal’s hash chain', () => {
  it('seals staff changes in order, each after the one before, even with sealers at once', async () => {
    for (const prix of [1300, 1400, 1500, 1600, 1700, 1800]) await changerPrix(prix)
    // Two instances sealing at the same moment (and the one each write scheduled).
    await Promise.all([scellerJournal(payload), scellerJournal(payload), scellerJournal(payload)])
    const chaine = await scellees()
    expect(chaine.length).toBeGreaterThanOrEqual(6)
    expect(chaine.map((e) => e.rang)).toEqual(chaine.map((_, i) => i + 1))
    for (let i = 1; i < chaine.length; i++) expect(chaine[i].precedente).toBe(chaine[i - 1].empreinte)
    expect(await verifierJournal(payload)).toEqual({ scellees: chaine.length, enAttente: 0, rupture: null })
  })

  it('finds a changed entry, and the command names it and exits 1', async () => {
    const chaine = await scellees()
    const cible = chaine[2]
    const intact = verifierEnLigneDeCommande()
    expect(intact.sortie).toContain(`Journal intact : ${chaine.length} entrées scellées`)
    expect(intact.code).toBe(0)

    await falsifier(cible.id, { resume: 'Prix inchangé' })
    const v = await verifierJournal(payload)
    expect(v.rupture).toMatchObject({ rang: cible.rang, id: cible.id })
    expect(v.rupture!.raison).toContain('modifiée')
    const cli = verifierEnLigneDeCommande()
    expect(cli.code).toBe(1)
    expect(cli.sortie).toContain(`Journal rompu à l’entrée n° ${cible.rang} (identifiant ${cible.id}`)
    await falsifier(cible.id, { resume: cible.resume })
    expect((await verifierJournal(payload)).rupture).toBeNull()
  })

  it('finds a changed amount inside an entry’s changes, a removed entry and a recomputed one', async () => {
    const chaine = await scellees()
    const [a, b, c] = [chaine[1], chaine[3], chaine[4]]
    const changements = structuredClone(a.changements) as { avant: unknown; apres: unknown }[]
    changements[0].apres = 99
    await falsifier(a.id, { changements })
    expect((await verifierJournal(payload)).rupture).toMatchObject({ rang: a.rang })
    await falsifier(a.id, { changements: a.changements })

    // A tamperer who recomputes the changed entry's fingerprint still breaks the link of the next one.
    const refait = { ...b, resume: 'Refait' } as unknown as EntreeJournal
    await falsifier(b.id, { resume: 'Refait', empreinte: empreinteDe(refait, b.rang!, b.precedente!) })
    const recalcule = await verifierJournal(payload)
    expect(recalcule.rupture).toMatchObject({ rang: c.rang, id: c.id })
    expect(recalcule.rupture!.raison).toContain('remplacée')
    await falsifier(b.id, { resume: b.resume, empreinte: b.empreinte })
    expect((await verifierJournal(payload)).rupture).toBeNull()

    // Removed: the next entry's rank no longer follows.
    // deleteMany: the MongoDB-compatible test server refuses deleteOne's findOneAndDelete (docs/TESTS.md).
    await payload.db.deleteMany({ collection: 'journal', where: { id: { equals: b.id } } })
    const sansB = await verifierJournal(payload)
    expect(sansB.rupture).toMatchObject({ rang: c.rang, id: c.id })
    expect(sansB.rupture!.raison).toContain('manque')
  })
})
