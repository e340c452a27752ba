import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { LikedProducts } from '@/components/client/LikedProducts'
import { LikesProvider } from '@/components/client/LikesProvider'

import { produit as base } from './fixtures'

const produit = (slug: string) => base(slug, { prix: 1450, livraison: 'imprime', likes: 3 })

let down = false
const batches: unknown[] = []
function api(url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (down) return Promise.reject(new TypeError('Failed to fetch'))
  if (String(url) === '/api/produits/batch') {
    const body = JSON.parse(String(init?.body))
    batches.push(body)
    return Promise.resolve(
      Response.json({ data: body.slugs.filter((s: string) => s !== 'retire').map(produit) }),
    )
  }
  return Promise.resolve(Response.json({ likes: 3, liked: true }))
}

afterEach(() => {
  down = false
  batches.length = 0
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
})

const page = () =>
  render(
    <LikesProvider shortName="mc">
      <LikedProducts />
    </LikesProvider>,
  )

describe('Mes affiches aimées', () => {
  it('lists the liked products read through the batch endpoint (unpublished ones left out)', async () => {
    vi.stubGlobal('fetch', vi.fn(api))
    localStorage.setItem('mc-likes', '["b","a","retire"]')
    page()
    expect(await screen.findByRole('link', { name: 'Affiche a' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Affiche b' }).getAttribute('href')).toBe('/produits/affiches/b')
    expect(screen.queryByText('Affiche retire')).toBeNull()
    expect(batches).toEqual([{ slugs: ['a', 'b', 'retire'] }])
    expect(screen.getAllByText(/^14,50\s€$/)).toHaveLength(2)
  })

  it('invites to browse when nothing is liked', async () => {
    vi.stubGlobal('fetch', vi.fn(api))
    page()
    expect(await screen.findByText(/Vous n’avez encore aimé aucune affiche/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Parcourir les affiches' }).getAttribute('href')).toBe(
      '/produits',
    )
    expect(batches).toEqual([])
  })

  it('says so when the products cannot be read, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubGlobal('fetch', vi.fn(api))
    localStorage.setItem('mc-likes', '["a"]')
    down = true
    page()
    expect(await screen.findByText(/Vos affiches aimées n’ont pas pu être chargées/)).toBeTruthy()
    down = false
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('link', { name: 'Affiche a' })).toBeTruthy()
  })
})
