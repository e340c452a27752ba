/**
 * Cache tags of the storefront's data (unstable_cache entries and, through them, the pages that read
 * them). Payload hooks revalidate exactly these tags when an editor publishes (src/hooks/revalidate*.ts).
 */
import { FACETTES_REGISTRE, type Registre } from '@/lib/catalogue/facettes'

// The facets come from their registry; re-exported here for the code that only deals in tags.
export { FACETTES } from '@/lib/catalogue/facettes'

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

/** One product's like count (and the API answers that show it): expired by each like, nothing else. */
export const likesTag = (slug: string): string => `likes:${slug}`

/**
 * The paths whose answers a revalidation of `tags` changes, when that is fewer than every path: a like
 * changes one product's count, which only GET /api/produits/{slug} and …/likes show. Null: every path.
 * The answers kept in front of Next are dropped by it (src/lib/infra/http/responseCache.mjs).
 */
export function cheminsExpires(tags: readonly string[]): ((chemin: string) => boolean) | null {
  const prefixe = likesTag('')
  const slugs = tags.map((t) => (t.startsWith(prefixe) ? t.slice(prefixe.length) : null))
  if (slugs.length === 0 || slugs.includes(null)) return null
  const bases = slugs.map((s) => `/api/produits/${s}`)
  return (chemin) =>
    bases.some((b) => chemin === b || chemin.startsWith(`${b}/`) || chemin.startsWith(`${b}?`))
}

/** Products of one facet value (keyed by the value's id: a hook knows ids, not slugs). */
export const facetteValeurTag = (facette: string, id: string | number): string => `produits:${facette}:${id}`

/** A facet's value list (index page, names on chips). */
export const facetteTag = (facette: string): string => `facette:${facette}`

/** Every facet's value-list tag: what shows facet names (product pages, the cached API answers). */
export const facettesTags = (facetRegistry: Registre = FACETTES_REGISTRE): string[] =>
  facetRegistry.map((f) => facetteTag(f.facette))

const ids = (value: unknown): (number | string)[] =>
  (Array.isArray(value) ? value : []).map((v) =>
    typeof v === 'object' && v !== null ? (v as { id: number | string }).id : v,
  )

/** Listing tags of the facet values a product document points at (its facet fields, ids or populated). */
export const facetteValeurTags = (
  doc: Record<string, unknown>,
  facetRegistry: Registre = FACETTES_REGISTRE,
): string[] => facetRegistry.flatMap((f) => ids(doc[f.champ]).map((id) => facetteValeurTag(f.facette, id)))

export const articleTag = (slug: string): string => `article:${slug}`

export const pageTag = (slug: string): string => `page:${slug}`

/** The tag of a collection's cached reads, derived from its config: its slug (`faq`, `temoignages`). A
 *  read tags its entries with it and the collection's hooks expire it (src/hooks/revalidate.ts). */
export const collectionTag = (collection: { slug: string }): string => collection.slug
