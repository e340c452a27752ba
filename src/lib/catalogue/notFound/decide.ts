import { listesAffiches } from '@/lib/catalogue/facettes'

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
  'invitation',
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

/** What a path needs to be known missing: nothing (a catch-all path of several segments), the slug of a
 *  page, an article or a product that must be absent, or nothing at all can be said (null). */
export type Question = { missing: true } | { absent: keyof SlugIndex; slug: string } | null

/**
 * The shape of a path, before any slug is read: most requests (existing routes, the API, assets) are
 * answered null at once and never touch the slug index.
 * @param pathname the decoded path
 */
export function questionFor(pathname: string): Question {
  const segments = pathname.split('/').slice(1)
  if (segments.length === 0 || segments[0] === '' || segments.at(-1) === '') return null
  const [first] = segments
  if (!ROUTES.has(first)) {
    if (segments.length > 1) return { missing: true }
    return first === '451' ? null : { absent: 'pages', slug: first }
  }
  if (first === 'articles' && segments.length === 2) return { absent: 'articles', slug: segments[1] }
  if (first === 'produits' && segments.length === 3 && segments[1] === 'affiches')
    return LISTINGS.has(segments[2]) ? null : { absent: 'produits', slug: segments[2] }
  return null
}

/**
 * Whether a path is surely answered with the 404, from the slugs that exist: a path of the catch-all
 * (deeper than one segment, or a page name no `pages` document has), an unknown article, an unknown
 * product. False means « render it »: the route decides (listings, page numbers, facet values…).
 * @param pathname the decoded path
 */
export function isKnownMissing(pathname: string, index: SlugIndex): boolean {
  const q = questionFor(pathname)
  if (q === null) return false
  return 'missing' in q || !index[q.absent].has(q.slug)
}
