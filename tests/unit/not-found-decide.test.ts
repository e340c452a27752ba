// @vitest-environment node
// What is answered with the 404 page without rendering a route (src/lib/catalogue/notFound/decide.ts):
// only paths no route serves, decided from the slugs that exist; the route list is the app's own.
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { isKnownMissing, ROUTE_SEGMENTS, type SlugIndex } from '../../src/lib/catalogue/notFound/decide'
import { storagePolicy } from '../../src/lib/infra/cache/storagePolicy.mjs'

const index: SlugIndex = {
  pages: new Set(['a-propos', 'mentions-legales']),
  produits: new Set(['je-merite-la-douceur']),
  articles: new Set(['bien-choisir']),
}

describe('isKnownMissing', () => {
  it.each([
    '/page-inconnue',
    '/404',
    '/nulle/part/3',
    '/a-propos/plus-loin',
    '/articles/article-inconnu',
    '/produits/affiches/affiche-inconnue',
    '/produits/affiches/page',
    '/wp-login.php',
  ])('%s is a 404', (chemin) => expect(isKnownMissing(chemin, index)).toBe(true))

  it.each([
    '/',
    '/a-propos',
    '/451',
    '/contact',
    '/produits',
    '/produits/page/2',
    '/articles',
    '/articles/bien-choisir',
    '/produits/affiches/je-merite-la-douceur',
    '/produits/affiches/coups-de-coeur',
    '/produits/affiches/themes',
    '/produits/affiches/themes/calme',
    '/articles/bien-choisir/plus',
    '/api/produits/inconnu',
    '/admin/collections',
    '/sw.js',
    '/_next/static/chunks/x.js',
    '/page-inconnue/',
  ])('%s is left to its route', (chemin) => expect(isKnownMissing(chemin, index)).toBe(false))

  it('lists every first segment of src/app, public/ and next.config.mjs’s redirects as a route', () => {
    const entries = (dir: string) =>
      fs.readdirSync(dir).filter((e) => !/^(\[|\(|layout\.|page\.|not-found\.|global-|globals\.css)/.test(e))
    const routes = [
      ...entries('src/app/(frontend)'),
      ...entries('src/app/(payload)').filter((e) => !e.endsWith('.css')),
      ...entries('src/app'),
      ...entries('public'),
      '_next',
      'favicon.ico',
      ...[...fs.readFileSync('next.config.mjs', 'utf8').matchAll(/source: '\/([^/':]+)/g)].map((m) => m[1]),
    ]
    expect([...ROUTE_SEGMENTS].sort()).toEqual([...new Set(routes)].sort())
  })
})

describe('the not-found page in the page cache', () => {
  const page404 = { kind: 'APP_PAGE', status: 404, html: '…' }
  it('keeps Next’s single /_not-found entry, and no other 404', () => {
    expect(storagePolicy('/route-cache/APP_PAGE/abc/$/_not-found', page404, {})).toBe('disk')
    expect(storagePolicy('/route-cache/APP_PAGE/abc/$/page-inconnue', page404, {})).toBe('none')
    expect(storagePolicy('/_not-found', page404, {})).toBe('disk')
  })
})
