// @vitest-environment node
// patches/next+16.4.6+005+routeur-par-requete.patch (applied by `postinstall`): the proxy's matchers and the
// header values with a colon are compiled once instead of on every request. What they answer must not
// change: the same values, params still substituted, `has` conditions still applied.
import { describe, expect, it } from 'vitest'
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher'
import { compileNonPath } from 'next/dist/shared/lib/router/utils/prepare-destination'

import { politiques } from '@/lib/http/securite.mjs'

describe('header values (compileNonPath)', () => {
  it('gives every Content-Security-Policy back to the letter, again and again', () => {
    for (const csp of Object.values(politiques({ siteUrl: 'https://mots-couleurs.fr' }))) {
      for (let i = 0; i < 3; i += 1) expect(compileNonPath(csp, { path: ['produits', 'x'] })).toBe(csp)
    }
  })

  it('still puts the params of each request into a value that names them', () => {
    const valeur = 'https://exemple.fr/:slug; max-age=60'
    expect(compileNonPath(valeur, { slug: 'calme' })).toBe('https://exemple.fr/calme; max-age=60')
    expect(compileNonPath(valeur, { slug: 'respirer' })).toBe('https://exemple.fr/respirer; max-age=60')
  })

  it('keeps apart a value that names no param of this rule and the same value naming one', () => {
    const valeur = 'https://exemple.fr/:slug'
    expect(compileNonPath(valeur, { path: ['a'] })).toBe('https://exemple.fr/:slug')
    expect(compileNonPath(valeur, { slug: 'calme' })).toBe('https://exemple.fr/calme')
    expect(compileNonPath(valeur, { path: ['b'] })).toBe('https://exemple.fr/:slug')
  })

  it('leaves a value without a colon as it is', () => {
    expect(compileNonPath('nosniff', {})).toBe('nosniff')
  })
})

describe('the proxy matcher (getMiddlewareRouteMatcher)', () => {
  const matcher = getMiddlewareRouteMatcher([
    { regexp: '^/451$', originalSource: '/451' },
    {
      regexp: '^/produits$',
      originalSource: '/produits',
      has: [{ type: 'query', key: 'q' }],
    },
  ])
  const req = { headers: {}, cookies: {} } as never

  it('matches the same paths on every call', () => {
    for (let i = 0; i < 3; i += 1) {
      expect(matcher('/451', req, {})).toBe(true)
      expect(matcher('/4510', req, {})).toBe(false)
    }
  })

  it('still applies a matcher’s `has` condition', () => {
    expect(matcher('/produits', req, { q: 'calme' })).toBe(true)
    expect(matcher('/produits', req, {})).toBe(false)
  })
})
