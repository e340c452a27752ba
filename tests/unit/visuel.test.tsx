import { describe, expect, it } from 'vitest'

import { Visuel } from '@/components/ui/Visuel'

import { documentReact as page } from './documentReact'

const src = '/images/produits/affiches/cadre-bois/respirer.webp'

describe('Visuel', () => {
  it('is next/image’s optimised <img>: srcset over /_next/image at quality 75, sizes, lazy by default', () => {
    const html = page(
      <Visuel
        src={src}
        alt="Affiche bleue"
        width={1000}
        height={1000}
        sizes="(min-width: 1024px) 52vw, 84vw"
      />,
    )
    const img = new DOMParser().parseFromString(html, 'text/html').querySelector('img')!
    expect(img.getAttribute('alt')).toBe('Affiche bleue')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('decoding')).toBe('async')
    expect(img.getAttribute('sizes')).toBe('(min-width: 1024px) 52vw, 84vw')
    const candidates = img.getAttribute('srcset')!.split(', ')
    // The widths come from next.config at build time (640–3840 in the shop, checked end to end).
    for (const c of candidates)
      expect(c).toMatch(new RegExp(`^/_next/image\\?url=${encodeURIComponent(src)}&w=(\\d+)&q=75 \\1w$`))
    expect(candidates.at(-1)).toBe(`/_next/image?url=${encodeURIComponent(src)}&w=3840&q=75 3840w`)
    expect(html).not.toContain('rel="preload"')
  })

  it('with priority: loaded at once, high priority, and preloaded in the head with its srcset', () => {
    const html = page(
      <Visuel src={src} alt="" width={1000} height={1000} priority fetchPriority="high" sizes="84vw" />,
    )
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const img = doc.querySelector('img')!
    expect(img.getAttribute('loading')).toBeNull()
    expect(img.getAttribute('fetchpriority')).toBe('high')
    const link = doc.head.querySelector('link[rel="preload"][as="image"]')!
    expect(link.getAttribute('imagesrcset')).toBe(img.getAttribute('srcset'))
    expect(link.getAttribute('imagesizes')).toBe('84vw')
    expect(link.getAttribute('fetchpriority')).toBe('high')
  })
})
