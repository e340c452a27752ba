import { afterEach, describe, expect, it, vi } from 'vitest'

import { createLikesStore } from '@/lib/navigateur/likesStore'
import { createStorage } from '@/lib/navigateur/storage'

type Call = { url: string; method: string; visitor: string | null }

/** A stand-in for the like endpoints keeping a real count per slug and visitor. */
function fakeApi(fail?: () => Response | never) {
  const calls: Call[] = []
  const likers = new Map<string, Set<string>>()
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const visitor = new Headers(init?.headers).get('x-visitor-id')
    const method = init?.method ?? 'GET'
    calls.push({ url: String(url), method, visitor })
    if (fail) return fail()
    const slug = decodeURIComponent(String(url).split('/')[3])
    const set = likers.get(slug) ?? new Set<string>()
    likers.set(slug, set)
    if (method === 'POST') set.add(visitor as string)
    if (method === 'DELETE') set.delete(visitor as string)
    return Response.json({ likes: set.size, liked: set.has(visitor as string) })
  })
  return { calls, likers, fetchImpl: fetchImpl as unknown as typeof fetch }
}

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

const make = (fail?: () => Response | never) => {
  const api = fakeApi(fail)
  const storage = createStorage('mc')
  const store = createLikesStore(storage, api.fetchImpl)
  return { ...api, storage, store, s: () => store.getState() }
}

describe('likes store: toggle', () => {
  it('likes with POST and the visitor id, persists the slug, takes the server count', async () => {
    const { s, calls, storage } = make()
    expect(await s().toggle('a')).toBe(true)
    expect(calls).toEqual([{ url: '/api/produits/a/like', method: 'POST', visitor: storage.visitorId() }])
    expect(s().liked).toEqual(['a'])
    expect(s().counts.a).toBe(1)
    expect(JSON.parse(localStorage.getItem('mc-likes') as string)).toEqual(['a'])
  })

  it('unlikes with DELETE', async () => {
    const { s, calls } = make()
    await s().toggle('a')
    expect(await s().toggle('a')).toBe(true)
    expect(calls[1].method).toBe('DELETE')
    expect(s().liked).toEqual([])
    expect(s().counts.a).toBe(0)
  })

  it('is optimistic: liked and count change before the answer', async () => {
    let release: (r: Response) => void = () => {}
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (release = r)))
    const store = createLikesStore(createStorage('mc'), fetchMock as unknown as typeof fetch)
    store.setState({ counts: { a: 4 } })
    const pending = store.getState().toggle('a')
    expect(store.getState().liked).toEqual(['a'])
    expect(store.getState().counts.a).toBe(5)
    expect(store.getState().pending).toEqual(['a'])
    // A second click while the first is in flight is ignored: no second request.
    const second = store.getState().toggle('a')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    release(Response.json({ likes: 7, liked: true }))
    expect(await second).toBe(false)
    await pending
    expect(store.getState().counts.a).toBe(7)
    expect(store.getState().pending).toEqual([])
    expect(store.getState().liked).toEqual(['a'])
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('rolls back liked and count when the call fails (network or HTTP error)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const down = make(() => {
      throw new TypeError('Failed to fetch')
    })
    down.s().hydrate()
    expect(await down.s().toggle('a')).toBe(false)
    expect(down.s().liked).toEqual([])
    expect(down.s().counts.a).toBeUndefined()
    expect(JSON.parse(localStorage.getItem('mc-likes') as string)).toEqual([])

    localStorage.setItem('mc-likes', '["b"]')
    const refused = make(() =>
      Response.json({ error: 'Trop de requêtes' }, { status: 429, statusText: 'Too Many Requests' }),
    )
    refused.s().hydrate()
    refused.store.setState({ counts: { b: 3 } })
    expect(await refused.s().toggle('b')).toBe(false)
    expect(refused.s().liked).toEqual(['b'])
    expect(refused.s().counts.b).toBe(3)
  })
})

describe('likes store: refresh and storage', () => {
  it('refresh reads the count and this visitor’s like from the server, which wins over local state', async () => {
    const { s, likers, storage, calls } = make()
    likers.set('a', new Set(['autre', storage.visitorId()]))
    await s().refresh('a')
    expect(calls[0]).toEqual({ url: '/api/produits/a/likes', method: 'GET', visitor: storage.visitorId() })
    expect(s().counts.a).toBe(2)
    expect(s().liked).toEqual(['a'])
    likers.set('a', new Set(['autre']))
    await s().refresh('a')
    expect(s().liked).toEqual([])
  })

  it('refresh failures keep the current state', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { s } = make(() => {
      throw new TypeError('Failed to fetch')
    })
    await expect(s().refresh('a')).resolves.toBeUndefined()
    expect(s().counts).toEqual({})
  })

  it('hydrates from storage; corrupt JSON is no likes; blank slugs are refused', async () => {
    localStorage.setItem('mc-likes', '["a","a",""]')
    const { s, calls } = make()
    s().hydrate()
    expect(s().liked).toEqual(['a'])
    expect(s().hydrated).toBe(true)
    localStorage.setItem('mc-likes', 'corrompu')
    s().hydrate()
    expect(s().liked).toEqual([])
    expect(await s().toggle('  ')).toBe(false)
    expect(calls).toEqual([])
  })
})
