// Deleting an image or a print file that a product still uses is refused in French (409), instead of
// leaving the product with an empty required field; an unused file is deleted.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Produit } from '@/payload-types'

import { api } from '../support/api'
import { createProduit, pngFile } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let produit: Produit
let jeton = ''
const id = (v: unknown) => (typeof v === 'object' && v !== null ? (v as { id: string | number }).id : v)

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  produit = await createProduit(payload, { titre: 'Souffle', slug: 'souffle' })
  await payload.create({
    collection: 'users',
    data: { email: 'editeur@fichiers.example', password: 'mot-de-passe-editeur', roles: ['editeur'] },
  })
  jeton = (
    await payload.login({
      collection: 'users',
      data: { email: 'editeur@fichiers.example', password: 'mot-de-passe-editeur' },
    })
  ).token!
})
afterAll(async () => cleanup?.())

const supprimer = (collection: string, cle: unknown) =>
  api(payload, 'DELETE', `/${collection}?where[id][equals]=${cle}`, {
    headers: { authorization: `JWT ${jeton}` },
  })

describe('files still in use', () => {
  it("refuses to delete a product's artwork, in French", async () => {
    const res = await supprimer('media', id(produit.illustration))
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(JSON.stringify(res.json)).toContain(
      'Ce fichier image est encore utilisé par 1\u00a0produit\u00a0: remplacez-le avant de le supprimer.',
    )
    const encore = await payload.findByID({ collection: 'media', id: id(produit.illustration) as never })
    expect(encore.id).toBe(id(produit.illustration))
  })

  it("refuses to delete a product's print file, even when only its draft uses it", async () => {
    const autre = await payload.create({
      collection: 'telechargements',
      data: {},
      file: await pngFile('nouvelle-impression.png'),
    })
    await payload.update({
      collection: 'produits',
      id: produit.id,
      data: { fichierNumerique: autre.id },
      draft: true,
    })
    await expect(payload.delete({ collection: 'telechargements', id: autre.id })).rejects.toMatchObject({
      status: 409,
      message:
        'Ce fichier d’impression est encore utilisé par 1\u00a0produit\u00a0: remplacez-le avant de le supprimer.',
    })
    const res = await supprimer('telechargements', id(produit.fichierNumerique))
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })

  it('deletes a file nothing uses', async () => {
    const libre = await payload.create({
      collection: 'media',
      data: { alt: 'Libre' },
      file: await pngFile('libre.png'),
    })
    const res = await supprimer('media', libre.id)
    expect(res.status).toBe(200)
    expect(
      (await payload.count({ collection: 'media', where: { id: { equals: libre.id } } })).totalDocs,
    ).toBe(0)
  })
})
