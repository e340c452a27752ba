import { NextResponse, type NextRequest } from 'next/server'

import {
  attenteRendu,
  cheminRecherche,
  estCanonique,
  listeDeLaPageUne,
  rechercheCanonique,
  urlRecherche,
} from '@/lib/catalogue/client'
import { isDecodablePath, jsonError, MESSAGES, normalizedPath } from '@/lib/infra/http/client'

/**
 * Runs before Next's router, only on the paths of `config.matcher`:
 * - a path whose percent-encoding is invalid (`/articles/%ff`): Next's router throws while decoding the
 *   params of a dynamic route, and a production build answers 500 (it has no `/_error` page to render
 *   the 400 with). Pages get the French 404, the API its JSON 404;
 * - a path with needlessly encoded letters (`/contac%74`): a 308 to its plain spelling (the API is left
 *   as written);
 * - `/page/1` of a listing: the 308 to the bare listing is sent from here, because a redirect rendered
 *   by the page is prerendered and Next then sends its `Location` header twice;
 * - /451 (docs/SPECIFICATION.md §4) answers with its own status code, which an App Router page cannot set;
 * - a search, `/produits?q=…[&page=n]`, is rewritten to a path (`/produits/recherche/{q}/{n}`): a page
 *   keyed by its path is rendered once and kept in the page cache, expired by the listings' tags, where a
 *   page reading its query string is rendered for every request. Only the canonical form of a search
 *   gets there (src/lib/catalogue/recherche/canonique.ts): other spellings get a 307 to it, a page past any
 *   possible last page a 404, and a search not sent on before counts against the address's limit of
 *   renders (429). An empty search is the catalogue: a 307 to `/produits` from here (a rewrite rule in
 *   next.config would be tested by Next's router on every request of every page; docs/BENCHMARKS.md).
 *   The internal path typed by hand is sent to the public URL, so every render passes here.
 */
export async function proxy(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl
  if (!isDecodablePath(pathname)) {
    if (/^\/api(\/|$)/.test(pathname)) return jsonError(404, MESSAGES.notFound)
    // /404 is answered by the French not-found page with a 404 status (src/app/global-not-found.tsx).
    return NextResponse.rewrite(new URL('/404', request.url))
  }
  const liste = listeDeLaPageUne(pathname)
  if (liste) return NextResponse.redirect(new URL(liste, request.url), 308)
  if (pathname === '/451') return NextResponse.next({ status: 451 })
  if (pathname === '/produits') {
    const sp = request.nextUrl.searchParams
    return recherche(request, sp.get('q'), sp.get('page'))
  }
  const interne = /^\/produits\/recherche(?:\/([^/]*)(?:\/([^/]*))?)?\/?$/.exec(decodeURIComponent(pathname))
  if (interne) {
    const sp = request.nextUrl.searchParams
    const [q, page] =
      interne[1] === undefined ? [sp.get('q'), sp.get('page')] : [interne[1], interne[2] ?? null]
    const c = rechercheCanonique(q, page)
    const cible = c.genre === 'recherche' ? c.url : c.genre === 'catalogue' ? '/produits' : '/404'
    return NextResponse.redirect(new URL(cible, request.url), 307)
  }
  // `/contac%74` is `/contact`: Next's router matched the static page on the decoded path, then
  // refused to render it for the path as written, retried and answered 500 (« Attempted to handle
  // request too many times »). One permanent redirect to the plain spelling, query string kept; last,
  // so that the cases above, which read the decoded path, still redirect in one hop.
  // The API is left as written: its controls hold on the operation, whatever the spelling
  // (src/lib/infra/http/operation.ts, docs/decisions/0050), and a client would not follow a redirect with its
  // body; an encoded spelling of `/api` itself was made plain before Next read the request
  // (src/lib/infra/http/incomingRequest.mjs).
  const normalise = normalizedPath(pathname)
  if (normalise !== pathname && !/^\/api(\/|$)/i.test(normalise)) {
    const url = request.nextUrl.clone()
    url.pathname = normalise
    return NextResponse.redirect(url, 308)
  }
  return NextResponse.next()
}

const tropDeRecherches = (ms: number) =>
  new NextResponse(
    '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Trop de recherches</title>' +
      '<p>Trop de recherches depuis cette adresse\u00a0: réessayez dans quelques instants.</p></html>',
    {
      status: 429,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': String(Math.max(1, Math.ceil(ms / 1000))),
      },
    },
  )

async function recherche(request: NextRequest, q: string | null, page: string | null) {
  const c = rechercheCanonique(q, page)
  if (c.genre === 'catalogue') return NextResponse.redirect(new URL('/produits', request.url), 307)
  if (c.genre === 'introuvable') return NextResponse.rewrite(new URL('/404', request.url))
  if (!estCanonique(c, q, page))
    return NextResponse.redirect(new URL(urlRecherche(c.cle, c.page), request.url), 307)
  const attente = await attenteRendu(c.cle, c.page, request.headers)
  if (attente !== null) return tropDeRecherches(attente)
  return NextResponse.rewrite(new URL(cheminRecherche(c.cle, c.page), request.url))
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
    '/produits/recherche',
    '/produits/recherche/:path*',
  ],
}
