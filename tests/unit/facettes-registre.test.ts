import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { NAVIGATION, PIED_BOUTIQUE, piedFacettes } from '@/components/layout/navigation'
import { facettesTags, facetteValeurTags } from '@/lib/catalogue/tags'
import {
  FACETTES,
  FACETTES_REGISTRE,
  listesAffiches,
  puces,
  type FacetteInfo,
  type Registre,
} from '@/lib/catalogue/facettes'
import { lireProduitsFiltres } from '@/lib/catalogue/apiPublique/liste'
import { produitsQuerySchema, produitsQuerySchemaDe } from '@/lib/catalogue/apiPublique/requete'
import { buildSitemaps } from '@/lib/seo/sitemap'
import { RESERVED_PRODUCT_SLUGS, reservedProductSlugs } from '@/lib/catalogue/slug'

/** A sixth facet, as an engineer would add it: one registry entry (its collection is faked below). */
const FORMATS = {
  facette: 'formats',
  champ: 'formats',
  filtre: 'format',
  titre: 'Formats',
  titreValeur: (nom: string) => `Affiches au format ${nom}`,
  intro: 'Du carte postale au grand format.',
  puce: 'Format',
  menu: 'Par format',
} satisfies FacetteInfo

const registre: Registre = [...FACETTES_REGISTRE, FORMATS]

type Appel = { collection?: string; where?: unknown }

/** Payload's local API over in-memory collections: what find/findGlobal were asked, and answers. */
function fauxPayload(collections: Record<string, Record<string, unknown>[]>) {
  const appels: Appel[] = []
  const payload = {
    findGlobal: async () => ({ itemsPerPage: 24, updatedAt: '2026-01-01T00:00:00.000Z' }),
    find: async (args: Appel & { limit?: number }) => {
      appels.push(args)
      const docs = collections[args.collection ?? ''] ?? []
      const slug = (args.where as { slug?: { equals?: string } } | undefined)?.slug?.equals
      const found = slug === undefined ? docs : docs.filter((d) => d.slug === slug)
      return { docs: found, page: 1, totalPages: found.length ? 1 : 0, totalDocs: found.length }
    },
  }
  return { payload: payload as unknown as Payload, appels }
}

const produit = {
  id: 1,
  slug: 'respirer',
  titre: 'Respirer',
  extrait: 'Une affiche.',
  prix: 1200,
  livraison: 'numerique',
  categorie: 'affiche',
  updatedAt: '2026-02-01T00:00:00.000Z',
  coupDeCoeur: false,
  formats: [7],
}
const a4 = { id: 7, slug: 'a4', nom: 'A4', updatedAt: '2026-01-15T00:00:00.000Z' }

