import { act, fireEvent, render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ZoomButton } from '@/components/client/ZoomButton'
import {
  CLOSE_LABEL,
  ZOOM_ALT_FALLBACK,
  ZOOM_ENTER_MS,
  ZOOM_LEAVE_MS,
  ZOOM_SIZES,
  zoomAlt,
} from '@/components/client/ZoomDialog'
import { useZoom, ZoomProvider, type ZoomProduit } from '@/components/client/ZoomProvider'

const produit: ZoomProduit = {
  slug: 'respirer-en-conscience',
  title: 'Respirer en conscience',
  alt: 'Affiche bleue avec le mot respirer',
  mockup: 'cadre-bois',
  src: '/images/produits/affiches/cadre-bois/respirer-en-conscience.webp',
  width: 1000,
  height: 1000,
}

function Page({ p = produit }: { p?: ZoomProduit }) {
  return (
    <ZoomProvider>
      <button type="button">Avant</button>
      <ZoomButton produit={p}>
        <span>Vignette</span>
      </ZoomButton>
    </ZoomProvider>
  )
}

const dialog = () => screen.queryByRole('dialog')
const open = async () => {
  const trigger = screen.getByRole('button', { name: /Agrandir l’image/ })
  trigger.focus()
  fireEvent.click(trigger)
  // The dialog's code is loaded on the first opening (lazy chunk): wait for it, then for the frame.
  for (let i = 0; i < 100 && !dialog(); i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10)
    })
  }
  await act(async () => {
    await vi.advanceTimersByTimeAsync(20)
  })
  return trigger
}
const leave = async (ms = ZOOM_LEAVE_MS) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useZoom', () => {
  it('throws an Error naming the provider outside ZoomProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Naked = () => {
      useZoom()
      return null
    }
    expect(() => render(<Naked />)).toThrow('useZoom must be used within a ZoomProvider')
    vi.restoreAllMocks()
  })
})

describe('zoom dialog: opening', () => {
  it('is closed with no product and opens on one: modal dialog, lazy image sized up to 720px', async () => {
    render(<Page />)
    expect(dialog()).toBeNull()
    await open()
    const d = dialog() as HTMLElement
    expect(d.getAttribute('aria-modal')).toBe('true')
    expect(d.dataset.state).toBe('open')
    const img = screen.getByRole('img') as HTMLImageElement
    expect(img.alt).toBe(produit.alt)
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('sizes')).toBe(ZOOM_SIZES)
    expect(ZOOM_SIZES).toBe('(max-width: 720px) 100vw, 720px')
    expect(img.getAttribute('width')).toBe('1000')
    expect(decodeURIComponent(img.getAttribute('src') as string)).toContain(produit.src)
    expect(d.style.transitionDuration).toBe(`${ZOOM_ENTER_MS}ms`)
    expect(ZOOM_ENTER_MS).toBe(300)
    expect(ZOOM_LEAVE_MS).toBe(200)
  })

  it('captions the image with a link to the product page', async () => {
    render(<Page />)
    await open()
    const link = screen.getByRole('link', { name: produit.title as string })
    expect(link.getAttribute('href')).toBe('/produits/affiches/respirer-en-conscience')
    expect(dialog()?.getAttribute('aria-labelledby')).toBe(link.parentElement?.id)
  })
})

describe('zoom dialog: closing', () => {
  const closeWays: [string, () => void][] = [
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
    ['a click outside the panel', () => fireEvent.click(screen.getByTestId('zoom-backdrop'))],
    ['a click on the panel', () => fireEvent.click(screen.getByTestId('zoom-panel'))],
    [
      'the "Fermer le zoom" button',
      () => fireEvent.click(screen.getByRole('button', { name: 'Fermer le zoom' })),
    ],
  ]
  it.each(closeWays)(
    'closes on %s after the 200 ms leave transition, focus back on the opener',
    async (_, close) => {
      render(<Page />)
      const trigger = await open()
      act(close)
      const d = dialog() as HTMLElement
      expect(d.dataset.state).toBe('closed')
      expect(d.style.transitionDuration).toBe('200ms')
      await leave(ZOOM_LEAVE_MS - 1)
      expect(dialog()).not.toBeNull()
      await leave(1)
      expect(dialog()).toBeNull()
      expect(document.activeElement).toBe(trigger)
    },
  )

  it('the caption link closes at once with the navigation flag (no transition, no focus return)', async () => {
    let api: ReturnType<typeof useZoom> | null = null
    const Spy = () => {
      const zoom = useZoom()
      // After each commit: the value the provider last rendered.
      useEffect(() => {
        api = zoom
      })
      return null
    }
    render(
      <ZoomProvider>
        <Spy />
        <ZoomButton produit={produit}>x</ZoomButton>
      </ZoomProvider>,
    )
    const trigger = await open()
    const link = screen.getByRole('link')
    // The test stays on this page: Link skips navigation once the click is prevented.
    link.addEventListener('click', (e) => e.preventDefault())
    fireEvent.click(link)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(dialog()).toBeNull()
    expect(document.activeElement).not.toBe(trigger)
    expect((api as unknown as ReturnType<typeof useZoom>).produit).toBeNull()
  })

  it('the close label is exactly "Fermer le zoom"', () => {
    expect(CLOSE_LABEL).toBe('Fermer le zoom')
  })
})

describe('zoom dialog: image, alt text and focus', () => {
  it('alt falls back to the title, then to the default text', async () => {
    expect(zoomAlt({ alt: 'Texte', title: 'Titre' })).toBe('Texte')
    expect(zoomAlt({ alt: '  ', title: 'Titre' })).toBe('Titre')
    expect(zoomAlt({ alt: null, title: null })).toBe("Zoom sur l'image du produit")
    expect(ZOOM_ALT_FALLBACK).toBe("Zoom sur l'image du produit")
    render(<Page p={{ ...produit, alt: null }} />)
    await open()
    expect((screen.getByRole('img') as HTMLImageElement).alt).toBe('Respirer en conscience')
  })

  it('uses the default alt with neither alt nor title', async () => {
    render(<Page p={{ ...produit, alt: undefined, title: undefined }} />)
    await open()
    expect((screen.getByRole('img') as HTMLImageElement).alt).toBe("Zoom sur l'image du produit")
  })

  it.each(['src', 'width', 'height'] as const)('shows no image without %s', async (missing) => {
    render(<Page p={{ ...produit, [missing]: null }} />)
    await open()
    expect(dialog()).not.toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('traps the focus inside the panel and locks the page scroll', async () => {
    document.body.style.overflow = 'auto'
    render(<Page />)
    await open()
    const close = screen.getByRole('button', { name: 'Fermer le zoom' })
    const link = screen.getByRole('link')
    expect(document.activeElement).toBe(close)
    expect(document.body.style.overflow).toBe('hidden')
    link.focus()
    fireEvent.keyDown(link, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(link)
    fireEvent.keyDown(document, { key: 'Escape' })
    await leave()
    expect(document.body.style.overflow).toBe('auto')
  })
})
