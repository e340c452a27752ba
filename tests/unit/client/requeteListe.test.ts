import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'

import { fetchListe, requeteListe } from '@/lib/navigateur/api'

describe('requeteListe (GET /api/produits query)', () => {
  it('sorts the keys alphabetically', () => {
    expect(requeteListe({ tri: 'titre', audience: 'psychologue', page: 2, limit: 12 })).toBe(
      'audience=psychologue&limit=12&page=2&tri=titre',
    )
  })

  it('drops empty, blank, null and undefined values, keeps 0 and false', () => {
    expect(
      requeteListe({
        q: '',
        collection: '   ',
        audience: null,
        theme: undefined,
        page: 0,
        coupDeCoeur: false,
      }),
    ).toBe('coupDeCoeur=false&page=0')
    expect(requeteListe({})).toBe('')
  })

  it('encodes values', () => {
    expect(requeteListe({ q: 'cœur & âme' })).toBe('q=c%C5%93ur+%26+%C3%A2me')
  })

  it('gives one spelling whatever the order of the keys (generated filters)', () => {
    const valeur = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    )
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), valeur), (filtres) => {
        const qs = requeteListe(filtres)
        const inverse = Object.fromEntries(Object.entries(filtres).reverse())
        expect(requeteListe(inverse)).toBe(qs)
        const keys = [...new URLSearchParams(qs).keys()]
        expect(keys).toEqual([...keys].sort())
        for (const [k, v] of new URLSearchParams(qs)) {
          expect(v.trim()).not.toBe('')
          expect(String(filtres[k])).toBe(v)
        }
      }),
    )
  })
})

describe('fetchListe', () => {
  it('calls GET /api/produits with the built query, and no `?` without filters', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ docs: [], page: 1, totalPages: 0, totalDocs: 0 }))
    await fetchListe({ tri: 'recent', audience: '' }, fetchImpl as unknown as typeof fetch)
    await fetchListe({ q: undefined }, fetchImpl as unknown as typeof fetch)
    expect(fetchImpl.mock.calls.map((c) => (c as unknown[])[0])).toEqual([
      '/api/produits?tri=recent',
      '/api/produits',
    ])
  })

  it('throws on a non-ok answer', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 400, statusText: 'Bad Request' }))
    await expect(fetchListe({ limit: 0 }, fetchImpl as unknown as typeof fetch)).rejects.toThrow('400')
  })
})
