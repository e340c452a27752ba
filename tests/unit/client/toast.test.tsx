import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ShopToaster } from '@/components/client/ShopToaster'
import {
  HIDDEN_CLASS,
  MESSAGES,
  notify,
  pauseToasts,
  remove,
  resumeToasts,
  toastEntries,
} from '@/lib/navigateur/toast'

const entry = (id: string) => toastEntries().find((e) => e.id === id)

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  resumeToasts()
  remove()
  vi.useRealTimers()
})

// The figures are written as numbers here, not read from the module's constants: a changed constant
// must fail these tests (docs/SPECIFICATION.md §11).
describe('toast figures (docs/SPECIFICATION.md §11)', () => {
  it.each([
    ['blank', (m: string) => notify(m), 4000],
    ['error', (m: string) => notify.error(m), 4000],
    ['success', (m: string) => notify.success(m), 2000],
    ['custom', (m: string) => notify.custom(<b>{m}</b>), 4000],
  ] as const)('%s: hidden after its duration, removed 1000 ms later', (_, show, duration) => {
    const id = show('Bonjour')
    vi.advanceTimersByTime(duration - 1)
    expect(entry(id)?.visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(entry(id)?.visible).toBe(false)
    vi.advanceTimersByTime(999)
    expect(entry(id)).toBeDefined()
    vi.advanceTimersByTime(1)
    expect(entry(id)).toBeUndefined()
  })

  it('loading stays until updated; an update restarts with the new type’s duration', () => {
    const id = notify.loading('Envoi…')
    vi.advanceTimersByTime(60_000)
    expect(entry(id)).toMatchObject({ type: 'loading', visible: true })
    notify.success('Envoyé', { id })
    expect(toastEntries()).toHaveLength(1)
    expect(entry(id)?.type).toBe('success')
    vi.advanceTimersByTime(2000)
    expect(entry(id)?.visible).toBe(false)
  })

  it('dismiss hides at once and removes after the delay; remove is immediate', () => {
    const a = notify('a')
    const b = notify('b')
    notify.dismiss(a)
    expect(entry(a)?.visible).toBe(false)
    vi.advanceTimersByTime(999)
    expect(entry(a)).toBeDefined()
    vi.advanceTimersByTime(1)
    expect(entry(a)).toBeUndefined()
    notify.remove(b)
    expect(entry(b)).toBeUndefined()
  })

  it('keeps at most 20 visible toasts, dismissing the oldest', () => {
    const ids = Array.from({ length: 21 }, (_, i) => notify(`t${i}`))
    const visible = toastEntries().filter((e) => e.visible)
    expect(visible).toHaveLength(20)
    expect(entry(ids[0])?.visible).toBe(false)
    expect(entry(ids[20])?.visible).toBe(true)
  })

  it('pausing stops the timers and resuming gives back the time left', () => {
    const id = notify.success('ok')
    vi.advanceTimersByTime(1500)
    pauseToasts()
    vi.advanceTimersByTime(10_000)
    expect(entry(id)?.visible).toBe(true)
    expect(entry(id)?.remaining).toBe(500)
    resumeToasts()
    vi.advanceTimersByTime(499)
    expect(entry(id)?.visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(entry(id)?.visible).toBe(false)
  })

  it('writes every message in French typography', () => {
    for (const message of Object.values(MESSAGES)) {
      expect(message, message).not.toMatch(/'/) // typographic apostrophe (’)
      expect(message, message).not.toMatch(/(^|[^\u00a0\u202f])[:;?!]/) // no-break space before : ; ? !
    }
  })
})

describe('ShopToaster', () => {
  it('renders toasts with sonner at 350px and pauses them while hovered', async () => {
    const { container } = render(<ShopToaster />)
    // sonner is not part of the page load: nothing is fetched until a toast is asked for, which waits for it
    expect(container.querySelector('section')).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(container.querySelector('[data-sonner-toaster]')).toBeNull()
    let id = ''
    await act(async () => {
      id = notify.success(MESSAGES.ajoute)
      await import('@/components/client/SonnerToaster')
      await vi.advanceTimersByTimeAsync(50)
    })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50)
    })
    expect(screen.getByText('Ajouté au panier')).toBeTruthy()
    const list = container.querySelector('[data-sonner-toaster]') as HTMLElement
    expect(list.style.getPropertyValue('--width')).toBe('350px')
    const toast = container.querySelector('[data-sonner-toast]') as HTMLElement
    expect(toast.style.maxWidth).toBe('350px')

    fireEvent.mouseEnter(container.firstChild as HTMLElement)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000)
    })
    expect(entry(id)?.visible).toBe(true)
    fireEvent.mouseLeave(container.firstChild as HTMLElement)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000)
    })
    expect(entry(id)?.visible).toBe(false)
    expect(container.querySelector(`.${HIDDEN_CLASS}`)).not.toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(entry(id)).toBeUndefined()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(screen.queryByText('Ajouté au panier')).toBeNull()
  })
})
