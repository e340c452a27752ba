// @vitest-environment node
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info'
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher'
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { listeDeLaPageUne } from '@/lib/catalogue/pageUne'
import { forgetCounters } from '@/lib/infra/http/limits'
import { oublierRecherches } from '@/lib/catalogue/recherche/canonique'
import { isDecodablePath } from '@/lib/infra/http/url'
import { config, proxy } from '@/proxy'

const ORIGIN = 'http://localhost:3000'
const appeler = (path: string) => proxy(new NextRequest(`${ORIGIN}${path}`))
/** Path and query of a URL the proxy names (Next's adapter makes it relative before sending it). */
const chemin = (url: string | null) => (url ? url.replace(ORIGIN, '') : url)

// Exported by Next at runtime, left out of its type declarations: what `next build` compiles matchers with.
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (
    matcher: typeof config.matcher,
    nextConfig: { basePath: string },
  ) => Parameters<typeof getMiddlewareRouteMatcher>[0]
}

/** The proxy's matcher as Next compiles it at build time, tried as Next's router tries it: on the raw
 *  path, then on the decoded one (next/dist/server/lib/router-utils/resolve-routes.js). */
const correspond = (() => {
  const matchers = getMiddlewareMatchers(config.matcher, { basePath: '' })
  const match = getMiddlewareRouteMatcher(matchers)
  return (path: string, query: Record<string, string> = {}) => {
    let decode = path
    try {
      decode = decodeURIComponent(path)
    } catch {
      /* as Next: an undecodable path is only tried raw */
    }
    return match(path, {} as never, query) || match(decode, {} as never, query)
  }
})()

const INDECODABLES = [
  '/articles/%ff',
  '/produits/affiches/%ff',
  '/produits/affiches/audiences/%E9t%E9',
  '/produits/affiches/audiences/%ff/page/2',
  '/produits/page/%',
  '/newsletter/%c3',
  '/images/produits/affiches/cadre-bois/%ff.webp',
  '/%ff',
]

describe('paths with an invalid percent-encoding', () => {
  it('are told apart from valid encodings', () => {
    for (const path of INDECODABLES) expect(isDecodablePath(path), path).toBe(false)
    for (const path of ['/', '/produits/affiches/mots-cles/%C3%A9t%C3%A9', '/a%20b', '/produits%2Fx'])
      expect(isDecodablePath(path), path).toBe(true)
  })

  it('reach the proxy: its matcher takes every path with a %', () => {
    for (const path of [...INDECODABLES, '/api/produits/%ff', '/api/%ff/x', '/admin/%ff'])
      expect(correspond(path), path).toBe(true)
  })

  it('pages: the French 404 (a rewrite to /404, which global-not-found answers), never a 500', async () => {
    for (const path of INDECODABLES) {
      const res = await appeler(path)
      expect(chemin(res.headers.get('x-middleware-rewrite')), path).toBe('/404')
    }
  })

  it('the API: a JSON 404 with a French message', async () => {
    for (const path of ['/api/produits/%ff', '/api/%ff', '/api/produits/%E9/like']) {
      const res = await appeler(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await res.json()).toEqual({ error: 'Introuvable.' })
    }
  })

  it('a valid encoding goes on to its route untouched', async () => {
    for (const path of ['/produits/affiches/mots-cles/%C3%A9t%C3%A9', '/api/produits/a%20b']) {
      const res = await appeler(path)
      expect(res.headers.get('x-middleware-next'), path).toBe('1')
      expect(res.headers.get('x-middleware-rewrite'), path).toBeNull()
      expect(res.status).toBe(200)
    }
  })
})

