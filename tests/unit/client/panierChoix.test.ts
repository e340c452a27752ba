import { afterEach, describe, expect, it, vi } from 'vitest'

import { choixDe, createPanierStore, lignesDuPanier } from '@/lib/navigateur/panierStore'
import { createStorage } from '@/lib/navigateur/storage'
import { FORMATS_PAR_DEFAUT, formatsDuProduit } from '@/lib/catalogue/formatsImpression'

import { produit } from './fixtures'

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

/** The batch answers printed products offering the seeded formats but 50x70. */
const imprime = (slug: string) => {
  const p = produit(slug, { livraison: 'imprime', prix: 2400 })
  const formats = formatsDuProduit(p, FORMATS_PAR_DEFAUT).filter((f) => f.code !== '50x70')
  return { ...p, formats }
}
const batch = (async (_url: RequestInfo | URL, init?: RequestInit) =>
  Response.json({ data: JSON.parse(String(init?.body)).slugs.map(imprime) })) as typeof fetch

const make = () => {
  const store = createPanierStore(createStorage('mc'), batch, () => {})
  return { store, s: () => store.getState() }
}
const session = () => JSON.parse(localStorage.getItem('mc-session') ?? 'null')

describe('choices of format and quantity', () => {
  it('default to the default format × 1 (a cart from before formats)', () => {
    localStorage.setItem('mc-cart', JSON.stringify(['a', 'b']))
    const { s } = make()
    s().hydrate()
    expect(choixDe(s(), 'a')).toEqual({ format: null, quantite: 1 })
    expect(lignesDuPanier(s())).toEqual([
      { slug: 'a', format: null, quantite: 1 },
      { slug: 'b', format: null, quantite: 1 },
    ])
    // The cart key keeps the spec's shape.
    expect(JSON.parse(localStorage.getItem('mc-cart') as string)).toEqual(['a', 'b'])
  })

  it('are set for a slug of the cart, kept in the session key, and read back by another store', () => {
    const { s } = make()
    s().add('a')
    expect(s().choisirFormat('a', 'A2')).toBe(true)
    expect(s().choisirQuantite('a', 2)).toBe(true)
    expect(choixDe(s(), 'a')).toEqual({ format: 'A2', quantite: 2 })
    expect(session().choix).toEqual({ a: { format: 'A2', quantite: 2 } })
    expect(JSON.parse(localStorage.getItem('mc-cart') as string)).toEqual(['a'])
    const autre = make()
    autre.s().hydrate()
    expect(choixDe(autre.s(), 'a')).toEqual({ format: 'A2', quantite: 2 })
  })

  it('refuse a slug outside the cart, a malformed code and a quantity outside 1–10', () => {
    const { s } = make()
    s().add('a')
    expect(s().choisirFormat('z', 'A2')).toBe(false)
    expect(s().choisirQuantite('z', 2)).toBe(false)
    expect(s().choisirFormat('a', '<A2>')).toBe(false)
    for (const n of [0, 11, 2.5, Number.NaN]) expect(s().choisirQuantite('a', n)).toBe(false)
    expect(s().choisirQuantite('a', 10)).toBe(true)
    expect(choixDe(s(), 'z')).toEqual({ format: null, quantite: 1 })
    expect(choixDe(s(), 'a')).toEqual({ format: null, quantite: 10 })
    expect(s().choisirFormat('a', 'A4')).toBe(true)
    expect(s().choisirFormat('a', null)).toBe(true)
    expect(choixDe(s(), 'a')).toEqual({ format: null, quantite: 10 })
  })

  it('come with an add, and leave with the slug (remove, clear)', () => {
    const { s } = make()
    expect(s().add('a', { format: 'A4' })).toBe(true)
    s().add('b', { quantite: 3 })
    expect(lignesDuPanier(s())).toEqual([
      { slug: 'a', format: 'A4', quantite: 1 },
      { slug: 'b', format: null, quantite: 3 },
    ])
    s().remove('a')
    expect(s().choix).toEqual({ b: { format: null, quantite: 3 } })
    expect(session().choix).toEqual({ b: { format: null, quantite: 3 } })
    s().clear()
    expect(session().choix).toEqual({})
  })

  it('keep the visitor id of the session key', () => {
    const storage = createStorage('mc')
    const id = storage.visitorId()
    const store = createPanierStore(storage, batch, () => {})
    store.getState().add('a', { format: 'A3' })
    expect(session()).toEqual({ visiteur: id, choix: { a: { format: 'A3', quantite: 1 } } })
    expect(createStorage('mc').visitorId()).toBe(id)
  })

  it('drop, on hydrate, the choice of a slug another tab removed', () => {
    const { s } = make()
    s().add('a', { format: 'A2' })
    localStorage.setItem('mc-cart', JSON.stringify([]))
    s().hydrate()
    expect(s().choix).toEqual({})
  })

  it('fall back to the default format when the product no longer offers the chosen one', async () => {
    const { s } = make()
    s().add('a', { format: '50x70', quantite: 2 })
    s().add('b', { format: 'A2' })
    await s().fetchProducts()
    expect(choixDe(s(), 'a')).toEqual({ format: null, quantite: 2 })
    expect(choixDe(s(), 'b')).toEqual({ format: 'A2', quantite: 1 })
    expect(session().choix.a).toEqual({ format: null, quantite: 2 })
  })
})
