import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ZoomProvider } from '@/components/client/ZoomProvider'
import { GalerieProduit } from '@/components/produits/GalerieProduit'
import type { SourceVisuels } from '@/lib/brouillon/visuels'
import { VISUEL_A_VENIR } from '@/components/produits/VisuelAVenir'

import { produit } from './client/fixtures'

const p = produit('respirer', {
  titre: 'Respirer',
  mockups: ['cadre-bois', 'salon'],
  image: { src: '', width: 1000, height: 1000, alt: 'Affiche bleue' },
})

const galerie = (visuels: SourceVisuels) =>
  render(
    <ZoomProvider>
      <GalerieProduit produit={p} visuels={visuels} />
    </ZoomProvider>,
  )

describe('GalerieProduit', () => {
  it('a draft without artwork in the preview: one placeholder per scene, no <img>', () => {
    const { container } = galerie(null)
    const section = screen.getByRole('region', { name: 'Mises en scène' })
    expect(container.querySelector('img')).toBeNull()
    // Nothing to zoom into either.
    expect(within(section).queryByRole('button')).toBeNull()
    const visuels = within(section).getAllByRole('img')
    expect(visuels.map((v) => v.getAttribute('aria-label'))).toEqual([
      VISUEL_A_VENIR,
      `${VISUEL_A_VENIR} — mise en scène salon`,
    ])
    expect(VISUEL_A_VENIR).toBe('Visuel à venir')
    // The real image's box: square, full width, rounded, in the shop's paper colour (no layout shift).
    for (const v of visuels)
      expect(v.className.split(' ')).toEqual(
        expect.arrayContaining(['aspect-square', 'w-full', 'rounded-carte', 'bg-papier-fonce']),
      )
    expect(visuels[0].textContent).toContain('Les mises en scène apparaîtront une fois l’affiche publiée')
    // The same slots as the published page: the first one spans the grid.
    expect(section.querySelectorAll('li')).toHaveLength(2)
    expect(section.querySelector('li')!.className).toContain('md:col-span-2')
  })

  it('a published product: each scene’s optimised image from its route, in a zoom button, no placeholder', () => {
    const { container } = galerie('site')
    const imgs = [...container.querySelectorAll('img')]
    expect(imgs.map((i) => i.getAttribute('alt'))).toEqual([
      'Affiche bleue',
      'Affiche bleue — mise en scène salon',
    ])
    const routes = ['cadre-bois', 'salon'].map((m) => `/images/produits/affiches/${m}/respirer.webp`)
    imgs.forEach((img, i) => {
      expect(img.getAttribute('src')).toContain(encodeURIComponent(routes[i]))
      expect(img.getAttribute('width')).toBe('1000')
      expect(img.getAttribute('height')).toBe('1000')
    })
    expect(screen.getAllByRole('button', { name: /^Agrandir l’image/ })).toHaveLength(2)
    expect(container.querySelector('[data-visuel-a-venir]')).toBeNull()
    expect(screen.queryByRole('img', { name: /Visuel à venir/ })).toBeNull()
  })

  it('a draft in the staff’s preview: each scene from the preview route at the format’s size, no placeholder', () => {
    const { container } = render(
      <ZoomProvider>
        <GalerieProduit produit={p} visuels="apercu" format="A3" />
      </ZoomProvider>,
    )
    const imgs = [...container.querySelectorAll('img')]
    // Straight from the route (Next's optimiser would fetch it without the staff's session).
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual([
      '/api/apercu/mises-en-scene/cadre-bois/respirer@A3.webp',
      '/api/apercu/mises-en-scene/salon/respirer@A3.webp',
    ])
    expect(imgs.map((i) => i.getAttribute('alt'))).toEqual([
      'Affiche bleue',
      'Affiche bleue — mise en scène salon',
    ])
    expect(screen.queryByRole('img', { name: /Visuel à venir/ })).toBeNull()
  })
})
