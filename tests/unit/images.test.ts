import { describe, expect, it } from 'vitest'

import { MOCKUPS } from '@/lib/catalogue/constants'
import {
  apply,
  boundingBox,
  growQuad,
  invert,
  planePoint,
  quadExtent,
  rectQuad,
  squareToQuad,
  type Quad,
} from '@/lib/images/geometry'
import { SCENES } from '@/lib/images/mockups'
import { matchesEtag, parseFile } from '@/lib/images/serve'
import {
  articleImageUrl,
  audienceImageUrl,
  collectionImageUrl,
  derivativesFor,
  miniatureUrl,
  ogUrl,
  pinterestUrl,
  portfolioImageUrl,
  produitImageUrl,
} from '@/lib/catalogue/urls'
import { wrapText } from '@/lib/images/render'

const close = (a: readonly number[], b: readonly number[], eps = 1e-6) =>
  a.every((v, i) => Math.abs(v - b[i]) < eps)

describe('image URLs', () => {
  it('builds every derivative path of docs/SPECIFICATION.md §6', () => {
    expect(produitImageUrl('respirer', 'cadre-bois')).toBe(
      '/images/produits/affiches/cadre-bois/respirer.webp',
    )
    expect(miniatureUrl('respirer', 'toile')).toBe('/miniatures/produits/affiches/toile/respirer.jpg')
    expect(miniatureUrl('respirer', 'toile', { retina: true })).toBe(
      '/miniatures/produits/affiches/toile/respirer@2x.jpg',
    )
    expect(miniatureUrl('respirer')).toBe('/miniatures/produits/affiches/respirer.jpg')
    expect(miniatureUrl('respirer', null, { retina: true })).toBe(
      '/miniatures/produits/affiches/respirer@2x.jpg',
    )
    expect(ogUrl('respirer')).toBe('/og/produits/affiches/respirer.jpg')
    expect(pinterestUrl('respirer')).toBe('/pinterest/produits/affiches/respirer.jpg')
    expect(portfolioImageUrl('logo')).toBe('/images/portfolio/logo.webp')
    expect(articleImageUrl('le-stress')).toBe('/images/articles/le-stress.webp')
    expect(audienceImageUrl('sophrologue')).toBe('/images/audiences/sophrologue.webp')
    expect(collectionImageUrl('citations')).toBe('/images/collections/citations.webp')
  })

  it('lists every derivative of a product with its size and format for the admin', () => {
    const list = derivativesFor('respirer', ['cadre-bois', 'toile'])
    expect(list).toHaveLength(2 * 3 + 4)
    expect(list[0]).toEqual({
      label: 'Mise en scène «\u00a0cadre-bois\u00a0»',
      url: '/images/produits/affiches/cadre-bois/respirer.webp',
      width: 1000,
      height: 1000,
      format: 'webp',
    })
    expect(list.find((d) => d.url.endsWith('toile/respirer@2x.jpg'))).toMatchObject({
      width: 800,
      height: 800,
      format: 'jpeg',
    })
    expect(list.find((d) => d.url === '/og/produits/affiches/respirer.jpg')).toMatchObject({
      width: 1200,
      height: 630,
      format: 'jpeg',
    })
    expect(list.find((d) => d.url === '/pinterest/produits/affiches/respirer.jpg')).toMatchObject({
      width: 1000,
      height: 1500,
    })
    expect(new Set(list.map((d) => d.url)).size).toBe(list.length)
  })
})

describe('placement math: the homography', () => {
  const quad: Quad = [
    [100, 120],
    [400, 160],
    [420, 600],
    [90, 640],
  ]

  it('maps the unit square corners onto the quad (homography)', () => {
    const h = squareToQuad(quad)
    ;(
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ] as const
    ).forEach((p, i) => expect(close(apply(h, p), quad[i])).toBe(true))
  })

  it('inverts the homography: scene pixel → artwork coordinates → same pixel', () => {
    const h = squareToQuad(quad)
    const back = invert(h)
    const p = apply(h, [0.3, 0.7])
    expect(close(apply(back, p), [0.3, 0.7])).toBe(true)
  })

  it('keeps straight lines straight and shrinks the far side (true perspective)', () => {
    const mid = planePoint(quad, 0.5, 0)
    const [a, b] = [quad[0], quad[1]]
    const cross = (mid[0] - a[0]) * (b[1] - a[1]) - (mid[1] - a[1]) * (b[0] - a[0])
    expect(Math.abs(cross)).toBeLessThan(1e-6)
    // With the left edge longer than the right one, the middle of the top edge lies left of the midpoint.
    const far: Quad = [
      [0, 0],
      [100, 30],
      [100, 70],
      [0, 100],
    ]
    expect(planePoint(far, 0.5, 0)[0]).toBeGreaterThan(50)
  })
})

