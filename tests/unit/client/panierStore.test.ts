import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createPanierStore, messageRetires } from '@/lib/navigateur/panierStore'
import { createStorage } from '@/lib/navigateur/storage'

import { produit } from './fixtures'

type Call = { url: string; body: { slugs: string[]; addedSlug?: string } }

/** A stand-in for the batch endpoint that answers the slugs it is asked for (except `inconnu`). */
function fakeBatch(answer?: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(url), body: JSON.parse(String(init?.body)) }
    calls.push(call)
    if (answer) return answer(call)
    return Response.json({ data: call.body.slugs.filter((s: string) => s !== 'inconnu').map(produit) })
  })
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch }
}

let umami: { track: ReturnType<typeof vi.fn> }
beforeEach(() => {
  umami = { track: vi.fn() }
  Object.assign(window, { umami })
})
afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
  delete (window as { umami?: unknown }).umami
})

const make = (answer?: Parameters<typeof fakeBatch>[0]) => {
  const batch = fakeBatch(answer)
  const retires = vi.fn()
  const store = createPanierStore(createStorage('mc'), batch.fetchImpl, retires)
  return { store, ...batch, retires, s: () => store.getState() }
}

describe('add', () => {
  it('adds a new slug, persists it, tracks "Add to Cart" and remembers it as last added', () => {
    const { s } = make()
    expect(s().add('a')).toBe(true)
    expect(s().slugs).toEqual(['a'])
    expect(s().lastAddedSlug).toBe('a')
    expect(umami.track).toHaveBeenCalledWith('Add to Cart', { slug: 'a' })
    expect(JSON.parse(localStorage.getItem('mc-cart') as string)).toEqual(['a'])
    s().add('b')
    expect(s().lastAddedSlug).toBe('b')
    expect(s().slugs).toEqual(['a', 'b'])
  })

  it('does nothing for a slug already present: no duplicate, no event, last added unchanged', () => {
    const { s } = make()
    s().add('a')
    s().add('b')
    umami.track.mockClear()
    expect(s().add('a')).toBe(false)
    expect(s().slugs).toEqual(['a', 'b'])
    expect(s().lastAddedSlug).toBe('b')
    expect(umami.track).not.toHaveBeenCalled()
  })

  it.each(['', '   ', '\t\n'])('rejects the blank slug %j with a warning and false', (blank) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { s } = make()
    expect(s().add(blank)).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(s().slugs).toEqual([])
    expect(umami.track).not.toHaveBeenCalled()
  })
})

describe('remove', () => {
  it('removes a present slug, persists and tracks "Remove from Cart"', () => {
    const { s } = make()
    s().add('a')
    s().add('b')
    expect(s().remove('a')).toBe(true)
    expect(s().slugs).toEqual(['b'])
    expect(JSON.parse(localStorage.getItem('mc-cart') as string)).toEqual(['b'])
    expect(umami.track).toHaveBeenLastCalledWith('Remove from Cart', { slug: 'a' })
  })

  it('does nothing for an absent slug', () => {
    const { s } = make()
    s().add('a')
    umami.track.mockClear()
    expect(s().remove('z')).toBe(false)
    expect(s().slugs).toEqual(['a'])
    expect(umami.track).not.toHaveBeenCalled()
  })

  it.each(['', '  '])('rejects the blank slug %j with a warning and false', (blank) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { s } = make()
    s().add('a')
    expect(s().remove(blank)).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(s().slugs).toEqual(['a'])
  })
})

describe('clear', () => {
  it('empties the cart and its storage', () => {
    const { s } = make()
    s().add('a')
    s().add('b')
    s().clear()
    expect(s().slugs).toEqual([])
    expect(s().lastAddedSlug).toBeNull()
    expect(JSON.parse(localStorage.getItem('mc-cart') as string)).toEqual([])
  })
})

describe('hydrate', () => {
  it('reads the stored cart, dropping duplicates and junk; corrupt JSON is an empty cart', () => {
    localStorage.setItem('mc-cart', JSON.stringify(['a', 'a', '', 7, 'b']))
    const { s } = make()
    expect(s().hydrated).toBe(false)
    s().hydrate()
    expect(s().slugs).toEqual(['a', 'b'])
    expect(s().hydrated).toBe(true)
    localStorage.setItem('mc-cart', '[pas du json')
    s().hydrate()
    expect(s().slugs).toEqual([])
  })
})

