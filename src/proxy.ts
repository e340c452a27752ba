import { NextResponse, type NextRequest } from 'next/server'

import { listeDeLaPageUne, pageDeRequete } from '@/lib/data/pagination'
import { jsonError, MESSAGES } from '@/lib/http/errors'
import { cheminRecherche, texteRecherche } from '@/lib/recherche/texte'
import { cheminDecodable } from '@/lib/url'

/**
 * Runs before Next's router, only on the paths of `config.matcher`:
 * - a path whose percent-encoding is invalid (`/articles/%ff`): Next's router throws while decoding the
 *   params of a dynamic route, and a production build answers 500 (it has no `/_error` page to render
 *   the 400 with). Pages get the French 404, the API its JSON 404;
 * - `/page/1` of a listing: the 308 to the bare listing is sent from here, because a redirect rendered
 *   by the page is prerendered and Next then sends its `Location` header twice;
 * - /451 (docs/SPECIFICATION.md §4) answers with its own status code, which an App Router page cannot set;
 * - a search, `/produits?q=…[&page=n]`, is rewritten to a path (`/produits/recherche/{q}/{n}`): a page
 *   keyed by its path is rendered once and kept in the page cache, expired by the listings' tags, where a
 *   page reading its query string is rendered for every request. An empty search is the catalogue: a
 *   307 to `/produits` from here (a rewrite rule in next.config would be tested by Next's router on every
 *   request of every page; docs/BENCHMARKS.md).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (!cheminDecodable(pathname)) {
    if (/^\/api(\/|$)/.test(pathname)) return jsonError(404, MESSAGES.notFound)
    // /404 is answered by the French not-found page with a 404 status (src/app/global-not-found.tsx).
    return NextResponse.rewrite(new URL('/404', request.url))
  }
  const liste = listeDeLaPageUne(pathname)
  if (liste) return NextResponse.redirect(new URL(liste, request.url), 308)
  if (pathname === '/451') return NextResponse.next({ status: 451 })
  if (pathname === '/produits') {
    const q = texteRecherche(request.nextUrl.searchParams.get('q'))
    const page = pageDeRequete(request.nextUrl.searchParams.get('page'))
    if (q) return NextResponse.rewrite(new URL(cheminRecherche(q, page), request.url))
    return NextResponse.redirect(new URL('/produits', request.url), 307)
  }
  return NextResponse.next()
}

// Kept narrow, the proxy costs nothing elsewhere. Next tests each matcher against the raw path and the
// decoded one: `/produits/page/%31` is caught too.
export const config = {
  matcher: [
    '/(.*%.*)',
    '/produits/page/1',
    '/produits/affiches/:slug/page/1',
    '/produits/affiches/:slug/:valeur/page/1',
    '/451',
    { source: '/produits', has: [{ type: 'query', key: 'q' }] },
  ],
}