describe('placement math: rectangles and scenes', () => {
  it('rotates a rectangle about its centre', () => {
    const q = rectQuad({ x: 0, y: 0, width: 200, height: 100, rotation: 90 })
    expect(close(q[0], [150, -50])).toBe(true)
    expect(close(q[2], [50, 150])).toBe(true)
    const flat = rectQuad({ x: 10, y: 20, width: 30, height: 40 })
    expect(flat).toEqual([
      [10, 20],
      [40, 20],
      [40, 60],
      [10, 60],
    ])
  })

  it('grows a quad in the artwork plane (frame and mat margins) and measures it', () => {
    const r = rectQuad({ x: 100, y: 100, width: 300, height: 400 })
    const g = growQuad(r, 0.1, 0.075)
    expect(close(g[0], [70, 70])).toBe(true)
    expect(close(g[2], [430, 530])).toBe(true)
    expect(quadExtent(r)).toEqual({ width: 300, height: 400 })
    expect(
      boundingBox([
        [-5, 10.2],
        [50.5, 10],
        [60, 1200],
        [0, 30],
      ]),
    ).toEqual({ left: 0, top: 10, width: 60, height: 990 })
  })

  it('has the 11 scenes, each with a convex clockwise quad framed inside the 1000×1000 scene at the poster ratio', () => {
    expect(Object.keys(SCENES).sort()).toEqual([...MOCKUPS].sort())
    for (const scene of Object.values(SCENES)) {
      const q = scene.quad
      for (let i = 0; i < 4; i++) {
        const [a, b, c] = [q[i], q[(i + 1) % 4], q[(i + 2) % 4]]
        const turn = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0])
        expect(turn, `${scene.name} convex, clockwise`).toBeGreaterThan(0)
      }
      const margin = (scene.frame?.mat ?? 0) + (scene.frame?.border ?? 0)
      for (const [x, y] of growQuad(q, margin, margin * 0.75))
        expect(x >= 0 && x <= 1000 && y >= 0 && y <= 1000, `${scene.name} inside`).toBe(true)
      const { width, height } = quadExtent(q)
      // Perspective foreshortens the width; it is never wider than the 3:4 poster.
      expect(width / height, scene.name).toBeLessThanOrEqual(0.78)
      expect(width / height, scene.name).toBeGreaterThan(0.4)
      expect(scene.background.startsWith('<svg')).toBe(true)
    }
  })
})

describe('derivative file names', () => {
  it('accepts a slug with the right extension, @2x only where allowed', () => {
    expect(parseFile('mon-affiche.webp', 'webp')).toEqual({ slug: 'mon-affiche', retina: false })
    expect(parseFile('mon-affiche@2x.jpg', 'jpg', { retina: true })).toEqual({
      slug: 'mon-affiche',
      retina: true,
    })
  })

  it.each([
    '..',
    '../x.webp',
    'mon-affiche.png',
    'mon-affiche.webp.jpg',
    'Mon-Affiche.jpg',
    'mon affiche.jpg',
    'mon-affiche@3x.jpg',
    'mon-affiche@2x.jpg',
    '.jpg',
    'a--b.jpg',
  ])('refuses %s', (file) => {
    expect(parseFile(file, 'jpg')).toBeNull()
  })

  it('compares If-None-Match lists, weak tags and *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true)
    expect(matchesEtag('"x", W/"abc"', '"abc"')).toBe(true)
    expect(matchesEtag('*', '"abc"')).toBe(true)
    expect(matchesEtag('"abd"', '"abc"')).toBe(false)
    expect(matchesEtag(null, '"abc"')).toBe(false)
  })

  it('wraps titles for the social images with an ellipsis on overflow', () => {
    expect(wrapText('Il faut cultiver notre jardin', 12, 3)).toEqual(['Il faut', 'cultiver', 'notre jardin'])
    expect(wrapText('un deux trois quatre cinq six', 9, 2)).toEqual(['un deux', 'trois…'])
  })
})
