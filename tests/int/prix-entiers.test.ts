/**
 * Amounts are integer cents (src/fields/euros.ts). Payload turns a number field's string into
 * parseFloat(string), so an API client sending "12,00" got 12 cents stored: every champEuros field now
 * refuses a value that is not a number, on every path (REST router, local API), with a French 400.
 */
import type { Payload } from 'payload'
import { ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api } from '../support/api'
import { createProduit, pngFile } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let jeton: string
let illustration: number | string
let fichierNumerique: number | string

const rest = (method: string, path: string, body: unknown) =>
  api(payload, method, path, { body, headers: { authorization: `JWT ${jeton}` } })

const PRIX = '«\u00a0Prix\u00a0» doit être un nombre entier de centimes (1200 = 12,00\u00a0€).'

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  const identifiants = { email: 'admin@prix.example', password: 'mot-de-passe-solide-42' }
  await payload.create({ collection: 'users', data: { ...identifiants, roles: ['admin'] } })
  jeton = (await payload.login({ collection: 'users', data: identifiants })).token!
  illustration = (
    await payload.create({ collection: 'media', data: { alt: 'Œuvre' }, file: await pngFile() })
  ).id
  fichierNumerique = (
    await payload.create({ collection: 'telechargements', data: {}, file: await pngFile('f.png') })
  ).id
})
afterAll(async () => cleanup())

const nouveau = (prix: unknown) => ({
  titre: `Prix ${JSON.stringify(prix)}`,
  extrait: 'Une affiche.',
  illustration,
  fichierNumerique,
  categorie: 'affiche',
  livraison: 'numerique',
  prix,
  _status: 'published',
})

/** The field errors of Payload's 400 answer. */
const erreurs = (json: { errors: { data?: { errors: { path: string; message: string }[] } }[] }) =>
  json.errors.flatMap((e) => e.data?.errors ?? []).map(({ path, message }) => ({ path, message }))

describe('an amount in cents that is not a number', () => {
  it.each(['12,00', '1200', ' 12 ', true, { centimes: 1200 }])(
    'POST /api/produits refuses prix %j in French, and creates nothing',
    async (prix) => {
      const avant = (await payload.count({ collection: 'produits' })).totalDocs
      const res = await rest('POST', '/produits', nouveau(prix))
      expect(res.status).toBe(400)
      expect(erreurs(res.json)).toEqual([{ path: 'prix', message: PRIX }])
      expect(res.json.errors[0].message).toMatch(/^Le champ suivant n’est pas valide/)
      expect((await payload.count({ collection: 'produits' })).totalDocs).toBe(avant)
    },
  )

  it('PATCH /api/produits/{id} refuses "15,00" and keeps the price; a number of cents is taken', async () => {
    const produit = await createProduit(payload, { titre: 'Prix modifié', prix: 1200 })
    const refus = await rest('PATCH', `/produits/${produit.id}`, { prix: '15,00' })
    expect(refus.status).toBe(400)
    expect(erreurs(refus.json)).toEqual([{ path: 'prix', message: PRIX }])
    const lu = await payload.findByID({ collection: 'produits', id: produit.id })
    expect(lu.prix).toBe(1200)

    const pris = await rest('PATCH', `/produits/${produit.id}`, { prix: 1500 })
    expect(pris.status).toBe(200)
    expect(pris.json.doc.prix).toBe(1500)
  })

  it('a number that is not a whole number of cents is refused too (12.5)', async () => {
    const res = await rest('POST', '/produits', nouveau(12.5))
    expect(res.status).toBe(400)
    expect(erreurs(res.json)[0]).toMatchObject({
      path: 'prix',
      message: expect.stringMatching(/^Montant invalide/),
    })
  })

  it('the local API refuses it as well', async () => {
    const refus = payload.create({ collection: 'produits', data: nouveau('12,00') as never })
    await expect(refus).rejects.toBeInstanceOf(ValidationError)
    await expect(refus).rejects.toMatchObject({ data: { errors: [{ path: 'prix', message: PRIX }] } })
  })

  it('the settings’ amounts too, through REST and the local API', async () => {
    const res = await rest('POST', '/globals/reglages', { fraisDePort: '5,90' })
    expect(res.status).toBe(400)
    expect(erreurs(res.json)).toEqual([
      {
        path: 'fraisDePort',
        message:
          '«\u00a0Frais de port des imprimés (carton plat)\u00a0» doit être un nombre entier de centimes (1200 = 12,00\u00a0€).',
      },
    ])
    await expect(
      payload.updateGlobal({ slug: 'reglages', data: { livraisonOfferteDes: '60' as never } }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'livraisonOfferteDes' }] } })
    const reglages = await payload.findGlobal({ slug: 'reglages' })
    expect([reglages.fraisDePort, reglages.livraisonOfferteDes]).toEqual([590, 6000])
    expect((await rest('POST', '/globals/reglages', { fraisDePort: 650 })).status).toBe(200)
  })
})
