// The owner's side of withdrawals (docs/SPECIFICATION.md §15, docs/decisions/0134): « Rétractations »
// lists each statement with its date and time, lines, amounts and the days left to refund, refunds
// exactly its lines through « Rembourser » (Stripe-compatible server), takes the owner's answer to a
// late statement; a withdrawn line leaves « À expédier ».
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { dashboardFigures } from '@/lib/admin/dashboard'
import { commandesAExpedier } from '@/lib/commande/expedition'
import { declarationsRetractation } from '@/lib/retractation/liste'
import { referencePublique } from '@/lib/commande/retractation/reference'
import type { User } from '@/payload-types'

import { api } from '../support/api'
import { demarrerBoutique, VENDEUR } from './helpers/boutique'
import { createProduit, createStaff } from './helpers/fixtures'

let payload: Payload
let boutique: Awaited<ReturnType<typeof demarrerBoutique>>
let admin: User
let auth: Record<string, string>

beforeAll(async () => {
  boutique = await demarrerBoutique()
  ;({ payload } = boutique)
  await payload.updateGlobal({ slug: 'reglages', data: { ...VENDEUR } })
  await createProduit(payload, {
    titre: 'Grand format',
    slug: 'grand',
    prix: 4000,
    livraison: 'imprime',
    fichierNumerique: null,
  })
  ;({ admin } = await createStaff(payload))
  const { token } = await payload.login({
    collection: 'users',
    data: { email: 'admin@test.example', password: 'motdepasse-test-1' },
  })
  auth = { authorization: `JWT ${token}` }
})
afterAll(async () => boutique?.arreter())
beforeEach(() => {
  process.env.RATE_LIMITS = 'off'
})

const JOUR = 24 * 3600_000
const confirmer = (numero: string, email: string, lignes?: string[]) =>
  api(payload, 'POST', '/retractation', {
    body: { numero: referencePublique(numero), email, ...(lignes ? { lignes } : {}) },
  })
const staffReq = () => createLocalReq({ user: { ...admin, collection: 'users' } as never }, payload)
const decider = (numero: string, body: unknown, headers = auth) =>
  api(payload, 'POST', `/admin/commandes/${numero}/retractation`, { body, headers })

describe('« Rétractations »', () => {
  it('shows each statement with its time, lines, amounts and days left, and refunds exactly its lines', async () => {
    const c = await boutique.payee(['stress', 'grand'], 'admin-liste@exemple.fr')
    const t0 = Date.now()
    expect((await confirmer(c.numero, 'admin-liste@exemple.fr', ['grand'])).status).toBe(201)
    expect((await confirmer(c.numero, 'admin-liste@exemple.fr', ['stress'])).status).toBe(201)

    const { declarations } = await declarationsRetractation(await staffReq(), {
      now: t0 + 3 * JOUR + 3600_000,
    })
    const miennes = declarations.filter((d) => d.numero === c.numero)
    expect(miennes.map((d) => [d.declaration, d.montant, d.lignes.map((l) => l.slug)])).toEqual([
      [2, 2500, ['stress']],
      [1, 4000, ['grand']],
    ])
    const [seconde, premiere] = miennes
    expect(premiere).toMatchObject({ horsDelai: false, remboursee: false, joursRestants: 10 })
    expect(Date.parse(premiere.rembourserAvant) - Date.parse(premiere.recueLe)).toBe(14 * JOUR)
    expect(premiere.lignes[0].ligne).toBe(c.lignes![1].id)

    // The refund of exactly the first statement's line.
    const rembourse = await api(payload, 'POST', `/admin/commandes/${c.numero}/rembourser`, {
      body: { lignes: premiere.lignes.map((l) => l.ligne) },
      headers: auth,
    })
    expect(rembourse.status).toBe(200)
    expect(rembourse.json.avoir.montant).toBe(4000)
    const apres = (await declarationsRetractation(await staffReq())).declarations.filter(
      (d) => d.numero === c.numero,
    )
    expect(apres.map((d) => [d.declaration, d.remboursee])).toEqual([
      [seconde.declaration, false],
      [premiere.declaration, true],
    ])
  })

  it('takes the owner’s acceptance or refusal of a late statement, staff only, in French on bad input', async () => {
    const c = await boutique.expediee(
      await boutique.payee(['stress', 'grand'], 'admin-tard@exemple.fr'),
      new Date(Date.now() - 40 * JOUR),
    )
    expect((await confirmer(c.numero, 'admin-tard@exemple.fr', ['stress'])).status).toBe(201)
    expect((await decider(c.numero, { declaration: 1, decision: 'refusee' }, {})).status).toBe(401)
    expect((await decider(c.numero, { declaration: 2, decision: 'acceptee' })).json).toEqual({
      error: 'Cette commande n’a pas de déclaration de rétractation de ce numéro.',
    })
    const mauvais = await decider(c.numero, { declaration: 1, decision: 'peut-etre' })
    expect(mauvais.status).toBe(400)
    expect(mauvais.json.error).toBe('La décision est «\u00a0acceptee\u00a0» ou «\u00a0refusee\u00a0».')
    expect((await decider('MC-2099-999999', { declaration: 1, decision: 'acceptee' })).status).toBe(404)

    const ok = await decider(c.numero, { declaration: 1, decision: 'refusee' })
    expect(ok.status).toBe(200)
    expect((await boutique.lire(c.id)).lignesRetractees).toMatchObject([
      { slug: 'stress', horsDelai: true, decision: 'refusee' },
    ])
    // The decision is in the staff's journal, with its author (Law III, item 7).
    const { docs: journal } = await payload.find({
      collection: 'journal',
      where: { action: { equals: 'decision-retractation' }, cibleId: { equals: String(c.id) } },
      overrideAccess: true,
      depth: 0,
    })
    expect(journal).toMatchObject([
      {
        cible: 'commandes',
        resume: expect.stringContaining(`${c.numero} — rétractation hors délai n° 1 refusée`),
        changements: [{ champ: 'declaration 1', avant: 'hors délai', apres: 'refusee' }],
      },
    ])
    expect(journal[0].auteur).toMatch(/@/)

    const dansLeDelai = await boutique.payee(['stress'], 'admin-atemps@exemple.fr')
    expect((await confirmer(dansLeDelai.numero, 'admin-atemps@exemple.fr')).status).toBe(201)
    expect((await decider(dansLeDelai.numero, { declaration: 1, decision: 'acceptee' })).status).toBe(400)
  })
})

describe('« À expédier »', () => {
  it('drops a withdrawn line, the order once every printed line is withdrawn, and counts the same', async () => {
    const req = await staffReq()
    const avant = (await commandesAExpedier(req)).total
    const partielle = await boutique.payee(['stress', 'grand', 'respirer'], 'expedier-un@exemple.fr')
    const totale = await boutique.payee(['stress'], 'expedier-tout@exemple.fr')
    expect((await commandesAExpedier(req)).total).toBe(avant + 2)

    expect((await confirmer(partielle.numero, 'expedier-un@exemple.fr', ['grand'])).status).toBe(201)
    expect((await confirmer(totale.numero, 'expedier-tout@exemple.fr')).status).toBe(201)
    const { commandes, total } = await commandesAExpedier(req)
    expect(total).toBe(avant + 1)
    expect(commandes.find((c) => c.numero === totale.numero)).toBeUndefined()
    expect(commandes.find((c) => c.numero === partielle.numero)?.lignes.map((l) => l.slug)).toEqual([
      'stress',
    ])
    expect((await dashboardFigures(req)).commandesAExpedier).toBe(avant + 1)
  })
})
