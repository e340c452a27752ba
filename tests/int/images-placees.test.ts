/**
 * What an editor places is what visitors see: an image placed in an article's body (a Lexical upload
 * node) reaches the page with its upload's address and alternative text, and visitors may download it;
 * a product's images are described by its artwork's alternative text, its title only when none is given.
 */
import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { api } from '../support/api'
import { createProduit, pngFile, richText } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: false, enable: () => {}, disable: () => {} }),
  headers: async () => new Headers(),
}))
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  unstable_cache:
    <F extends (...args: never[]) => unknown>(fn: F) =>
    (...args: Parameters<F>) =>
      fn(...args),
}))

let payload: Payload
let cleanup: () => Promise<void>
let schema: { id: number | string; filename: string }

const ALT = 'Schéma du souffle : inspiration par le ventre'

/** An article body: a paragraph, then the upload `media` as the admin's editor places it. */
const corpsAvecImage = (media: number | string) => {
  const corps = richText('Observez le schéma.')
  corps.root.children.push({
    type: 'upload',
    relationTo: 'media',
    value: media,
    fields: {},
    format: '',
    version: 3,
    id: '6750a0c1e4b0a1b2c3d4e5f6',
  } as never)
  return corps
}

beforeAll(async () => {
  process.env.RATE_LIMITS = 'off'
  ;({ payload, cleanup } = await getTestPayload())
  const m = await payload.create({
    collection: 'media',
    data: { alt: ALT },
    file: await pngFile('schema.png'),
  })
  schema = { id: m.id, filename: m.filename! }
  await payload.create({
    collection: 'articles',
    draft: false,
    data: {
      titre: 'Respirer au bureau',
      slug: 'respirer-au-bureau',
      extrait: 'Trois exercices.',
      contenu: corpsAvecImage(schema.id),
      _status: 'published',
    } as never,
  })
})
afterAll(async () => cleanup?.())

describe('an image placed in an article’s body', () => {
  it('is read with its file’s address and alternative text, and rendered as an <img> with them', async () => {
    const { lireArticleParSlug } = await import('@/lib/data/articles')
    const { RichText } = await import('@/components/ui/RichText')
    const article = await lireArticleParSlug('respirer-au-bureau')
    const noeud = (article!.contenu.root.children as unknown as { type: string; value: unknown }[]).find(
      (n) => n.type === 'upload',
    )!
    expect(noeud.value).toMatchObject({ alt: ALT, url: `/api/media/file/${schema.filename}` })
    const html = renderToStaticMarkup(RichText({ data: article!.contenu })!)
    expect(html).toContain(
      `<img src="/api/media/file/${schema.filename}" alt="${ALT}" width="60" height="80"`,
    )
    expect(html).toContain('Observez le schéma.')
  })

  it('is downloadable by visitors once the article is published (not before)', async () => {
    const brouillon = await payload.create({
      collection: 'media',
      data: { alt: 'Pas encore publiée' },
      file: await pngFile('brouillon.png'),
    })
    await payload.create({
      collection: 'articles',
      draft: true,
      data: {
        titre: 'À venir',
        slug: 'a-venir',
        extrait: 'Bientôt.',
        contenu: corpsAvecImage(brouillon.id),
        _status: 'draft',
      } as never,
    })
    expect((await api(payload, 'GET', `/media/file/${schema.filename}`)).status).toBe(200)
    expect((await api(payload, 'GET', `/media/file/${brouillon.filename}`)).status).not.toBe(200)
  })
})

describe('the alternative text of a product’s images', () => {
  it('is its artwork’s upload’s, the product’s own when written, the title only when neither is', async () => {
    const { lireProduitParSlug } = await import('@/lib/data/produits')
    const { lirePageDeCartes } = await import('@/lib/catalogue/cartes')
    await createProduit(payload, { titre: 'Le calme', slug: 'le-calme' })
    await createProduit(payload, { titre: 'La joie', slug: 'la-joie', alt: 'Texte propre au produit' })
    expect((await lireProduitParSlug('le-calme'))!.image.alt).toBe('Œuvre')
    expect((await lireProduitParSlug('la-joie'))!.image.alt).toBe('Texte propre au produit')
    const cartes = await lirePageDeCartes(payload, { where: {}, sort: ['slug'], page: 1, limit: 10 })
    expect(Object.fromEntries(cartes.docs.map((c) => [c.slug, c.image.alt]))).toEqual({
      'la-joie': 'Texte propre au produit',
      'le-calme': 'Œuvre',
    })
    const { altDuProduit } = await import('@/lib/catalogue/publicProduit')
    expect(altDuProduit({ titre: 'Titre', alt: '', illustration: { alt: '  ' } as never })).toBe('Titre')
  })
})