describe('/page/1 of a listing', () => {
  const CAS: [string, string][] = [
    ['/produits/page/1', '/produits'],
    ['/produits/affiches/coups-de-coeur/page/1', '/produits/affiches/coups-de-coeur'],
    ['/produits/affiches/audiences/page/1', '/produits/affiches/audiences'],
    ['/produits/affiches/audiences/psychologue/page/1', '/produits/affiches/audiences/psychologue'],
    ['/produits/affiches/mots-cles/%C3%A9t%C3%A9/page/1', '/produits/affiches/mots-cles/%C3%A9t%C3%A9'],
    ['/produits/page/%31', '/produits'],
  ]

  it('names its listing, and nothing else does', () => {
    for (const [path, liste] of CAS) expect(listeDeLaPageUne(path), path).toBe(liste)
    for (const path of [
      '/produits',
      '/produits/page/2',
      '/produits/page/10',
      '/produits/page/01',
      '/produits/affiches/page/1',
      '/produits/x/page/1',
      '/articles/page/1',
      '/produits/affiches/a/b/c/page/1',
      '/produits/affiches//page/1',
      '/produits/page/%ff',
    ])
      expect(listeDeLaPageUne(path), path).toBeNull()
  })

  it('is answered by the proxy with one 308 and one Location, before any rendering', async () => {
    for (const [path, liste] of CAS) {
      expect(correspond(path), path).toBe(true)
      const res = await appeler(path)
      expect(res.status, path).toBe(308)
      expect(chemin(res.headers.get('location')), path).toBe(liste)
    }
  })

  it('the matcher stays narrow: other listing pages and the rest of the site skip the proxy', () => {
    for (const path of [
      '/',
      '/produits',
      '/produits/page/2',
      '/produits/affiches/audiences/psychologue',
      '/produits/affiches/audiences/psychologue/page/3',
      '/articles/le-stress',
      '/api/produits',
      '/_next/static/chunks/main.js',
    ])
      expect(correspond(path), path).toBe(false)
  })
})

describe('/451', () => {
  it('keeps its own status code', async () => {
    expect(correspond('/451')).toBe(true)
    const res = await appeler('/451')
    expect(res.status).toBe(451)
    expect(res.headers.get('x-middleware-next')).toBe('1')
  })
})

describe('a search, /produits?q=', () => {
  it('reaches the proxy, and only with a q', () => {
    expect(correspond('/produits', { q: 'calme' })).toBe(true)
    expect(correspond('/produits', { page: '2' })).toBe(false)
    expect(correspond('/articles', { q: 'calme' })).toBe(false)
  })

  it('its canonical form is rewritten to the cacheable path of its key and page', async () => {
    const CAS: [string, string][] = [
      ['/produits?q=calme', '/produits/recherche/calme/1'],
      ['/produits?q=mot+cle&page=2', '/produits/recherche/mot%20cle/2'],
      ['/produits?q=emotion+100+calme', '/produits/recherche/emotion%20100%20calme/1'],
    ]
    for (const [path, cible] of CAS) {
      const res = await appeler(path)
      expect(chemin(res.headers.get('x-middleware-rewrite')), path).toBe(cible)
    }
  })

  it('any other spelling gets a 307 to the canonical form, never a render of its own', async () => {
    const CAS: [string, string][] = [
      ['/produits?q=%20Mots%20%20cl%C3%A9s%20&page=2', '/produits?q=mot+cle&page=2'],
      ['/produits?q=CALME', '/produits?q=calme'],
      ['/produits?q=Calmes', '/produits?q=calme'],
      ['/produits?q=calme&page=1', '/produits?q=calme'],
      ['/produits?q=calme&page=01', '/produits?q=calme'],
      ['/produits?q=calme&page=abc', '/produits?q=calme'],
      ['/produits?q=100%25%20%2F%20%3F%23', '/produits?q=100'],
      ['/produits?q=%C3%89motions%20%20100%25%20%2F%20calme%20%3F', '/produits?q=emotion+100+calme'],
      ['/produits/recherche/calme/1', '/produits?q=calme'],
      ['/produits/recherche/Calme/2', '/produits?q=calme&page=2'],
      ['/produits/recherche/calme/01', '/produits?q=calme'],
      ['/produits/recherche?q=calme&page=3', '/produits?q=calme&page=3'],
      ['/produits/%72echerche/calme/1', '/produits?q=calme'],
    ]
    for (const [path, cible] of CAS) {
      const res = await appeler(path)
      expect(res.status, path).toBe(307)
      expect(chemin(res.headers.get('location')), path).toBe(cible)
      expect(res.headers.get('x-middleware-rewrite'), path).toBeNull()
    }
    for (const path of ['/produits/recherche', '/produits/recherche/calme/1'])
      expect(correspond(path), path).toBe(true)
  })
})

