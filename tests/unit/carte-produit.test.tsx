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

describe('the price of a card', () => {
  const format = (code: string, prix: number, parDefaut = false) => ({
    code,
    libelle: code,
    largeurCm: 21,
    hauteurCm: 29.7,
    papier: 'Papier d’art mat 250 g',
    prix,
    parDefaut,
    classeExpedition: 'carton-plat' as const,
  })
  const prix = (p: ReturnType<typeof produit>) =>
    document(<GrilleProduits produits={[p]} />).querySelector('.carte-prix')!.textContent

  it('says « à partir de » the lowest price of formats sold at different prices', () => {
    const formats = [format('A4', 1800), format('A3', 2400, true), format('A5', 1200)]
    expect(prix(produit('calme', { prix: 2400, formats }))).toBe('à partir de 12,00\u00a0€')
  })

  it('says the price alone for a file, one format, or formats at one price', () => {
    expect(prix(produit('calme', { prix: 900, formats: [] }))).toBe('9,00\u00a0€')
    expect(prix(produit('calme', { prix: 900 }))).toBe('9,00\u00a0€')
    expect(prix(produit('calme', { prix: 2400, formats: [format('A3', 2400, true)] }))).toBe('24,00\u00a0€')
    const memes = [format('A3', 2400, true), format('A4', 2400)]
    expect(prix(produit('calme', { prix: 2400, formats: memes }))).toBe('24,00\u00a0€')
  })
})
