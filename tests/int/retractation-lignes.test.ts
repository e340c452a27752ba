// Withdrawal by line for the whole period (docs/decisions/0133): several statements per order, one per
// printed line at most, each acknowledged (at another address when the customer gives one); the period
// from the delivery day staff recorded; concurrent statements never take a line twice.
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { desceller } from '@/lib/courriel/scellement'
import { MOTIFS, REFUS_RETRACTATION } from '@/lib/commande/retractation/delai'
import { referencePublique } from '@/lib/commande/retractation/reference'
import type { Courriel } from '@/payload-types'

import { api } from '../support/api'
import type { CommerceFakes } from '../support/fakes.mjs'
import { demarrerBoutique, VENDEUR } from './helpers/boutique'
import { createProduit, createStaff } from './helpers/fixtures'

let payload: Payload
let fakes: CommerceFakes
let boutique: Awaited<ReturnType<typeof demarrerBoutique>>
let jeton: string

beforeAll(async () => {
  boutique = await demarrerBoutique()
  ;({ payload, fakes } = boutique)
  await payload.updateGlobal({ slug: 'reglages', data: { ...VENDEUR, email: 'atelier@exemple.fr' } })
  await createProduit(payload, {
    titre: 'Grand format',
    slug: 'grand',
    prix: 4000,
    livraison: 'imprime',
    fichierNumerique: null,
  })
  await createStaff(payload)
  jeton = (
    await payload.login({
      collection: 'users',
      data: { email: 'admin@test.example', password: 'motdepasse-test-1' },
    })
  ).token!
})
afterAll(async () => boutique?.arreter())
beforeEach(() => {
  process.env.RATE_LIMITS = 'off'
})

const JOUR = 24 * 3600_000
const identifier = (body: unknown) => api(payload, 'POST', '/retractation/commande', { body })
const confirmer = (body: unknown) => api(payload, 'POST', '/retractation', { body })
const courriels = async (prefixe: string) =>
  (
    await payload.find({
      collection: 'courriels',
      where: { cle: { like: prefixe } },
      overrideAccess: true,
      sort: 'createdAt',
    })
  ).docs as Courriel[]

describe('several statements per order, one per line', () => {
  it('takes a second statement for another printed line, each acknowledged, and refuses a line twice', async () => {
    const c = await boutique.expediee(
      await boutique.payee(['stress', 'grand'], 'deux@exemple.fr'),
      new Date(),
    )
    const ref = { numero: referencePublique(c.numero), email: 'deux@exemple.fr' }
    const premiere = await confirmer({ ...ref, lignes: ['stress'] })
    expect(premiere.status).toBe(201)

    const vue = await identifier(ref)
    expect(vue.json.commande.refus).toBeNull()
    expect(vue.json.commande.lignes).toMatchObject([
      { slug: 'stress', eligible: false, motif: MOTIFS.dejaRetractee },
      { slug: 'grand', eligible: true, motif: null },
    ])
    const deja = await confirmer({ ...ref, lignes: ['stress'] })
    expect(deja.status).toBe(400)
    expect(deja.json.error).toBe(REFUS_RETRACTATION.ligneInvalide)

    const seconde = await confirmer({ ...ref, lignes: ['grand'] })
    expect(seconde.status).toBe(201)
    expect(seconde.json.lignes).toMatchObject([{ slug: 'grand', prix: 4000 }])
    const lue = await boutique.lire(c.id)
    expect(lue.declarationsRetractation).toBe(2)
    expect(lue.lignesRetractees).toMatchObject([
      { slug: 'stress', declaration: 1, ligne: c.lignes![0].id },
      { slug: 'grand', declaration: 2, ligne: c.lignes![1].id },
    ])
    const accuses = await courriels(`retractation:${c.id}`)
    expect(accuses.map((a) => a.cle)).toEqual([`retractation:${c.id}`, `retractation:${c.id}:2`])
    // The outbox keeps bodies sealed (record 0162): the sender's key opens them.
    expect(desceller(accuses[1].texte)).toContain('Grand format')
    expect(desceller(accuses[1].texte)).not.toContain('Le stress expliqué')

    const plus = await confirmer(ref)
    expect(plus.status).toBe(409)
    expect(plus.json.error).toBe(REFUS_RETRACTATION.dejaRetractee)
    expect(await courriels(`retractation:${c.id}`)).toHaveLength(2)
  })

  it('never records one line twice under concurrent statements, and records different lines at once', async () => {
    const meme = await boutique.payee(['stress', 'grand'], 'meme@exemple.fr')
    const ref = { numero: referencePublique(meme.numero), email: 'meme@exemple.fr' }
    const memes = await Promise.all([1, 2, 3].map(() => confirmer({ ...ref, lignes: ['stress'] })))
    expect(memes.map((r) => r.status).sort()).toEqual([201, 400, 400])
    expect((await boutique.lire(meme.id)).lignesRetractees).toHaveLength(1)

    const autres = await boutique.payee(['stress', 'grand'], 'autres@exemple.fr')
    const ref2 = { numero: referencePublique(autres.numero), email: 'autres@exemple.fr' }
    const res = await Promise.all([
      confirmer({ ...ref2, lignes: ['stress'] }),
      confirmer({ ...ref2, lignes: ['grand'] }),
    ])
    expect(res.map((r) => r.status)).toEqual([201, 201])
    const lue = await boutique.lire(autres.id)
    expect((lue.lignesRetractees as { slug: string }[]).map((l) => l.slug).sort()).toEqual([
      'grand',
      'stress',
    ])
    expect(lue.declarationsRetractation).toBe(2)
  })
})

