import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createProduit, richText } from './helpers/fixtures'
import { commeRouteHandler } from './helpers/next'
import { getTestPayload } from './helpers/payload'

// What a Next server installs before its modules load (next/dist/server/node-environment-baseline.js).
await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import('node:async_hooks')
  ;(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage
})

/**
 * Which cache tags a change expires (src/hooks/revalidate.ts), as Next records them around a route
 * handler: a publish or an unpublish expires the tags the document feeds; creating or saving a draft
 * expires nothing; the sitemap only for the collections it lists.
 */
let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
})
afterAll(async () => cleanup())

const expirees = async (fn: () => Promise<unknown>) =>
  [...new Set((await commeRouteHandler(fn)).expires)].sort()

describe('produits', () => {
  it('expires nothing for a draft, its tags on publish, nothing for a draft over it, its tags on unpublish', async () => {
    let id: number | string = 0
    const creation = await expirees(async () => {
      id = (await createProduit(payload, { titre: 'Brouillon', slug: 'brouillon-r', _status: 'draft' })).id
    })
    expect(creation).toEqual([])

    const update = (data: Record<string, unknown>, draft: boolean) =>
      expirees(() => payload.update({ collection: 'produits', id, data, draft }))

    expect(await update({ titre: 'Brouillon 2', _status: 'draft' }, true)).toEqual([])
    const publication = await update({ _status: 'published' }, false)
    expect(publication).toEqual(['produit:brouillon-r', 'produits', 'sitemap'])
    // A draft saved over the published version: the public still sees the published one.
    expect(await update({ titre: 'Corrections en cours', _status: 'draft' }, true)).toEqual([])
    expect(await update({ titre: 'Encore', _status: 'draft' }, true)).toEqual([])
    // Unpublished (the latest version before it was a draft): the public loses it.
    expect(await update({ _status: 'draft' }, false)).toEqual(['produit:brouillon-r', 'produits', 'sitemap'])
  })

  it('expires the favourites and facet listings the product feeds, and no other', async () => {
    const audience = await payload.create({ collection: 'audiences', data: { nom: 'Sophrologue' } })
    const tags = await expirees(() =>
      createProduit(payload, {
        titre: 'Favori',
        slug: 'favori-r',
        coupDeCoeur: true,
        audiences: [audience.id],
      }),
    )
    expect(tags).toEqual([
      'coups-de-coeur',
      'produit:favori-r',
      'produits',
      `produits:audiences:${audience.id}`,
      'sitemap',
    ])
  })
})

describe('contenus', () => {
  it('articles: a draft expires nothing, a publish the list, the page and the sitemap', async () => {
    let id: number | string = 0
    const brouillon = await expirees(async () => {
      id = (
        await payload.create({
          collection: 'articles',
          draft: true,
          data: {
            titre: 'Respirer',
            slug: 'respirer',
            extrait: 'E',
            contenu: richText('T'),
            _status: 'draft',
          } as never,
        })
      ).id
    })
    expect(brouillon).toEqual([])
    const publication = await expirees(() =>
      payload.update({ collection: 'articles', id, data: { _status: 'published' } }),
    )
    expect(publication).toEqual(['article:respirer', 'articles', 'sitemap'])
    const ebauche = await expirees(() =>
      payload.update({
        collection: 'articles',
        id,
        data: { titre: 'Respirer mieux', _status: 'draft' },
        draft: true,
      }),
    )
    expect(ebauche).toEqual([])
  })

  it('faq and portfolio are not in the sitemap: it is left alone', async () => {
    const faq = await expirees(() =>
      payload.create({
        collection: 'faq',
        data: { question: 'Livrez-vous ?', reponse: richText('Oui.'), rubrique: 'generale' } as never,
      }),
    )
    expect(faq).toEqual(['faq'])
  })
})
