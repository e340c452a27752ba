import { afterEach, describe, expect, it, vi } from 'vitest'

import { createStorage, DEFAULT_SHORT_NAME, randomId, storageKey, toSlugList } from '@/lib/navigateur/storage'
import { VISITOR_ID_PATTERN } from '@/lib/catalogue/apiPublique/contrat'

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

/** A Storage whose every method throws, as in Safari's private mode or when quota is exceeded. */
const throwing = (): Storage =>
  ({
    getItem: () => {
      throw new DOMException('denied', 'SecurityError')
    },
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError')
    },
    removeItem: () => {
      throw new DOMException('denied', 'SecurityError')
    },
  }) as unknown as Storage

describe('storage keys', () => {
  it('prefixes the three keys with the short name', () => {
    const s = createStorage('atelier')
    expect(s.key('likes')).toBe('atelier-likes')
    expect(s.key('cart')).toBe('atelier-cart')
    expect(s.key('session')).toBe('atelier-session')
    expect(storageKey('x', 'cart')).toBe('x-cart')
  })

  it('defaults to mots-couleurs for a missing or blank short name', () => {
    expect(DEFAULT_SHORT_NAME).toBe('mots-couleurs')
    expect(createStorage().key('cart')).toBe('mots-couleurs-cart')
    expect(createStorage('  ').key('likes')).toBe('mots-couleurs-likes')
  })
})

describe('JSON values in localStorage', () => {
  it('writes JSON and reads it back', () => {
    const s = createStorage('mc')
    s.write('cart', ['a', 'b'])
    expect(localStorage.getItem('mc-cart')).toBe('["a","b"]')
    expect(s.read('cart', [])).toEqual(['a', 'b'])
  })

  it('returns the fallback for a missing key and for corrupt JSON', () => {
    const s = createStorage('mc')
    expect(s.read('likes', ['vide'])).toEqual(['vide'])
    localStorage.setItem('mc-likes', '{pas du json')
    expect(s.read('likes', [])).toEqual([])
  })

  it('removes a key', () => {
    const s = createStorage('mc')
    s.write('cart', ['a'])
    s.remove('cart')
    expect(localStorage.getItem('mc-cart')).toBeNull()
  })
})

describe('in-memory fallback', () => {
  it('works without localStorage at all', () => {
    const s = createStorage('mc', () => null)
    s.write('cart', ['a'])
    expect(s.read('cart', [])).toEqual(['a'])
    s.remove('cart')
    expect(s.read('cart', 'rien')).toBe('rien')
  })

  it('works when every localStorage call throws', () => {
    const s = createStorage('mc', throwing)
    expect(s.read('cart', [])).toEqual([])
    s.write('cart', ['a', 'b'])
    expect(s.read('cart', [])).toEqual(['a', 'b'])
    expect(() => s.remove('cart')).not.toThrow()
    expect(s.read('cart', [])).toEqual([])
  })

  it('works when reaching window.localStorage throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('disabled', 'SecurityError')
    })
    const s = createStorage('mc')
    s.write('likes', ['x'])
    expect(s.read('likes', [])).toEqual(['x'])
  })

  it('keeps the memory copy authoritative after a failed write (quota)', () => {
    localStorage.setItem('mc-cart', '["ancien"]')
    const s = createStorage('mc')
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    s.write('cart', ['nouveau'])
    expect(s.read('cart', [])).toEqual(['nouveau'])
    setItem.mockRestore()
    // Once storage works again, the value goes back to it.
    s.write('cart', ['suivant'])
    expect(localStorage.getItem('mc-cart')).toBe('["suivant"]')
    expect(s.read('cart', [])).toEqual(['suivant'])
  })
})

describe('session visitor id', () => {
  it('is created on first use with crypto.randomUUID, stored as JSON and reused', () => {
    const spy = vi.spyOn(crypto, 'randomUUID')
    const s = createStorage('mc')
    const id = s.visitorId()
    expect(spy).toHaveBeenCalledTimes(1)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(JSON.parse(localStorage.getItem('mc-session') as string)).toEqual({ visiteur: id })
    expect(s.visitorId()).toBe(id)
    expect(createStorage('mc').visitorId()).toBe(id)
    expect(spy).toHaveBeenCalledTimes(1)
  })

  it('replaces a corrupt or invalid stored value', () => {
    localStorage.setItem('mc-session', '"x"')
    const id = createStorage('mc').visitorId()
    expect(id).not.toBe('x')
    expect(VISITOR_ID_PATTERN.test(id)).toBe(true)
    localStorage.setItem('mc-session', '{corrompu')
    expect(VISITOR_ID_PATTERN.test(createStorage('mc').visitorId())).toBe(true)
  })

  it('reads the id stored before choices (a bare string) and keeps it beside the choices', () => {
    const id = 'a1b2c3d4-e5f6-4789-9abc-def012345678'
    localStorage.setItem('mc-session', JSON.stringify(id))
    const s = createStorage('mc')
    expect(s.visitorId()).toBe(id)
    expect(s.readChoix()).toEqual({})
    s.writeChoix({ douceur: { format: 'A2', quantite: 2 } })
    expect(JSON.parse(localStorage.getItem('mc-session') as string)).toEqual({
      visiteur: id,
      choix: { douceur: { format: 'A2', quantite: 2 } },
    })
    expect(createStorage('mc').visitorId()).toBe(id)
  })

  it('reads odd stored choices as the default format × 1', () => {
    localStorage.setItem(
      'mc-session',
      JSON.stringify({
        choix: { a: { format: '<b>', quantite: 11 }, b: 'x', c: { format: 'A4', quantite: 3 } },
      }),
    )
    expect(createStorage('mc').readChoix()).toEqual({
      a: { format: null, quantite: 1 },
      b: { format: null, quantite: 1 },
      c: { format: 'A4', quantite: 3 },
    })
    localStorage.setItem('mc-session', JSON.stringify({ choix: ['a'] }))
    expect(createStorage('mc').readChoix()).toEqual({})
  })

  it('stays stable for the page even without storage', () => {
    const s = createStorage('mc', throwing)
    expect(s.visitorId()).toBe(s.visitorId())
  })

  it('falls back to getRandomValues when randomUUID is missing', () => {
    vi.spyOn(crypto, 'randomUUID').mockImplementation(undefined as never)
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      const id = randomId()
      expect(id).toMatch(/^[0-9a-f]{32}$/)
      expect(randomId()).not.toBe(id)
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID
    }
  })
})

describe('toSlugList', () => {
  it('keeps distinct non-blank strings of an array, else nothing', () => {
    expect(toSlugList(['a', 'a', ' ', '', 3, null, 'b'])).toEqual(['a', 'b'])
    expect(toSlugList({ a: 1 })).toEqual([])
    expect(toSlugList('a')).toEqual([])
    expect(toSlugList(null)).toEqual([])
  })
})
