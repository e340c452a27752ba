import { describe, expect, it } from 'vitest'

import { GrilleProduits, TAILLES_GRILLE } from '@/components/produits/CarteProduit'

import { produit } from './client/fixtures'
import { documentReact } from './documentReact'

const document = (el: React.ReactNode) => new DOMParser().parseFromString(documentReact(el), 'text/html')

const url = (slug: string, w: number) =>
  `/_next/image?url=${encodeURIComponent(`/images/produits/affiches/cadre-bois/${slug}.webp`)}&w=${w}&q=75`

describe('GrilleProduits', () => {
  it('gives each card two widths and the grid’s sizes, so that a phone takes the 384 px file', () => {
    const doc = document(<GrilleProduits produits={[produit('calme'), produit('souffle')]} />)
    const imgs = [...doc.querySelectorAll('img')]
    expect(imgs).toHaveLength(2)
    expect(imgs[1].getAttribute('srcset')).toBe(`${url('souffle', 384)} 384w, ${url('souffle', 640)} 640w`)
    expect(imgs[1].getAttribute('sizes')).toBe(TAILLES_GRILLE)
    expect(imgs[1].getAttribute('loading')).toBe('lazy')
    expect(imgs[1].getAttribute('alt')).toBe('souffle')
    expect(doc.head.querySelector('link[rel="preload"]')).toBeNull()
  })

  it('loads the first cards at once and preloads them with the same srcset and sizes', () => {
    const doc = document(
      <GrilleProduits produits={['a', 'b', 'c'].map((s) => produit(s))} priorityCount={2} />,
    )
    const imgs = [...doc.querySelectorAll('img')]
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual([null, null, 'lazy'])
    expect(imgs[0].getAttribute('fetchpriority')).toBe('high')
    const links = [...doc.head.querySelectorAll('link[rel="preload"][as="image"]')]
    expect(links).toHaveLength(2)
    expect(links[0].getAttribute('imagesrcset')).toBe(imgs[0].getAttribute('srcset'))
    expect(links[0].getAttribute('imagesizes')).toBe(TAILLES_GRILLE)
  })
})
