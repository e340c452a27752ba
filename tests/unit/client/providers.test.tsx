import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { AddToPanierButton } from '@/components/client/AddToPanierButton'
import { PanierLink } from '@/components/client/PanierLink'
import { usePanier } from '@/components/client/PanierProvider'
import { LikeButton } from '@/components/client/LikeButton'
import { LikesLink } from '@/components/client/LikesLink'
import { useLikes } from '@/components/client/LikesProvider'
import Providers from '@/components/client/Providers'
import { useZoom } from '@/components/client/ZoomProvider'
import { registerServiceWorker } from '@/lib/navigateur/serviceWorker'
import { remove as removeToasts } from '@/lib/navigateur/toast'

type Call = { url: string; method: string; body: unknown; visitor: string | null }
let calls: Call[]
let likes: number
let failLikes: boolean

/** Stand-in for the shop's API (batch and likes), recording the calls. */
function api(url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const method = init?.method ?? 'GET'
  const body = init?.body ? JSON.parse(String(init.body)) : undefined
  calls.push({ url: String(url), method, body, visitor: new Headers(init?.headers).get('x-visitor-id') })
  if (String(url) === '/api/produits/batch') {
    const slugs = (body as { slugs: string[] }).slugs
    return Promise.resolve(Response.json({ data: slugs.map((slug) => ({ slug, titre: slug })) }))
  }
  if (failLikes) return Promise.reject(new TypeError('Failed to fetch'))
  if (method === 'POST') likes += 1
  if (method === 'DELETE') likes -= 1
  return Promise.resolve(Response.json({ likes, liked: method === 'POST' }))
}

beforeEach(() => {
  calls = []
  likes = 4
  failLikes = false
  vi.stubGlobal('fetch', vi.fn(api))
})
afterEach(() => {
  removeToasts()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('hooks outside their providers', () => {
  it.each([
    ['usePanier', usePanier, 'usePanier must be used within a PanierProvider'],
    ['useLikes', useLikes, 'useLikes must be used within a LikesProvider'],
    ['useZoom', useZoom, 'useZoom must be used within a ZoomProvider'],
  ] as const)('%s throws an Error naming its provider', (_, hook, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Naked = () => {
      hook()
      return null
    }
    expect(() => render(<Naked />)).toThrow(message)
  })

  it('work inside Providers', () => {
    const Inside = () => {
      usePanier()
      useLikes()
      useZoom()
      return <p>ok</p>
    }
    render(
      <Providers shortName="mc">
        <Inside />
      </Providers>,
    )
    expect(screen.getByText('ok')).toBeTruthy()
  })
})

describe('cart components', () => {
  it('adds with a toast, fetches with addedSlug, shows the count, removes with a toast', async () => {
    render(
      <Providers shortName="mc">
        <PanierLink />
        <AddToPanierButton slug="respirer" />
      </Providers>,
    )
    const button = await screen.findByRole('button', { name: 'Ajouter au panier' })
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(button)
    expect(await screen.findByText('Ajouté au panier')).toBeTruthy()
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          url: '/api/produits/batch',
          body: { slugs: ['respirer'], addedSlug: 'respirer' },
        }),
      ),
    )
    expect(JSON.parse(localStorage.getItem('mc-cart') as string)).toEqual(['respirer'])
    expect(screen.getByRole('link', { name: 'Panier (1\u00a0article)' }).getAttribute('href')).toBe(
      '/commande',
    )
    expect(screen.getByTestId('cart-count').textContent).toBe('1')

    fireEvent.click(screen.getByRole('button', { name: 'Retirer du panier' }))
    expect(await screen.findByText('Retiré du panier')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Panier (0\u00a0article)' })).toBeTruthy()
    expect(JSON.parse(localStorage.getItem('mc-cart') as string)).toEqual([])
  })

  it('reads the stored cart after mount and follows other tabs through storage events', async () => {
    localStorage.setItem('mc-cart', '["a","b"]')
    render(
      <Providers shortName="mc">
        <PanierLink />
      </Providers>,
    )
    expect(await screen.findByRole('link', { name: 'Panier (2\u00a0articles)' })).toBeTruthy()
    localStorage.setItem('mc-cart', '["a","b","c"]')
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'mc-cart', newValue: '["a","b","c"]' }))
    })
    expect(screen.getByTestId('cart-count').textContent).toBe('3')
    localStorage.setItem('autre-cart', '[]')
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'autre-cart', newValue: '[]' }))
    })
    expect(screen.getByTestId('cart-count').textContent).toBe('3')
  })
})

