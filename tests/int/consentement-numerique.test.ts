/**
 * The digital-file waiver, proven (docs/decisions/0132): two statements required by the server, stored
 * on the order with the wording and the server's time, written by no user, confirmed by the receipt,
 * and the first download of each file recorded with a keyed hash of the address.
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { desceller } from '@/lib/courriel/scellement'
import { confirmationParSession } from '@/lib/panier/confirmation'
import { TEXTES_CONSENTEMENT, texteConsentement } from '@/lib/commande/consentement'
import { jetonTelechargement } from '@/lib/commande/jeton'
import { refCommande } from '@/lib/commande/reference'
import type { Commande, Courriel } from '@/payload-types'

import { api } from '../support/api'
import { createStaff } from './helpers/fixtures'
import { type Boutique, demarrerBoutique } from './helpers/boutique'

let boutique: Boutique
let payload: Payload
const jetons: Record<'admin' | 'atelier', string> = { admin: '', atelier: '' }

beforeAll(async () => {
  boutique = await demarrerBoutique()
  ;({ payload } = boutique)
  await createStaff(payload)
  for (const qui of ['admin', 'atelier'] as const) {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: `${qui}@test.example`, password: 'motdepasse-test-1' },
    })
    jetons[qui] = token!
  }
})
afterAll(async () => boutique?.arreter())
beforeEach(() => {
  process.env.RATE_LIMITS = 'off'
})

const payer = (body: Record<string, unknown>) => api(payload, 'POST', '/commande/paiement', { body })
const compter = async () => (await payload.count({ collection: 'commandes', overrideAccess: true })).totalDocs

describe('checkout of a cart with a digital file', () => {
  it('requires both statements, each on its own, and creates nothing without them', async () => {
    const avant = await compter()
    const base = { slugs: ['respirer', 'stress'], email: 'deux@example.fr' }
    const sansRenonciation = await payer({ ...base, consentementNumerique: true })
    expect(sansRenonciation.status).toBe(400)
    expect(sansRenonciation.json).toEqual({
      error:
        'Pour les fichiers numériques, cochez la case par laquelle vous reconnaissez perdre votre droit de rétractation.',
    })
    for (const consentementNumerique of [undefined, false]) {
      const res = await payer({ ...base, consentementNumerique, renonciationRetractation: true })
      expect(res.status).toBe(400)
      expect(res.json.error).toBe(
        'Pour les fichiers numériques, cochez la case par laquelle vous demandez leur mise à disposition immédiate.',
      )
    }
    const faux = await payer({ ...base, consentementNumerique: true, renonciationRetractation: false })
    expect(faux.status).toBe(400)
    expect(await compter()).toBe(avant)
    // A printed-only cart needs neither.
    expect((await payer({ slugs: ['stress'], email: 'imprime@example.fr' })).status).toBe(201)
  })

  it('stores the exact wording shown and the server’s time, only for a cart with a file', async () => {
    const avant = Date.now()
    const c = await boutique.payee(['respirer', 'stress'], 'preuve@example.fr')
    const apres = Date.now()
    expect(c.consentementNumerique?.texte).toBe(texteConsentement())
    expect(c.consentementNumerique?.texte).toContain(TEXTES_CONSENTEMENT.fourniture)
    expect(c.consentementNumerique?.texte).toContain(TEXTES_CONSENTEMENT.renonciation)
    const le = Date.parse(c.consentementNumerique!.le!)
    expect(le).toBeGreaterThanOrEqual(avant - 1000)
    expect(le).toBeLessThanOrEqual(apres)
    const imprime = await boutique.payee(['stress'], 'sans-fichier@example.fr')
    expect(imprime.consentementNumerique?.le ?? null).toBeNull()
  })

  it('lets no admin or workshop write the consent or the downloads over REST', async () => {
    const c = await boutique.payee(['respirer'], 'rest@example.fr')
    for (const qui of ['admin', 'atelier'] as const) {
      const patch = (body: Record<string, unknown>) =>
        api(payload, 'PATCH', `/commandes/${c.id}`, {
          headers: { authorization: `JWT ${jetons[qui]}` },
          body,
        })
      const consentement = await patch({
        consentementNumerique: { le: '2020-01-01T00:00:00.000Z', texte: 'Rien coché' },
      })
      // Accepted, the fields dropped: the rest of a staff edit goes through.
      expect(consentement.status).toBe(200)
      const telechargements = await patch({
        premiersTelechargements: [{ slug: 'respirer', le: '2020-01-01T00:00:00.000Z' }],
      })
      expect(telechargements.status).toBeLessThan(500)
      const lu = await boutique.lire(c.id)
      expect(lu.consentementNumerique).toEqual(c.consentementNumerique)
      expect(lu.premiersTelechargements ?? []).toEqual([])
    }
  })

  it('confirms both statements in words in the receipt mail and on the confirmation page', async () => {
    const { session, commande } = await boutique.payeeAvecSession(['respirer'], 'recu-preuve@example.fr')
    const { docs } = await payload.find({
      collection: 'courriels',
      where: { cle: { equals: `recu:${commande.id}` } },
      overrideAccess: true,
    })
    const recu = docs[0] as Courriel
    // The outbox keeps bodies sealed (record 0162): the sender's key opens them.
    expect(desceller(recu.texte)).toMatch(
      /Le \d{1,2} \S+ \d{4} à \d{2}\u00a0h\u00a0\d{2}, avant le paiement, vous avez expressément demandé la mise à disposition immédiate de vos fichiers numériques et reconnu perdre ainsi votre droit de rétractation/,
    )
    expect(desceller(recu.texte)).toContain(TEXTES_CONSENTEMENT.renonciation)
    const page = await confirmationParSession(payload, session.id)
    expect(page?.consentement).toMatch(/^Le .* reconnu perdre ainsi votre droit de rétractation/)
  })
})

describe('first download of each file', () => {
  it('is recorded once per file with its time and a keyed hash of the address, never the address', async () => {
    const c = await boutique.payee(['respirer', 'stress'], 'telecharge@example.fr')
    const lien = `/commande/telechargement/${jetonTelechargement(await refCommande(payload, c), 'respirer')}`
    const adresse = '203.0.113.77'
    const avant = Date.now()
    expect((await api(payload, 'GET', lien, { headers: { 'x-forwarded-for': adresse } })).status).toBe(200)
    const premier = await boutique.lire(c.id)
    expect(premier.premiersTelechargements).toHaveLength(1)
    const [t] = premier.premiersTelechargements!
    expect(t.slug).toBe('respirer')
    expect(Date.parse(t.le)).toBeGreaterThanOrEqual(avant - 1000)
    expect(t.empreinteAdresse).toMatch(/^[0-9a-f]{32}$/)
    // Keyed: not the plain hash anyone could compute from the address.
    expect(createHash('sha256').update(adresse).digest('hex')).not.toContain(t.empreinteAdresse)
    expect(JSON.stringify(premier)).not.toContain(adresse)
    expect(premier.lignes).toEqual(c.lignes)

    // A later download from elsewhere changes nothing.
    expect((await api(payload, 'GET', lien, { headers: { 'x-forwarded-for': '198.51.100.9' } })).status).toBe(
      200,
    )
    const ensuite = (await boutique.lire(c.id)) as Commande
    expect(ensuite.premiersTelechargements).toEqual(premier.premiersTelechargements)
  })

  it('records nothing for a refused link', async () => {
    const c = await boutique.payee(['respirer'], 'refuse@example.fr')
    const faux = `${jetonTelechargement(await refCommande(payload, c), 'respirer')}x`
    expect((await api(payload, 'GET', `/commande/telechargement/${faux}`)).status).toBe(403)
    expect((await boutique.lire(c.id)).premiersTelechargements ?? []).toEqual([])
  })
})
