import { afterEach, describe, expect, it, vi } from 'vitest'

import { track } from '@/lib/navigateur/track'

type W = { umami?: unknown; plausible?: unknown }
afterEach(() => {
  delete (window as W).umami
  delete (window as W).plausible
})

describe('track', () => {
  it('calls umami.track with the name and data', () => {
    const umami = { track: vi.fn() }
    ;(window as W).umami = umami
    track('Add to Cart', { slug: 'a' })
    expect(umami.track).toHaveBeenCalledWith('Add to Cart', { slug: 'a' })
  })

  it('calls plausible with the data as props when umami is absent', () => {
    const plausible = vi.fn()
    ;(window as W).plausible = plausible
    track('Remove from Cart', { slug: 'b' })
    expect(plausible).toHaveBeenCalledWith('Remove from Cart', { props: { slug: 'b' } })
    track('Vue')
    expect(plausible).toHaveBeenLastCalledWith('Vue', undefined)
  })

  it('prefers umami when both are present', () => {
    const umami = { track: vi.fn() }
    const plausible = vi.fn()
    Object.assign(window, { umami, plausible })
    track('Add to Cart')
    expect(umami.track).toHaveBeenCalledTimes(1)
    expect(plausible).not.toHaveBeenCalled()
  })

  it('does nothing without a tracker and never throws', () => {
    expect(() => track('Add to Cart')).not.toThrow()
    ;(window as W).umami = {
      track: () => {
        throw new Error('bloqué')
      },
    }
    expect(() => track('Add to Cart')).not.toThrow()
    ;(window as W).umami = { track: 'pas une fonction' }
    expect(() => track('Add to Cart')).not.toThrow()
    delete (window as W).umami
    ;(window as W).plausible = () => {
      throw new Error('bloqué')
    }
    expect(() => track('Add to Cart')).not.toThrow()
  })
})
