// @vitest-environment node
// The slug index the proxy reads (src/lib/catalogue/notFound/registry.ts): loaded by the server's loader,
// null while it loads, forgotten when a change is revalidated, read again when too old.
import { describe, expect, it } from 'vitest'

import type { SlugIndex } from '../../src/lib/catalogue/notFound/decide'
import {
  currentSlugIndex,
  forgetSlugIndex,
  installSlugIndexLoader,
  slugIndexSettled,
} from '../../src/lib/catalogue/notFound/registry'

const index = (...produits: string[]): SlugIndex => ({
  pages: new Set(),
  produits: new Set(produits),
  articles: new Set(),
})

describe('the slug index', () => {
  it('is null until loaded, then the loader’s, then read again after 5 s', async () => {
    let lectures = 0
    installSlugIndexLoader(async () => index(`p${++lectures}`))
    forgetSlugIndex()
    const t = Date.now()
    expect(currentSlugIndex(t)).toBeNull()
    // One load at a time, however many requests ask meanwhile.
    expect(currentSlugIndex(t)).toBeNull()
    await slugIndexSettled()
    expect(lectures).toBe(1)
    expect([...currentSlugIndex(Date.now())!.produits]).toEqual(['p1'])
    expect(currentSlugIndex(Date.now() + 4_000)).not.toBeNull()
    expect(currentSlugIndex(Date.now() + 5_000)).toBeNull()
    await slugIndexSettled()
    expect([...currentSlugIndex()!.produits]).toEqual(['p2'])
  })

  it('drops what it had when a change is revalidated, and a load that ran across the change', async () => {
    let liberer: () => void = () => {}
    installSlugIndexLoader(async () => index('avant'))
    forgetSlugIndex()
    currentSlugIndex()
    await slugIndexSettled()
    expect(currentSlugIndex()).not.toBeNull()
    forgetSlugIndex()
    expect(currentSlugIndex()).toBeNull()
    await slugIndexSettled()
    installSlugIndexLoader(() => new Promise((resolve) => (liberer = () => resolve(index('pendant')))))
    forgetSlugIndex()
    currentSlugIndex()
    forgetSlugIndex()
    installSlugIndexLoader(async () => index('après'))
    liberer()
    await slugIndexSettled()
    // The read that ran across the change is not kept; the next one is.
    expect(currentSlugIndex()).toBeNull()
    await slugIndexSettled()
    expect([...currentSlugIndex()!.produits]).toEqual(['après'])
  })

  it('stays null when the loader fails: the routes decide', async () => {
    installSlugIndexLoader(async () => {
      throw new Error('base indisponible')
    })
    forgetSlugIndex()
    expect(currentSlugIndex()).toBeNull()
    await slugIndexSettled()
    expect(currentSlugIndex()).toBeNull()
  })
})

describe('isSurelyMissing', () => {
  it('reads the index only for a path whose answer hangs on a slug', async () => {
    const { isSurelyMissing } = await import('../../src/lib/catalogue/notFound/decision')
    let lectures = 0
    installSlugIndexLoader(async () => {
      lectures++
      return index('connue')
    })
    forgetSlugIndex()
    for (const chemin of ['/', '/api/produits/x', '/produits/page/2', '/produits/affiches/coups-de-coeur'])
      expect(isSurelyMissing(chemin)).toBe(false)
    // Several segments under no route: a 404 without any slug.
    expect(isSurelyMissing('/nulle/part')).toBe(true)
    await slugIndexSettled()
    expect(lectures).toBe(0)
    expect(isSurelyMissing('/produits/affiches/inconnue')).toBe(false)
    await slugIndexSettled()
    expect(lectures).toBe(1)
    expect(isSurelyMissing('/produits/affiches/inconnue')).toBe(true)
    expect(isSurelyMissing('/produits/affiches/connue')).toBe(false)
  })
})