describe('the acknowledgement’s address', () => {
  it('goes to the address the customer gives, and the declaration still names the order’s', async () => {
    const c = await boutique.payee(['stress'], 'commande@exemple.fr')
    const res = await confirmer({
      numero: referencePublique(c.numero),
      email: 'commande@exemple.fr',
      emailAccuse: 'Autre@Exemple.fr',
    })
    expect(res.status).toBe(201)
    expect(res.json.email).toBe('autre@exemple.fr')
    const mail = await fakes.waitForMail(
      (m) => m.subject === `Accusé de réception de votre rétractation — commande ${c.numero}`,
    )
    expect(mail.to).toEqual(['autre@exemple.fr'])
    expect(mail.text).toContain('Adresse e-mail\u00a0: commande@exemple.fr')
    expect((await boutique.lire(c.id)).lignesRetractees).toMatchObject([{ email: 'autre@exemple.fr' }])

    const invalide = await confirmer({
      numero: referencePublique(c.numero),
      email: 'commande@exemple.fr',
      emailAccuse: 'pas-une-adresse',
    })
    expect(invalide.status).toBe(400)
    expect(invalide.json.error).toBe('Adresse e-mail invalide.')
  })
})

describe('the delivery day staff record', () => {
  it('starts the period: a parcel shipped long ago but delivered lately is still in time', async () => {
    const c = await boutique.expediee(
      await boutique.payee(['stress'], 'livree@exemple.fr'),
      new Date(Date.now() - 40 * JOUR),
    )
    const ref = { numero: referencePublique(c.numero), email: 'livree@exemple.fr' }
    expect((await identifier(ref)).json.commande.avertissement).not.toBeNull()

    const livreeLe = new Date(Date.now() - 3 * JOUR).toISOString()
    const ecrit = await api(payload, 'PATCH', `/commandes/${c.id}`, {
      body: { livreeLe },
      headers: { authorization: `JWT ${jeton}` },
    })
    expect(ecrit.status).toBe(200)
    expect((await boutique.lire(c.id)).livreeLe).toBe(livreeLe)
    const vue = await identifier(ref)
    expect(vue.json.commande.avertissement).toBeNull()
    const res = await confirmer(ref)
    expect(res.status).toBe(201)
    expect(res.json.horsDelai).toBe(false)
  })
})
