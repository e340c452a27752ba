// The customer space cannot be blocked nor read from outside (docs/decisions/0106): 201 abandoned
// checkouts whose addresses contain the customer's neither hide nor crowd their paid orders nor stop
// their links; orders are paginated; a request for a link does the same work for any address.
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Commande } from '@/payload-types'
import { attendreLiens } from '@/lib/espace/lien'
import { espaceClient } from '@/lib/espace/vue'
import { forgetCounters } from '@/lib/infra/http/limits'
import { attendreEnvois } from '@/lib/courriel/courriels'

import { api, ip } from '../support/api'
import type { CommerceFakes } from '../support/fakes.mjs'
import { demarrerBoutique } from './helpers/boutique'

let payload: Payload
let fakes: CommerceFakes
let boutique: Awaited<ReturnType<typeof demarrerBoutique>>
let cible: Commande[]

const CIBLE = 'cible@exemple.fr'

beforeAll(async () => {
  boutique = await demarrerBoutique()
  ;({ payload, fakes } = boutique)
  process.env.RATE_LIMITS = 'off'
  cible = [await boutique.payee(['respirer'], CIBLE), await boutique.payee(['stress'], 'Cible@Exemple.fr')]
  // The attack: abandoned checkouts (never paid) under addresses that contain the customer's, and
  // under the customer's own, all newer than the customer's orders. One goes through the checkout; the
  // other 200 are its copies, written straight to the database (the checkout is not what is tested).
  const res = await api(payload, 'POST', '/commande/paiement', {
    body: {
      slugs: ['respirer'],
      email: `d0${CIBLE}`,
      consentementNumerique: true,
      renonciationRetractation: true,
    },
  })
  expect(res.status).toBe(201)
  const { docs } = await payload.find({
    collection: 'commandes',
    where: { email: { equals: `d0${CIBLE}` } },
    overrideAccess: true,
    depth: 0,
  })
  const { id: _id, ...modele } = docs[0]
  expect(modele.statut).toBe('en_attente')
  for (let i = 1; i < 201; i++)
    await payload.db.create({
      collection: 'commandes',
      data: {
        ...modele,
        email: i % 3 === 2 ? CIBLE : `d${i}${CIBLE}`,
        numero: `MC-2026-${String(900_000 + i)}`,
        stripeSessionId: `cs_leurre_${i}`,
        lignes: (modele.lignes ?? []).map((l, j) => ({ ...l, id: `leurre-${i}-${j}` })),
        createdAt: new Date(Date.now() + i).toISOString(),
      },
    })
}, 60_000)
afterAll(async () => boutique?.arreter())
beforeEach(() => {
  process.env.RATE_LIMITS = 'off'
  forgetCounters()
})

/** What the space lists for an address (its links are not followed here). */
const vue = (email: string, page = 1) =>
  espaceClient(payload, { email, nonce: 'sans-session', expireLe: Date.now() + 60_000 }, { page })
const mails = (email: string) =>
  fakes.mails.filter((m) => m.to.includes(email) && m.subject === 'Votre lien d’accès à vos commandes')
const compter = async () => ({
  acces: (await payload.count({ collection: 'acces-espace', overrideAccess: true })).totalDocs,
  courriels: (await payload.count({ collection: 'courriels', overrideAccess: true })).totalDocs,
})
async function demander(email: string) {
  const avant = await compter()
  const res = await api(payload, 'POST', '/espace/lien', {
    body: { email },
    headers: { 'x-forwarded-for': ip() },
  })
  expect(res.status).toBe(202)
  await attendreLiens()
  await attendreEnvois()
  const apres = await compter()
  return { acces: apres.acces - avant.acces, courriels: apres.courriels - avant.courriels }
}

describe('decoy checkouts', () => {
  it('neither hide nor crowd the customer’s paid orders', async () => {
    const { commandes, pages } = await vue(CIBLE)
    expect(commandes.map((c) => c.numero).sort()).toEqual(cible.map((c) => c.numero).sort())
    expect(pages).toBe(1)
    expect((await vue(`d0${CIBLE}`)).commandes).toEqual([])
  })

  it('do not stop the customer’s link, nor earn one for a decoy address', async () => {
    expect(await demander(CIBLE)).toEqual({ acces: 1, courriels: 1 })
    expect(mails(CIBLE).at(-1)!.text).toMatch(/\/mes-commandes\/connexion\?jeton=/)
    await demander(`d0${CIBLE}`)
    expect(mails(`d0${CIBLE}`).at(-1)!.text).not.toMatch(/\/mes-commandes\/connexion/)
  })

  it('a request for an unknown address does the same writes as one for a customer', async () => {
    expect(await demander('inconnu@exemple.fr')).toEqual(await demander(CIBLE))
  })
})

describe('pagination', () => {
  it('shows 20 paid orders a page, newest first, and the rest on the next pages', async () => {
    const email = 'fidele@exemple.fr'
    const passees: string[] = []
    for (let i = 0; i < 21; i++) passees.push((await boutique.payee(['respirer'], email)).numero)
    const une = await vue(email)
    expect(une.pages).toBe(2)
    expect(une.commandes.map((c) => c.numero)).toEqual(passees.slice(1).reverse())
    const deux = await vue(email, 2)
    expect(deux.commandes.map((c) => c.numero)).toEqual([passees[0]])
    expect((await vue(email, 3)).commandes).toEqual([])
  }, 60_000)
})
