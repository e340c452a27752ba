import { describe, expect, it } from 'vitest'

import { pageHref, pagesVisibles } from '@/components/ui/Pagination'
import { produitsQuerySchema } from '@/lib/catalogue/apiPublique/requete'
import { produitTags } from '@/collections/Produits/hooks/revalidate'
import { facetteValeurTag, produitTag, TAGS } from '@/lib/catalogue/tags'
import { numeroDePage, pageDeRequete, verifierPage } from '@/lib/catalogue/pagination'
import { ancreDe, sommaire } from '@/lib/contenu/richtext/headings'
import { sitemapIndexXml, urlsetXml } from '@/lib/seo/sitemap'

/** Next's notFound()/permanentRedirect() throw errors whose digest says what they mean. */
function digestOf(fn: () => unknown): string {
  try {
    fn()
  } catch (e) {
    return String((e as { digest?: string }).digest)
  }
  return 'no throw'
}

describe('listing pagination', () => {
  it('links page 1 to the bare path and others to /page/{n}', () => {
    expect(pageHref('/produits', 1)).toBe('/produits')
    expect(pageHref('/produits', 2)).toBe('/produits/page/2')
  })
  it('shows first, last and the neighbours of the current page', () => {
    expect(pagesVisibles(1, 1)).toEqual([1])
    expect(pagesVisibles(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pagesVisibles(2, 3)).toEqual([1, 2, 3])
  })
  it('redirects /page/1 with a 308 and sends 0, negatives, leading zeros and words to the 404', () => {
    expect(numeroDePage('2', '/produits')).toBe(2)
    expect(digestOf(() => numeroDePage('1', '/produits'))).toMatch(/^NEXT_REDIRECT;replace;\/produits;308;/)
    for (const bad of ['0', '-1', '01', 'abc', '1.5', ''])
      expect(digestOf(() => numeroDePage(bad, '/produits'))).toBe('NEXT_HTTP_ERROR_FALLBACK;404')
  })
  it('404s beyond the last page but keeps page 1 of an empty listing', () => {
    expect(digestOf(() => verifierPage(6, 5))).toBe('NEXT_HTTP_ERROR_FALLBACK;404')
    expect(digestOf(() => verifierPage(5, 5))).toBe('no throw')
    expect(digestOf(() => verifierPage(1, 0))).toBe('no throw')
  })
  it('reads ?page= of search results leniently', () => {
    expect(pageDeRequete('3')).toBe(3)
    expect(pageDeRequete(['2', '5'])).toBe(2)
    expect(pageDeRequete('0')).toBe(1)
    expect(pageDeRequete(undefined)).toBe(1)
  })
})

describe('rich text anchors', () => {
  it('derives stable ids from heading text, or takes an explicit {#id}', () => {
    expect(ancreDe('Rétractation')).toEqual({ id: 'retractation', label: 'Rétractation' })
    expect(ancreDe('Droit de rétractation {#retractation}')).toEqual({
      id: 'retractation',
      label: 'Droit de rétractation',
    })
    expect(ancreDe('Données & cookies : l’essentiel').id).toBe('donnees-et-cookies-l-essentiel')
  })
  it('builds a table of contents from the h2 headings', () => {
    const text = (t: string) => ({ type: 'text', text: t })
    const value = {
      root: {
        children: [
          { type: 'heading', tag: 'h2', children: [text('Objet')] },
          { type: 'paragraph', children: [text('…')] },
          { type: 'heading', tag: 'h3', children: [text('Détail')] },
          { type: 'heading', tag: 'h2', children: [text('Droit de '), text('rétractation')] },
        ],
      },
    }
    expect(sommaire(value)).toEqual([
      { id: 'objet', label: 'Objet' },
      { id: 'droit-de-retractation', label: 'Droit de rétractation' },
    ])
    expect(sommaire(null)).toEqual([])
  })
})

describe('revalidation tags of a product', () => {
  it('cover its page, every listing it is or was in, favourites, home and the sitemap', () => {
    const tags = produitTags(
      { id: 1, slug: 'ikigai', coupDeCoeur: true, audiences: [3, { id: 4 }], collections: [7] },
      { id: 1, slug: 'ikigai-ancien', coupDeCoeur: false, audiences: [5] },
    )
    expect(tags).toEqual(
      expect.arrayContaining([
        TAGS.produits,
        TAGS.sitemap,
        TAGS.coupsDeCoeur,
        produitTag('ikigai'),
        produitTag('ikigai-ancien'),
        facetteValeurTag('audiences', 3),
        facetteValeurTag('audiences', 4),
        facetteValeurTag('audiences', 5),
        facetteValeurTag('collections', 7),
      ]),
    )
    expect(tags).not.toContain(facetteValeurTag('themes', 3))
  })
})

describe('GET /api/produits query', () => {
  it('parses valid filters and drops unknown keys', () => {
    const r = produitsQuerySchema.parse({
      audience: 'psychologue',
      coupDeCoeur: 'true',
      page: '2',
      limit: '10',
      tri: 'prix-croissant',
      x: 'y',
    })
    expect(r).toEqual({
      audience: 'psychologue',
      coupDeCoeur: true,
      page: 2,
      limit: 10,
      tri: 'prix-croissant',
    })
  })
  it('rejects bad values with French messages', () => {
    const r = produitsQuerySchema.safeParse({ limit: '500' })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0].message).toBe('« limit » doit valoir au plus 100.')
  })
})

describe('sitemap XML', () => {
  it('writes an index over the four sitemaps and escaped url sets', () => {
    const entries = {
      produits: [{ path: '/produits/affiches/a', lastmod: '2026-01-02T00:00:00.000Z' }],
      listes: [],
      articles: [],
      pages: [{ path: '/?a&b', lastmod: '2026-01-01T00:00:00.000Z' }],
    }
    const index = sitemapIndexXml('https://mc.example', entries)
    expect(index).toContain('<sitemapindex')
    expect(index).toContain(
      '<loc>https://mc.example/sitemaps/produits.xml</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod>',
    )
    expect(index.match(/<sitemap>/g)).toHaveLength(4)
    expect(urlsetXml('https://mc.example', entries.pages)).toContain('<loc>https://mc.example/?a&amp;b</loc>')
  })
})
