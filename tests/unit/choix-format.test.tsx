import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import Providers from '@/components/client/Providers'
import { AjoutAuFormat, GalerieAuFormat } from '@/components/produits/AchatAuFormat'
import { ChoixFormat } from '@/components/produits/ChoixFormat'
import { FormatChoisiProvider, PrixChoisi } from '@/components/produits/FormatChoisi'
import { remove as removeToasts } from '@/lib/navigateur/toast'
import type { FormatOffert } from '@/lib/catalogue/formatsImpression'

const format = (code: string, libelle: string, l: number, h: number, prix: number, parDefaut = false) =>
  ({
    code,
    libelle,
    largeurCm: l,
    hauteurCm: h,
    papier: code === 'A5' ? 'Carte mate 350 g' : 'Papier d’art mat 250 g',
    prix,
    parDefaut,
    classeExpedition: 'carton-plat',
  }) satisfies FormatOffert

const FORMATS = [
  format('A5', 'A5 carte', 14.8, 21, 1200),
  format('A3', 'A3', 29.7, 42, 2400, true),
  format('A2', 'A2', 42, 59.4, 3600),
  format('50x70', '50 × 70 cm', 50, 70, 4800),
]

const produit = {
  slug: 'respirer',
  titre: 'Respirer',
  mockups: ['canape', 'cadre-bois'],
  image: { src: '', width: 1000, height: 1000, alt: 'Affiche bleue' },
}

function page(formats: FormatOffert[] = FORMATS, prix = 2400) {
  return render(
    <Providers shortName="mc">
      <FormatChoisiProvider slug="respirer" formats={formats}>
        <GalerieAuFormat produit={produit} visuels="site" />
        <PrixChoisi prix={prix} />
        <ChoixFormat />
        <AjoutAuFormat />
      </FormatChoisiProvider>
    </Providers>,
  )
}

const prix = () => screen.getByTestId('prix').textContent
/** The scenes' image files, as next/image's URLs name them. */
const scenes = () =>
  [...document.querySelectorAll('main img, section img')].map((i) =>
    decodeURIComponent(new URL(i.getAttribute('src')!, 'http://x').searchParams.get('url') ?? ''),
  )
const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: [{ slug: 'respirer', titre: 'Respirer', formats: FORMATS }] })),
  )
})
afterEach(() => {
  removeToasts()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the format choice of a product page', () => {
  it('is a named group of radios, each with its name, its size in French and its price', () => {
    page()
    const group = screen.getByRole('group', { name: 'Format d’impression' })
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[]
    expect(radios).toHaveLength(4)
    // One name: the browser moves and chooses with the arrow keys within it, one Tab stop for the group.
    expect(new Set(radios.map((r) => r.name)).size).toBe(1)
    const label = (r: HTMLElement) => r.closest('label')!.textContent!.replace(/\u00a0/g, ' ')
    expect(label(radios[1])).toBe('A329,7 × 42 cm24,00 €')
    expect(label(radios[0])).toBe('A5 carte14,8 × 21 cm12,00 €')
    // A name that is its size already is not repeated.
    expect(label(radios[3])).toBe('50 × 70 cm48,00 €')
    expect(radios.map((r) => r.checked)).toEqual([false, true, false, false])
    expect(group.textContent).toContain('Papier d’art mat 250 g')
  })

  it('makes the price and the scenes follow the choice', () => {
    page()
    expect(prix()).toBe('24,00\u00a0€')
    // The default format: the URLs the page was served with.
    expect(scenes()).toEqual([
      '/images/produits/affiches/canape/respirer.webp',
      '/images/produits/affiches/cadre-bois/respirer.webp',
    ])
    fireEvent.click(radio(/^A2/))
    expect(radio(/^A2/).checked).toBe(true)
    expect(prix()).toBe('36,00\u00a0€')
    expect(scenes()).toEqual([
      '/images/produits/affiches/canape/respirer@A2.webp',
      '/images/produits/affiches/cadre-bois/respirer@A2.webp',
    ])
    expect(screen.getByRole('group').textContent).toContain('Papier d’art mat 250 g')
    fireEvent.click(radio(/^A5/))
    expect(prix()).toBe('12,00\u00a0€')
    expect(screen.getByRole('group').textContent).toContain('Carte mate 350 g')
  })

  it('adds the product to the cart with the format chosen, and changes it there afterwards', async () => {
    page()
    fireEvent.click(radio(/^A2/))
    const bouton = screen.getByRole('button', { name: 'Ajouter au panier' }) as HTMLButtonElement
    await waitFor(() => expect(bouton.disabled).toBe(false))
    fireEvent.click(bouton)
    const stocke = () => JSON.parse(localStorage.getItem('mc-session') ?? '{}')
    expect(JSON.parse(localStorage.getItem('mc-cart')!)).toEqual(['respirer'])
    expect(stocke().choix).toEqual({ respirer: { format: 'A2', quantite: 1 } })
    // In the cart already: choosing another format changes the cart's line.
    fireEvent.click(radio(/^50 × 70/))
    expect(stocke().choix).toEqual({ respirer: { format: '50x70', quantite: 1 } })
  })

  it('starts on the cart’s format for a product already in the cart', async () => {
    localStorage.setItem('mc-cart', JSON.stringify(['respirer']))
    localStorage.setItem('mc-session', JSON.stringify({ choix: { respirer: { format: 'A5', quantite: 2 } } }))
    page()
    await waitFor(() => expect(radio(/^A5/).checked).toBe(true))
    expect(prix()).toBe('12,00\u00a0€')
  })

  it('shows no choice for a file (no formats), the product’s price, and adds it without a format', async () => {
    page([], 900)
    expect(screen.queryByRole('group')).toBeNull()
    expect(screen.queryByRole('radio')).toBeNull()
    expect(prix()).toBe('9,00\u00a0€')
    expect(scenes()[0]).toBe('/images/produits/affiches/canape/respirer.webp')
    const bouton = screen.getByRole('button', { name: 'Ajouter au panier' }) as HTMLButtonElement
    await waitFor(() => expect(bouton.disabled).toBe(false))
    fireEvent.click(bouton)
    expect(JSON.parse(localStorage.getItem('mc-session') ?? '{}').choix ?? {}).toEqual({})
  })
})
