import { type Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RESERVED_PRODUCT_SLUGS } from '@/lib/catalogue/slug'

import { createProduit } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
})
afterAll(async () => cleanup())

/** The French field-level message of a refused document. */
async function refusal(promise: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  try {
    await promise
  } catch (err) {
    expect(err).toBeInstanceOf(ValidationError)
    return (err as ValidationError).data.errors.map(({ path, message }) => ({ path, message }))
  }
  throw new Error('document accepté alors qu’il devait être refusé')
}

describe('slugs', () => {
  it('is generated from the name, accents stripped', async () => {
    const doc = await payload.create({ collection: 'audiences', data: { nom: 'Thérapeute énergétique' } })
    expect(doc.slug).toBe('therapeute-energetique')
  })

  it('turns apostrophes into word breaks, as the spec slugs do', async () => {
    const doc = await payload.create({ collection: 'collections', data: { nom: 'Trait d’esprit' } })
    expect(doc.slug).toBe('trait-d-esprit')
    const salle = await payload.create({ collection: 'collections', data: { nom: "Salle d'attente" } })
    expect(salle.slug).toBe('salle-d-attente')
  })

  it('normalises a slug typed by the editor', async () => {
    const doc = await payload.create({ collection: 'mots-cles', data: { nom: 'Cœur', slug: 'Coup de Cœur' } })
    expect(doc.slug).toBe('coup-de-coeur')
  })

  it('is unique within a collection', async () => {
    await payload.create({ collection: 'themes', data: { nom: 'Bleu', couleur: '#224488' } })
    const errors = await refusal(
      payload.create({ collection: 'themes', data: { nom: 'Bleu', couleur: '#113355' } }),
    )
    expect(errors[0].path).toBe('slug')
  })

  it.each(RESERVED_PRODUCT_SLUGS)(
    'refuses the listing word « %s » as a product slug, in French',
    async (word) => {
      const errors = await refusal(createProduit(payload, { slug: word }))
      expect(errors).toHaveLength(1)
      expect(errors[0].path).toBe('slug')
      expect(errors[0].message).toContain('réservé aux listes du site')
    },
  )

  it('refuses a slug over 200 characters, in French (cache tags are built from slugs)', async () => {
    const errors = await refusal(createProduit(payload, { slug: 'a'.repeat(201) }))
    expect(errors[0].path).toBe('slug')
    expect(errors[0].message).toBe('Le slug fait au plus 200 caractères.')
    const juste = await createProduit(payload, { slug: 'b'.repeat(200) })
    expect(juste.slug).toHaveLength(200)
  })

  it('derives a reserved word from a title too (« Page » → page) and refuses it', async () => {
    const errors = await refusal(createProduit(payload, { titre: 'Page' }))
    expect(errors[0].path).toBe('slug')
  })

  it('allows listing words in other collections (an audience may be called « Thèmes »)', async () => {
    const doc = await payload.create({ collection: 'mots-cles', data: { nom: 'Thèmes' } })
    expect(doc.slug).toBe('themes')
  })
})

describe('produits', () => {
  it('refuses a price that is not a positive whole number of cents', async () => {
    for (const prix of [0, -100, 12.5, 10_000_001]) {
      const errors = await refusal(createProduit(payload, { prix, titre: `Prix ${prix}` }))
      expect(errors.map((e) => e.path)).toContain('prix')
    }
    // The messages speak euros, as the admin's price input does (src/lib/format/euros.ts).
    const zero = await refusal(createProduit(payload, { prix: 0, titre: 'Prix nul' }))
    expect(zero.find((e) => e.path === 'prix')?.message).toBe('Le montant doit valoir au moins 0,01\u00a0€.')
    const demi = await refusal(createProduit(payload, { prix: 12.5, titre: 'Prix demi' }))
    expect(demi.find((e) => e.path === 'prix')?.message).toMatch(/^Montant invalide\u00a0: écrivez des euros/)
  })

  it('requires the print file of a digital product', async () => {
    const errors = await refusal(createProduit(payload, { titre: 'Sans fichier', fichierNumerique: null }))
    expect(errors).toEqual([
      { path: 'fichierNumerique', message: 'Un produit numérique doit avoir son fichier à télécharger.' },
    ])
  })

  it('refuses an extrait longer than 160 characters', async () => {
    const errors = await refusal(createProduit(payload, { titre: 'Long', extrait: 'x'.repeat(161) }))
    expect(errors.map((e) => e.path)).toContain('extrait')
  })

  it('takes the default mockup of reglages when none is chosen, and stamps publishedAt', async () => {
    const doc = await createProduit(payload, { titre: 'Mise en scène' })
    expect(doc.mockups).toEqual(['cadre-bois'])
    expect(doc.publishedAt).toBeTruthy()
  })
})

describe('reglages', () => {
  it.each(['pas une url', 'ftp://exemple.fr', '', 'http://'])(
    'refuses canonicalURL %j',
    async (canonicalURL) => {
      const errors = await refusal(payload.updateGlobal({ slug: 'reglages', data: { canonicalURL } }))
      expect(errors[0].path).toBe('canonicalURL')
    },
  )

  it('accepts a valid canonical URL', async () => {
    const doc = await payload.updateGlobal({
      slug: 'reglages',
      data: { canonicalURL: 'https://mots-couleurs.fr' },
    })
    expect(doc.canonicalURL).toBe('https://mots-couleurs.fr')
  })

  it('has the defaults of the spec', async () => {
    const doc = await payload.findGlobal({ slug: 'reglages' })
    expect(doc).toMatchObject({
      shortName: 'mots-couleurs',
      locale: 'fr_FR',
      defaultMockup: 'cadre-bois',
      itemsPerPage: 24,
      ogImage: { width: 1200, height: 630, quality: 80 },
    })
  })
})

describe('themes', () => {
  it('refuses a colour that is not #RRGGBB', async () => {
    const errors = await refusal(
      payload.create({ collection: 'themes', data: { nom: 'Rouge', couleur: 'rouge' } }),
    )
    expect(errors[0]).toEqual({ path: 'couleur', message: 'Indiquez une couleur au format #RRGGBB.' })
  })
})
