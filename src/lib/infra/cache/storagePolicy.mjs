// What Next's incremental cache may keep of an entry, shared by both handlers (file-handler.mjs,
// redis-handler.mjs). Plain ESM: Next loads those files by path with Node, outside the app bundle.
//
// Strangers choose URLs; the budget of what they can make the server keep must not grow with them
// (docs/decisions/0101-budget-du-cache.md):
// - a not-found answer is never stored: its URL is anything at all. One exception, a single key: Next's
//   `/_not-found` page, whose body depends on no URL, which src/lib/infra/http/notFoundRewrite.mjs serves for every path it knows
//   is missing (docs/decisions/0187-une-seule-page-introuvable.md);
// - a data lookup that found nothing (unstable_cache returning null: an unknown slug) neither;
// - a page that exists only because of what a visitor typed (a search, a page number, a facet value)
//   and the data rendered for it are kept in memory only, in Next's LRU bounded in bytes
//   (cacheMaxMemorySize), never on disk; with Redis, in Redis, whose maxmemory and allkeys-lru policy
//   are that budget.

/**
 * The tag a cached read keyed by visitor input carries (src/lib/infra/cache/cached.ts, `keyedBy: 'visitor'`):
 * its entries go to the bounded memory, whatever page or route reads them — the public API's queries
 * included, which no page path names (issue 44: 700 queries of /api/produits wrote 52.6 MB to disk).
 */
export const VISITOR_TAG = 'zone:visiteurs'

/** Paths, and route patterns (`/produits/page/[n]`), whose number of pages visitors decide. */
const VISITOR_TYPED = [
  // searches: /produits/recherche/{q}/{page}
  /^\/produits\/recherche(\/|$)/,
  // page numbers of every listing: /produits/page/{n}, /produits/affiches/{facette}/page/{n}, …
  /\/page\/[^/]+$/,
  // facet values and their pages: /produits/affiches/{facette}/{valeur}
  /^\/produits\/affiches\/[^/]+\/[^/]+/,
]

/** Next's route for the not-found page (global-not-found.tsx): one entry, whatever the URL. */
const NOT_FOUND_PAGE = '/_not-found'

/** The page's path in a response-cache key (`/route-cache/APP_PAGE/<route hash>/$/produits/page/3`). */
function pagePath(key) {
  const i = key.indexOf('/$/')
  return i === -1 ? key : key.slice(i + 2)
}

/** The page a data entry was read for: unstable_cache names it in `fetchUrl` (`unstable_cache /path  fn`). */
function dataPath(ctx) {
  const match = /^unstable_cache (\S*)/.exec(ctx?.fetchUrl ?? '')
  if (!match) return ''
  try {
    return decodeURIComponent(match[1])
  } catch {
    return match[1]
  }
}

export const isVisitorTyped = (path) => VISITOR_TYPED.some((re) => re.test(path.split('?')[0]))

/**
 * 'none': not stored at all; 'memory': in the process's bounded LRU only (or the shared Redis);
 * 'disk': stored as Next does (a page or data entry whose number the content decides).
 * @param {string} key the cache key Next passes to `set`
 * @param {any} data the entry (`kind` APP_PAGE, APP_ROUTE, PAGES, FETCH…)
 * @param {any} ctx the context of `set` (`fetchCache`, `fetchUrl` for data entries)
 * @returns {'none' | 'memory' | 'disk'}
 */
export function storagePolicy(key, data, ctx) {
  if (!data) return 'disk'
  if (data.kind === 'FETCH') {
    if (data.data?.body === 'null') return 'none'
    if (ctx?.tags?.includes(VISITOR_TAG)) return 'memory'
    return isVisitorTyped(dataPath(ctx)) ? 'memory' : 'disk'
  }
  if (data.kind === 'APP_PAGE' || data.kind === 'APP_ROUTE' || data.kind === 'PAGES') {
    if (typeof data.status === 'number' && data.status >= 400)
      return pagePath(key) === NOT_FOUND_PAGE ? 'disk' : 'none'
    return isVisitorTyped(pagePath(key)) ? 'memory' : 'disk'
  }
  return 'disk'
}
