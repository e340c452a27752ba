// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { AUDIENCE_SLUGS, COLLECTION_SLUGS } from '@/lib/catalogue/constants'
import { RESERVED_PRODUCT_SLUGS, SLUG_PATTERN, toSlug } from '@/lib/catalogue/slug'
import { escapeXml, posterSvg, wrap } from '@/seed/artwork'
import { ARTWORK_POOL, planProduits } from '@/seed/catalogue'
import { THEMES } from '@/seed/data/themes'
import { fr } from '@/seed/typo'

describe('seed catalogue plan', () => {
  it('spreads the default 120 products over every audience, collection, theme and language', () => {
    const plan = planProduits(120)
    expect(plan).toHaveLength(120)
    expect(new Set(plan.flatMap((p) => p.audiences))).toEqual(new Set(AUDIENCE_SLUGS))
    expect(new Set(plan.map((p) => p.collection))).toEqual(new Set(COLLECTION_SLUGS))
    expect(new Set(plan.map((p) => p.theme.slug))).toEqual(new Set(THEMES.map((t) => t.slug)))
    expect(new Set(plan.map((p) => p.langue))).toEqual(new Set(['fr', 'en', 'es']))
    expect(plan.filter((p) => p.langue === 'fr').length).toBeGreaterThan(100)
    expect(plan.filter((p) => p.coupDeCoeurRang).map((p) => p.coupDeCoeurRang)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    )
  })

  it('keeps 10,000 titles unique as slugs, never a reserved listing word, and reuses the artwork pool', () => {
    const plan = planProduits(10_000)
    const slugs = plan.map((p) => toSlug(p.titre))
    expect(new Set(slugs).size).toBe(10_000)
    const reserved: readonly string[] = RESERVED_PRODUCT_SLUGS
    expect(slugs.filter((s) => !SLUG_PATTERN.test(s) || reserved.includes(s))).toEqual([])
    expect(Math.max(...plan.map((p) => p.artwork))).toBeLessThan(ARTWORK_POOL)
    // A product past the pool shows the artwork of a product with the same design and theme.
    for (const p of plan.slice(ARTWORK_POOL, ARTWORK_POOL + 200)) {
      expect(plan[p.artwork].design).toBe(p.design)
      expect(plan[p.artwork].theme).toBe(p.theme)
    }
    expect(plan.filter((p) => !Number.isInteger(p.prix) || p.prix <= 0)).toEqual([])
  }, 30_000)
})

describe('poster artwork', () => {
  it('escapes texts for XML and wraps them on word boundaries, keeping no-break spaces', () => {
    expect(escapeXml(`Tom & "Léa" <3 l’été`)).toBe('Tom &amp; &quot;Léa&quot; &lt;3 l’été')
    expect(wrap(`Je ne procrastine pas\u00a0: je laisse mûrir mes idées.`, 14)).toEqual([
      'Je ne',
      'procrastine',
      'pas\u00a0: je',
      'laisse mûrir',
      'mes idées.',
    ])
  })

  it('draws a 3:4 poster with the theme background, the text in a serif font and the signature', () => {
    const svg = posterSvg({
      design: { kind: 'citation', texte: 'Il faut cultiver notre jardin & le reste.', auteur: 'Voltaire' },
      kicker: 'Citations',
      palette: THEMES[0].palette,
      variant: 3,
    })
    expect(svg).toContain('width="900" height="1200"')
    expect(svg).toContain(`fill="${THEMES[0].palette.bg}"`)
    expect(svg).toContain('DejaVu Serif')
    expect(svg).toContain('«\u00a0Il faut cultiver')
    expect(svg).toContain('jardin &amp; le')
    expect(svg).toContain('Mots &amp; Couleurs')
  })

  it('applies French typography without touching ratios or English', () => {
    expect(fr('Pourquoi ? Parce que : « oui » ; bien !')).toBe(
      'Pourquoi\u00a0? Parce que\u00a0: «\u00a0oui\u00a0»\u00a0; bien\u00a0!',
    )
    expect(fr('format 3:4, http://x.fr')).toBe('format 3:4, http://x.fr')
  })
})
