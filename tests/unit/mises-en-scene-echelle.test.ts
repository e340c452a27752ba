import { describe, expect, it } from 'vitest'

import { MOCKUPS } from '@/lib/catalogue/constants'
import { planePoint, quadExtent } from '@/lib/images/geometry'
import { SCENES } from '@/lib/images/mockups'
import { sceneId, underLayer } from '@/lib/images/scene'
import { parseMockupFile } from '@/lib/images/serve'
import { scaledScene } from '@/lib/images/trueScale'
import { produitImageUrl } from '@/lib/catalogue/urls'

const A5 = { largeurCm: 14.8, hauteurCm: 21 }
const A3 = { largeurCm: 29.7, hauteurCm: 42 }
const GRAND = { largeurCm: 50, hauteurCm: 70 }
const width = (q: ReturnType<typeof scaledScene>['quad']) => quadExtent(q).width

describe('scenes at true scale', () => {
  it('gives most scenes a real-world scale, the held or rolled ones none', () => {
    const sans = MOCKUPS.filter((m) => !SCENES[m].scale)
    expect(sans.sort()).toEqual(['femme-genoux', 'toile', 'tube'])
  })

  it('draws a 50 × 70 cm print in proportion to an A5 on the same wall', () => {
    const scene = SCENES.canape
    const a5 = scaledScene(scene, A5)
    const grand = scaledScene(scene, GRAND)
    expect(width(grand.quad) / width(a5.quad)).toBeCloseTo(50 / 14.8, 1)
    // The scene's own quad is a print scale.widthCm wide: a print that wide is drawn where it was.
    const ref = scaledScene(scene, { largeurCm: 45, hauteurCm: 60 })
    ref.quad.forEach((p, i) => {
      expect(p[0]).toBeCloseTo(scene.quad[i][0], 6)
      expect(p[1]).toBeCloseTo(scene.quad[i][1], 6)
    })
  })

  it('keeps the anchor in place: centre of a hung frame, bottom edge of a standing one', () => {
    const hung = scaledScene(SCENES['cadre-bois'], A5)
    const centre = planePoint(hung.quad, 0.5, 0.5)
    const before = planePoint(SCENES['cadre-bois'].quad, 0.5, 0.5)
    expect(centre[0]).toBeCloseTo(before[0], 6)
    expect(centre[1]).toBeCloseTo(before[1], 6)
    const standing = scaledScene(SCENES['plan-travail'], A3)
    expect(standing.quad[2][1]).toBeCloseTo(SCENES['plan-travail'].quad[2][1], 6)
    expect(standing.quad[0][1]).toBeGreaterThan(SCENES['plan-travail'].quad[0][1])
  })

  it('follows the print’s own ratio, frame margins even on all sides', () => {
    const a3 = scaledScene(SCENES.canape, A3)
    expect(a3.ratio).toBeCloseTo(29.7 / 42, 6)
    const e = quadExtent(a3.quad)
    expect(e.width / e.height).toBeCloseTo(29.7 / 42, 2)
    // A different drawing, so different layers and a different cache key.
    expect(sceneId(a3)).not.toBe(sceneId(SCENES.canape))
    expect(underLayer(a3)).not.toBe(underLayer(SCENES.canape))
  })

  it('leaves a scene without scale, or without a size, as drawn', () => {
    expect(scaledScene(SCENES.tube, GRAND)).toBe(SCENES.tube)
    expect(scaledScene(SCENES.canape, null)).toBe(SCENES.canape)
  })

  it('moves a floor shadow and a worktop shadow with the print', () => {
    const drawn = (s: ReturnType<typeof scaledScene>) =>
      typeof s.foreground === 'function' ? s.foreground(s.quad) : s.behind!(s.quad)
    for (const name of ['biais-sol', 'plan-travail'] as const) {
      expect(drawn(scaledScene(SCENES[name], A5))).not.toBe(drawn(scaledScene(SCENES[name], GRAND)))
    }
  })
})

describe('mockup URL with a format', () => {
  it('names the format after the slug, and reads it back', () => {
    expect(produitImageUrl('respirer', 'canape', 'A3')).toBe(
      '/images/produits/affiches/canape/respirer@A3.webp',
    )
    expect(produitImageUrl('respirer', 'canape', null)).toBe('/images/produits/affiches/canape/respirer.webp')
    expect(parseMockupFile('respirer@A3.webp')).toEqual({ slug: 'respirer', format: 'A3' })
    expect(parseMockupFile('respirer@50x70.webp')).toEqual({ slug: 'respirer', format: '50x70' })
    expect(parseMockupFile('respirer.webp')).toEqual({ slug: 'respirer', format: null })
  })

  it('refuses a malformed file name', () => {
    for (const f of ['respirer@.webp', 'respirer@A3.jpg', 'Respirer@A3.webp', 'a@b@c.webp', '@A3.webp'])
      expect(parseMockupFile(f)).toBeNull()
  })
})
