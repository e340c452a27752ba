import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type FormatOffert, FORMATS_PAR_DEFAUT } from '@/lib/catalogue/formatsImpression'

import { routeur } from '../support/api'

import { createProduit } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>

type Produit = { slug: string; prix: number; formats: FormatOffert[] }

/** A request under /api as Next routes it (tests/support/routesNext.ts). */
async function call(path: string, body?: unknown) {
  const res = await routeur(
    payload,
    new Request(`http://localhost/api${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    }),
  )
  return { status: res.status, json: await res.json() }
}
const resume = (formats: FormatOffert[]) => formats.map((f) => `${f.code}:${f.prix}${f.parDefaut ? '*' : ''}`)

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  await createProduit(payload, { titre: 'Je mérite la douceur', livraison: 'imprime', prix: 2400 })
  await createProduit(payload, {
    titre: 'Respirer',
    livraison: 'imprime',
    prix: 2000,
    formats: [{ code: 'A4' }, { code: 'A2', prix: 3990 }],
  })
  await createProduit(payload, { titre: 'Le fichier', livraison: 'numerique', prix: 900 })
})
afterAll(async () => cleanup?.())

describe('formats in the product API', () => {
  it('GET /api/produits/{slug}: every active format for an unedited product, the default at its price', async () => {
    const { status, json } = await call('/produits/je-merite-la-douceur')
    expect(status).toBe(200)
    const produit = json as Produit
    expect(produit.prix).toBe(2400)
    expect(resume(produit.formats)).toEqual(['A5:1200', 'A4:1800', 'A3:2400*', 'A2:3600', '50x70:4800'])
    expect(produit.formats[2]).toMatchObject({ libelle: 'A3', largeurCm: 29.7, hauteurCm: 42 })
  })

  it('the batch carries the product’s own formats, and none for a file', async () => {
    const { status, json } = await call('/produits/batch', { slugs: ['respirer', 'le-fichier'] })
    expect(status).toBe(200)
    const [respirer, fichier] = (json as { data: Produit[] }).data
    // A3 not offered: the first offered format is the default, at `prix`.
    expect(resume(respirer.formats)).toEqual(['A4:2000*', 'A2:3990'])
    expect(fichier.formats).toEqual([])
  })

  it('follows the shop’s list in the reglages (an inactive format, a fixed price)', async () => {
    const formats = FORMATS_PAR_DEFAUT.map((f) =>
      f.code === 'A5' ? { ...f, actif: false } : f.code === 'A4' ? { ...f, prix: 1500, facteur: null } : f,
    )
    await payload.updateGlobal({ slug: 'reglages', data: { formatsImpression: formats } as never })
    const { json } = await call('/produits/je-merite-la-douceur')
    expect(resume((json as Produit).formats)).toEqual(['A4:1500', 'A3:2400*', 'A2:3600', '50x70:4800'])
  })

  it('refuses a product format that is not in the shop’s list, in French, with the valid codes, drafts included', async () => {
    const liste = 'Formats des réglages\u00a0: A5 (A5 carte), A4, A3, A2, 50x70 (50 × 70 cm).'
    await expect(
      createProduit(payload, { titre: 'Inconnu', livraison: 'imprime', formats: [{ code: 'A0' }] }),
    ).rejects.toThrow(`Format inconnu\u00a0: «\u00a0A0\u00a0». ${liste}`)
    await expect(
      createProduit(payload, {
        titre: 'Brouillon inconnu',
        livraison: 'imprime',
        formats: [{ code: 'B1' }],
        _status: 'draft',
      }),
    ).rejects.toThrow(`«\u00a0B1\u00a0». ${liste}`)
  })

  it('keeps a code written in another case as the settings’ code (« a2 » is « A2 »), in a draft too', async () => {
    const p = await createProduit(payload, {
      titre: 'Minuscules',
      livraison: 'imprime',
      formats: [{ code: 'a2' }],
      _status: 'draft',
    })
    expect((p as unknown as Produit).formats.map((f) => f.code)).toEqual(['A2'])
  })
})