describe('a sixth facet added to the registry', () => {
  it('becomes a listing route under /produits/affiches (static params) and a reserved product slug', () => {
    expect(listesAffiches(registre)).toContain('formats')
    expect(reservedProductSlugs(registre)).toEqual(expect.arrayContaining(['formats', 'page']))
    expect(listesAffiches()).not.toContain('formats')
  })

  it('is a filter of GET /api/produits: the query schema accepts format=…, and the search uses it', async () => {
    const schema = produitsQuerySchemaDe(registre)
    expect(schema.parse({ format: 'a4', page: '2' })).toMatchObject({ format: 'a4', page: 2 })
    const bad = schema.safeParse({ format: 'A 4' })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0].message).toContain('« format »')
    // The real registry has no such filter: the key is dropped.
    expect(produitsQuerySchema.parse({ format: 'a4' })).not.toHaveProperty('format')

    const { payload, appels } = fauxPayload({ formats: [a4], produits: [produit] })
    await lireProduitsFiltres(payload, schema.parse({ format: 'a4' }), registre)
    expect(appels[0]).toMatchObject({ collection: 'formats', where: { slug: { equals: 'a4' } } })
    expect(appels.at(-1)).toMatchObject({
      collection: 'produits',
      where: { and: [{ formats: { in: [7] } }] },
    })
    // An unknown value matches nothing, as for the other facets.
    const vide = await lireProduitsFiltres(payload, { format: 'a0' } as never, registre)
    expect(vide.totalDocs).toBe(0)
  })

  it('has chips on the product page, after the other facets', () => {
    const groupes = puces(
      {
        collections: [{ id: 3, slug: 'citations', nom: 'Citations' }],
        formats: [{ id: 7, slug: 'a4', nom: 'A4' }],
      },
      registre,
    )
    expect(groupes.map((g) => g.titre)).toEqual(['Collection', 'Format'])
    expect(groupes[1].valeurs).toEqual([{ id: 7, nom: 'A4', href: '/produits/affiches/formats/a4' }])
  })

  it('has its index and its values in the sitemap', async () => {
    const { payload } = fauxPayload({ formats: [a4], produits: [produit] })
    const { listes } = await buildSitemaps(payload, registre)
    const paths = listes.map((e) => e.path)
    expect(paths).toContain('/produits/affiches/formats')
    expect(paths).toContain('/produits/affiches/formats/a4')
    expect(listes.find((e) => e.path === '/produits/affiches/formats/a4')?.lastmod).toBe(produit.updatedAt)
  })

  it('is revalidated: its value listings when a product changes, its value list', () => {
    expect(facetteValeurTags({ formats: [7], audiences: [{ id: 2 }] }, registre)).toEqual([
      'produits:audiences:2',
      'produits:formats:7',
    ])
    expect(facettesTags(registre)).toContain('facette:formats')
  })

  it('has a footer link', () => {
    expect(piedFacettes(registre).at(-1)).toEqual({ href: '/produits/affiches/formats', label: 'Par format' })
  })
})

describe('the real registry gives what was written out by hand', () => {
  it('facets, reserved slugs and static params', () => {
    expect(FACETTES).toEqual(['audiences', 'collections', 'themes', 'mots-cles', 'langues'])
    expect([...RESERVED_PRODUCT_SLUGS].sort()).toEqual(
      ['coups-de-coeur', 'audiences', 'themes', 'collections', 'mots-cles', 'langues', 'page'].sort(),
    )
    expect(listesAffiches()).toEqual([
      'coups-de-coeur',
      'audiences',
      'collections',
      'themes',
      'mots-cles',
      'langues',
    ])
  })

  it('the filters of GET /api/produits', () => {
    expect(Object.keys(produitsQuerySchema.shape)).toEqual([
      'audience',
      'collection',
      'theme',
      'motCle',
      'langue',
      'coupDeCoeur',
      'q',
      'page',
      'limit',
      'tri',
    ])
  })

  it('menus', () => {
    expect(NAVIGATION.slice(0, 4)).toEqual([
      { href: '/produits', label: 'Affiches' },
      { href: '/produits/affiches/audiences', label: 'Audiences' },
      { href: '/produits/affiches/collections', label: 'Collections' },
      { href: '/produits/affiches/coups-de-coeur', label: 'Coups de cœur' },
    ])
    expect(PIED_BOUTIQUE).toEqual([
      { href: '/produits', label: 'Toutes les affiches' },
      { href: '/produits/affiches/coups-de-coeur', label: 'Coups de cœur' },
      { href: '/produits/affiches/audiences', label: 'Par audience' },
      { href: '/produits/affiches/collections', label: 'Par collection' },
      { href: '/produits/affiches/themes', label: 'Par couleur' },
      { href: '/produits/affiches/mots-cles', label: 'Par mot-clé' },
      { href: '/produits/affiches/langues', label: 'Par langue' },
    ])
  })

  it('chip headings', () => {
    const v = [{ id: 1, slug: 'x', nom: 'X' }]
    const groupes = puces({ audiences: v, collections: v, themes: v, 'mots-cles': v, langues: v })
    expect(groupes.map((g) => g.titre)).toEqual([
      'Pour les cabinets de',
      'Collection',
      'Couleurs',
      'Mots-clés',
      'Langue',
    ])
  })
})