describe('a search, /produits?q=: limits and edge cases', () => {
  it('a page past any possible last page is the 404, without a render', async () => {
    for (const path of ['/produits?q=calme&page=1001', '/produits?q=calme&page=999999999']) {
      const res = await appeler(path)
      expect(chemin(res.headers.get('x-middleware-rewrite')), path).toBe('/404')
    }
  })

  it('searches not sent on before are limited per address (429 in French), known ones are not', async () => {
    oublierRecherches()
    forgetCounters()
    const env = { ...process.env }
    process.env.RATE_LIMIT_RECHERCHE = '3/60'
    delete process.env.RATE_LIMITS
    try {
      const depuis = (path: string, adresse: string) =>
        proxy(new NextRequest(`${ORIGIN}${path}`, { headers: { 'x-forwarded-for': adresse } }))
      const statuts = []
      for (const mot of ['alpha', 'beta', 'gamma', 'delta'])
        statuts.push((await depuis(`/produits?q=${mot}`, '192.0.2.44')).status)
      expect(statuts).toEqual([200, 200, 200, 429])
      const refus = await depuis('/produits?q=epsilon', '192.0.2.44')
      expect(refus.status).toBe(429)
      expect(await refus.text()).toContain('Trop de recherches depuis cette adresse\u00a0: réessayez')
      expect(Number(refus.headers.get('retry-after'))).toBeGreaterThan(0)
      // Already sent on (so in the page cache): served, whoever asks; another address has its own count.
      expect(
        (await depuis('/produits?q=alpha', '192.0.2.44')).headers.get('x-middleware-rewrite'),
      ).toBeTruthy()
      expect((await depuis('/produits?q=epsilon', '192.0.2.45')).status).toBe(200)
    } finally {
      process.env = env
    }
  })

  it('an empty search is sent to the catalogue, without its query', async () => {
    for (const path of ['/produits?q=%20%20', '/produits?q=&page=3']) {
      const res = await appeler(path)
      expect(res.status, path).toBe(307)
      expect(chemin(res.headers.get('location')), path).toBe('/produits')
      expect(res.headers.get('x-middleware-rewrite')).toBeNull()
    }
  })
})

describe('needlessly encoded letters in a page path', () => {
  it('get one 308 to the plain spelling, query string kept, and the proxy sees them', async () => {
    for (const [encode, clair] of [
      ['/contac%74', '/contact'],
      ['/articl%65s', '/articles'],
      ['/retractatio%6E', '/retractation'],
      ['/produit%73?q=x', '/produits?q=x'],
      ['/%61rticles/un-%C3%A9t%C3%A9', '/articles/un-%C3%A9t%C3%A9'],
    ]) {
      expect(correspond(encode.split('?')[0]), encode).toBeTruthy()
      const res = await appeler(encode)
      expect(res.status, encode).toBe(308)
      expect(chemin(res.headers.get('location')), encode).toBe(clair)
    }
  })

  it('leave the API, reserved characters and other bytes as written', async () => {
    for (const path of [
      '/api/users/%6Cogin',
      '/articles/a%2Fb',
      '/articles/100%25',
      '/articles/%C3%A9t%C3%A9',
    ])
      expect((await appeler(path)).headers.get('location'), path).toBeNull()
  })
})