describe('fetchProducts', () => {
  it('posts the uncached slugs with addedSlug, caches the products by slug, resets lastAddedSlug', async () => {
    const { s, calls } = make()
    s().add('a')
    s().add('b')
    const pending = s().fetchProducts()
    expect(s().loading).toBe(true)
    await pending
    expect(calls).toEqual([{ url: '/api/produits/batch', body: { slugs: ['a', 'b'], addedSlug: 'b' } }])
    expect(Object.keys(s().products)).toEqual(['a', 'b'])
    expect(s().products.a.titre).toBe('Affiche a')
    expect(s().loading).toBe(false)
    expect(s().error).toBeNull()
    expect(s().lastAddedSlug).toBeNull()
  })

  it('fetches only slugs not cached yet, and nothing when all are cached', async () => {
    const { s, calls } = make()
    s().add('a')
    await s().fetchProducts()
    s().add('c')
    await s().fetchProducts()
    expect(calls[1].body).toEqual({ slugs: ['c'], addedSlug: 'c' })
    await s().fetchProducts()
    expect(calls).toHaveLength(2)
  })

  it('sends no addedSlug when nothing was added since the last success', async () => {
    localStorage.setItem('mc-cart', '["a"]')
    const { s, calls } = make()
    s().hydrate()
    await s().fetchProducts()
    expect(calls[0].body).toEqual({ slugs: ['a'] })
  })

  it('drops the lines the batch no longer knows, persisted, and announces them once', async () => {
    localStorage.setItem('mc-cart', '["a","inconnu","b"]')
    const { s, retires } = make()
    s().hydrate()
    await s().fetchProducts()
    expect(Object.keys(s().products)).toEqual(['a', 'b'])
    expect(s().slugs).toEqual(['a', 'b'])
    expect(JSON.parse(localStorage.getItem('mc-cart') as string)).toEqual(['a', 'b'])
    expect(retires).toHaveBeenCalledTimes(1)
    expect(retires).toHaveBeenCalledWith(['inconnu'])
    await s().fetchProducts()
    expect(retires).toHaveBeenCalledTimes(1)
  })

  it('drops nothing when the batch fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { s, retires } = make(() => new Response('{}', { status: 503, statusText: 'Service Unavailable' }))
    s().add('a')
    await s().fetchProducts()
    expect(s().slugs).toEqual(['a'])
    expect(retires).not.toHaveBeenCalled()
  })

  it('says in French how many products left the cart', () => {
    expect(messageRetires(1)).toBe('Un produit de votre panier n’est plus disponible\u00a0: il a été retiré.')
    expect(messageRetires(2)).toBe(
      '2 produits de votre panier ne sont plus disponibles\u00a0: ils ont été retirés.',
    )
  })

  it('splits more than 100 uncached slugs into requests of 100', async () => {
    const { s, calls } = make()
    for (let i = 0; i < 150; i++) s().add(`p-${i}`)
    await s().fetchProducts()
    expect(calls.map((c) => c.body.slugs.length)).toEqual([100, 50])
    expect(Object.keys(s().products)).toHaveLength(150)
  })
})

describe('fetchProducts when the batch fails or is slow', () => {
  it("keeps 'Failed to fetch products: ' + statusText when the answer is not ok, logged, lastAddedSlug kept", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { s } = make(() => new Response('{}', { status: 503, statusText: 'Service Unavailable' }))
    s().add('a')
    await s().fetchProducts()
    expect(s().error).toBe('Failed to fetch products: Service Unavailable')
    expect(error).toHaveBeenCalledWith('Failed to fetch products: Service Unavailable')
    expect(s().loading).toBe(false)
    expect(s().lastAddedSlug).toBe('a')
    expect(s().products).toEqual({})
  })

  it("keeps the error's message when fetch rejects, logged", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { s } = make(() => {
      throw new TypeError('NetworkError when attempting to fetch resource.')
    })
    s().add('a')
    await s().fetchProducts()
    expect(s().error).toBe('NetworkError when attempting to fetch resource.')
    expect(error).toHaveBeenCalledWith('NetworkError when attempting to fetch resource.')
    expect(s().loading).toBe(false)
  })

  it.each([
    ['a non-Error value', () => Promise.reject('raté')],
    ['an Error without message', () => Promise.reject(new Error(''))],
  ])("keeps 'Unknown error' for %s", async (_, answer) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { s } = make(answer as () => Promise<Response>)
    s().add('a')
    await s().fetchProducts()
    expect(s().error).toBe('Unknown error')
    expect(error).toHaveBeenCalledWith('Unknown error')
  })

  it('clears a previous error on the next success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const { s } = make((call) =>
      fail
        ? new Response('', { status: 500, statusText: 'Internal Server Error' })
        : Response.json({ data: call.body.slugs.map((s: string) => produit(s)) }),
    )
    s().add('a')
    await s().fetchProducts()
    expect(s().error).not.toBeNull()
    fail = false
    await s().fetchProducts()
    expect(s().error).toBeNull()
    expect(s().products.a).toBeDefined()
  })

  it('keeps a slug added while the request was in flight as lastAddedSlug', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => (release = r))
    const { s } = make(async (call) => {
      await gate
      return Response.json({ data: call.body.slugs.map((s: string) => produit(s)) })
    })
    s().add('a')
    const pending = s().fetchProducts()
    s().add('b')
    release()
    await pending
    expect(s().lastAddedSlug).toBe('b')
  })
})

describe('works without localStorage', () => {
  it('keeps the cart in memory when storage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    const { s } = make()
    expect(s().add('a')).toBe(true)
    expect(s().slugs).toEqual(['a'])
    s().hydrate()
    expect(s().slugs).toEqual(['a'])
  })
})