describe('like button', () => {
  const renderLike = () =>
    render(
      <Providers shortName="mc">
        <LikesLink />
        <LikeButton slug="respirer" initialLikes={2} />
      </Providers>,
    )

  it('shows the live count, likes with the visitor id and a French toast', async () => {
    renderLike()
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('4'))
    const visitor = JSON.parse(localStorage.getItem('mc-session') as string).visiteur
    expect(calls[0]).toMatchObject({ url: '/api/produits/respirer/likes', method: 'GET', visitor })
    fireEvent.click(screen.getByRole('button', { name: 'J’aime cette affiche' }))
    expect(await screen.findByText('Ajoutée à vos affiches aimées')).toBeTruthy()
    expect(screen.getByTestId('like-count').textContent).toBe('5')
    expect(
      screen.getByRole('button', { name: 'Je n’aime plus cette affiche' }).getAttribute('aria-pressed'),
    ).toBe('true')
    expect(screen.getByRole('link', { name: 'Mes affiches aimées (1)' }).getAttribute('href')).toBe(
      '/mes-affiches-aimees',
    )
    expect(calls.at(-1)).toMatchObject({ url: '/api/produits/respirer/like', method: 'POST', visitor })
  })

  it('rolls back and shows an error toast when the like fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderLike()
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('4'))
    failLikes = true
    fireEvent.click(screen.getByRole('button', { name: 'J’aime cette affiche' }))
    expect(await screen.findByText(/Votre j’aime n’a pas pu être enregistré/)).toBeTruthy()
    expect(screen.getByTestId('like-count').textContent).toBe('4')
    expect(screen.getByRole('button', { name: 'J’aime cette affiche' }).getAttribute('aria-pressed')).toBe(
      'false',
    )
    expect(JSON.parse(localStorage.getItem('mc-likes') as string)).toEqual([])
  })

  it('keeps the server-rendered count when the count cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    failLikes = true
    renderLike()
    await act(async () => {})
    expect(screen.getByTestId('like-count').textContent).toBe('2')
  })
})

describe('service worker registration', () => {
  const withSw = (register: (url: string, options?: RegistrationOptions) => Promise<unknown>) => {
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { register: vi.fn(register) },
      configurable: true,
    })
    return (navigator as unknown as { serviceWorker: { register: ReturnType<typeof vi.fn> } }).serviceWorker
      .register
  }
  afterEach(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker
  })

  it('registers /sw.js (with the build version) on window load', async () => {
    const register = withSw(() => Promise.resolve({}))
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    registerServiceWorker('abc')
    expect(register).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    expect(register).toHaveBeenCalledWith('/sw.js?v=abc', { scope: '/' })
    readyState.mockReturnValue('complete')
    registerServiceWorker('abc')
    expect(register).toHaveBeenCalledTimes(2)
  })

  it('Providers registers it; a failure is logged as "SW registration failed" and nothing is shown', async () => {
    const failure = new Error('SecurityError')
    const register = withSw(() => Promise.reject(failure))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = render(
      <Providers shortName="mc">
        <p>page</p>
      </Providers>,
    )
    await waitFor(() => expect(error).toHaveBeenCalledWith('SW registration failed', failure))
    expect(register.mock.calls[0][0]).toMatch(/^\/sw\.js\?v=/)
    expect(container.textContent).toBe('page')
    expect(container.querySelector('[data-sonner-toast]')).toBeNull()
  })

  it('a synchronous throw is logged the same way; no service worker support means nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    withSw(() => {
      throw new TypeError('boom')
    })
    registerServiceWorker('v')
    expect(error).toHaveBeenCalledWith('SW registration failed', expect.any(TypeError))
    delete (navigator as { serviceWorker?: unknown }).serviceWorker
    expect(() => registerServiceWorker('v')).not.toThrow()
  })
})
