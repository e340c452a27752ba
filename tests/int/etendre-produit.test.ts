import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'

import { lireProduitApi, type ProduitApi } from '@/lib/catalogue/api'
import { lireProduitPage, type ProduitPage } from '@/lib/catalogue/page'
import { toPublicProduitTarife } from '@/lib/catalogue/publicProduit'
import {
  CHAMPS_API,
  CHAMPS_PAGE,
  SELECTION_API,
  SELECTION_PAGE,
  valeursDe,
  type ValeursDe,
} from '@/lib/catalogue/selections'

import { routeur } from '../support/api'

import { createProduit } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

/**
 * docs/etendre.md, « Un champ de produit »: a field declared on the collection and added to CHAMPS_PAGE
 * (the product page) or CHAMPS_API (GET /api/produits/{slug} alone) comes out of its read, typed, with
 * no other file to change; the cards (and the shape tests that pin them) do not get it.
 */
let payload: Payload
let cleanup: () => Promise<void>
let slug: string

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  slug = (await createProduit(payload, { titre: 'Champ en plus', ventes: 7 })).slug as string
})
afterAll(async () => cleanup())

// The card as the page and the API give it: with its print formats, priced (src/lib/catalogue/publicProduit.ts).
const carte = Object.keys(
  toPublicProduitTarife(
    { slug: 's', titre: 't', extrait: 'e', prix: 1, livraison: 'imprime', categorie: 'affiche' },
    [],
  ),
)
const trie = (cles: string[]) => [...new Set(cles)].sort()

describe('a product field, by the recipe', () => {
  it('the product page is the card, CHAMPS_PAGE and the facet values', async () => {
    const page = await lireProduitPage(payload, slug)
    expect(trie(Object.keys(page!))).toEqual(trie([...carte, ...Object.keys(CHAMPS_PAGE), 'id', 'facettes']))
  })

  it('GET /api/produits/{slug} is the card, CHAMPS_API and the facet values', async () => {
    const lu = await lireProduitApi(payload, slug)
    expect(trie(Object.keys(lu!.produit))).toEqual(trie([...carte, ...Object.keys(CHAMPS_API), 'facettes']))
    const res = await routeur(payload, new Request(`http://localhost/api/produits/${slug}`))
    expect(trie(Object.keys(await res.json()))).toEqual(trie(Object.keys(lu!.produit)))
  })

  it('a field added to a selection is read and typed from it (here `ventes`, a stored field)', async () => {
    const CHAMPS_API_PLUS = { ...CHAMPS_API, ventes: true } as const
    const { docs } = await payload.find({
      collection: 'produits',
      where: { slug: { equals: slug } },
      select: { ...SELECTION_API, ventes: true },
      depth: 0,
    })
    const valeurs = valeursDe(docs[0], CHAMPS_API_PLUS)
    expect(valeurs).toEqual({ ...valeursDe(docs[0], CHAMPS_API), ventes: 7 })
    expectTypeOf(valeurs.ventes).toEqualTypeOf<number | null>()
    // Without it in the selection, the field is not read at all.
    const sans = await payload.find({
      collection: 'produits',
      where: { slug: { equals: slug } },
      select: SELECTION_API,
    })
    expect(sans.docs[0]).not.toHaveProperty('ventes')
  })

  it('the types follow the selections', () => {
    expectTypeOf<ProduitPage>().toMatchTypeOf<ValeursDe<typeof CHAMPS_PAGE>>()
    expectTypeOf<ProduitPage['publishedAt']>().toEqualTypeOf<string | null>()
    expectTypeOf<ProduitApi>().toMatchTypeOf<ValeursDe<typeof CHAMPS_API>>()
    expect(Object.keys(SELECTION_PAGE)).toEqual(expect.arrayContaining(Object.keys(CHAMPS_PAGE)))
    expect(Object.keys(SELECTION_API)).toEqual(expect.arrayContaining(Object.keys(CHAMPS_API)))
  })
})
