/**
 * Cache tags of the storefront's data (unstable_cache entries and, through them, the pages that read
 * them). Payload hooks revalidate exactly these tags when an editor publishes (src/hooks/revalidate*.ts).
 */
export const FACETTES = ['audiences', 'collections', 'themes', 'mots-cles', 'langues'] as const
export type Facette = (typeof FACETTES)[number]

export const TAGS = {
  reglages: 'reglages',
  /** Every general product listing: /produits, its pages, home's latest products, related products. */
  produits: 'produits',
  coupsDeCoeur: 'coups-de-coeur',
  articles: 'articles',
  faq: 'faq',
  portfolio: 'portfolio',
  pages: 'pages',
  sitemap: 'sitemap',
} as const

/** One product's detail data. */
export const produitTag = (slug: string): string => `produit:${slug}`

/** Products of one facet value (keyed by the value's id: a hook knows ids, not slugs). */
export const facetteValeurTag = (facette: Facette, id: string | number): string => `produits:${facette}:${id}`

/** A facet's value list (index page, names on chips). */
export const facetteTag = (facette: Facette): string => `facette:${facette}`

export const articleTag = (slug: string): string => `article:${slug}`

export const pageTag = (slug: string): string => `page:${slug}`
