// @vitest-environment node
// src/lib/infra/http/jsonResponse.ts: a small JSON answer says `no-transform` (the compression middleware
// then leaves it as it is), a large one is left to the middleware; src/lib/catalogue/tags.ts
// `cheminsExpires`: the paths a like's revalidation changes.
import { describe, expect, it } from 'vitest'

import { cheminsExpires } from '@/lib/catalogue/tags'
import { jsonResponse, SMALL_JSON } from '@/lib/infra/http/jsonResponse'

describe('jsonResponse', () => {
  it('a small answer: JSON, its Cache-Control kept and `no-transform` added', async () => {
    const r = jsonResponse('{"likes":3}', { 'Cache-Control': 'public, max-age=0, s-maxage=1' })
    expect(r.headers.get('content-type')).toBe('application/json')
    expect(r.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1, no-transform')
    expect(await r.json()).toEqual({ likes: 3 })
    expect(jsonResponse('{}', {}).headers.get('cache-control')).toBe('no-transform')
  })

  it('a large one: as its route said, for the middleware to compress', async () => {
    const texte = JSON.stringify({ t: 'x'.repeat(SMALL_JSON) })
    const r = jsonResponse(texte, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    expect(r.headers.get('cache-control')).toBe('no-store')
    expect(await r.text()).toBe(texte)
  })
})

describe('cheminsExpires', () => {
  it("a like's tags: its product's API answers only", () => {
    const touche = cheminsExpires(['likes:calme'])!
    expect(touche('/api/produits/calme')).toBe(true)
    expect(touche('/api/produits/calme/likes')).toBe(true)
    expect(touche('/api/produits/calme?x=1')).toBe(true)
    expect(touche('/api/produits/calme-interieur')).toBe(false)
    expect(touche('/produits/affiches/calme')).toBe(false)
    expect(touche('/')).toBe(false)
  })

  it('any other tag among them: every path', () => {
    expect(cheminsExpires(['likes:calme', 'produits'])).toBeNull()
    expect(cheminsExpires(['reglages'])).toBeNull()
    expect(cheminsExpires([])).toBeNull()
  })
})
