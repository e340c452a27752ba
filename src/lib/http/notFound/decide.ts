import { listesAffiches } from '@/lib/produits/facettes'

/**
 * The first segments that are routes of the app (src/app), files of public/ or Next's own: any other
 * path ends in the catch-all src/app/(frontend)/[...name], which serves a published `pages` document
 * (one segment), /451, or the 404. tests/unit/not-found-decide.test.ts keeps this list equal to
 * src/app, public/ and the redirects of next.config.mjs.
 */
export const ROUTE_SEGMENTS: readonly string[] = [
  // src/app/(frontend)
  'articles',
  'commande',
  'contact',
  'faq',
  'hors-ligne',
  'icon.svg',
  'images',
  'js',
  'mes-affiches-aimees',
  'mes-commandes',
  'miniatures',
  'newsletter',
  'og',
  'pinterest',
  'portfolio',
  'produits',
  'retractation',
  // src/app/(payload)
  'admin',
  'api',
  // src/app
  'robots.txt',
  'sitemap.xml',
  'sitemaps',
  // public/
  'sw.js',
  // Next's own
  '_next',
  'favicon.ico',
  // next.config.mjs's redirects (the hook runs before Next applies them)
  'mes-coups-de-coeur',
]

/** The slugs whose pages exist, by route (./slugIndex.ts reads them). */
export type SlugIndex = {
  pages: ReadonlySet<string>
  produits: ReadonlySet<string>
  articles: ReadonlySet<string>
}

const ROUTES = new Set(ROUTE_SEGMENTS)
// What /produits/affiches/{slug} serves besides products (src/app/(frontend)/produits/affiches/[slug]/aiguillage.ts).
const LISTINGS = new Set(listesAffiches())

/**
 * Whether a path is surely answered with the 404, from the slugs that exist: a path of the catch-all
 * (deeper than one segment, or a page name no `pages` document has), an unknown article, an unknown
 * product. False means « render it »: the route decides (listings, page numbers, facet values…).
 * @param pathname the decoded path
 */
export function isKnownMissing(pathname: string, index: SlugIndex): boolean {
  const segments = pathname.split('/').slice(1)
  if (segments.length === 0 || segments[0] === '' || segments.at(-1) === '') return false
  const [first] = segments
  if (!ROUTES.has(first)) {
    if (segments.length > 1) return true
    return first !== '451' && !index.pages.has(first)
  }
  if (first === 'articles' && segments.length === 2) return !index.articles.has(segments[1])
  if (first === 'produits' && segments.length === 3 && segments[1] === 'affiches') {
    const slug = segments[2]
    return !LISTINGS.has(slug) && !index.produits.has(slug)
  }
  return false
}
