import { describe, expect, it } from 'vitest'

import { toPublicProduit } from '@/lib/catalogue/publicProduit'

const doc = {
  id: 7,
  slug: 'respirer',
  titre: 'Respirer',
  sousTitre: '',
  extrait: 'Une affiche',
  prix: 1200,
  livraison: 'numerique' as const,
  categorie: 'affiche' as const,
  mockups: ['toile' as const, 'canape' as const],
  likes: 5,
  alt: null,
  fichierNumerique: 12,
  ajoutsPanier: 40,
  ventes: 3,
  updatedAt: '2026-01-01',
  createdAt: '2026-01-01',
  illustration: 1,
}

describe('toPublicProduit', () => {
  it('keeps the public fields only, never the print file nor the private counters', () => {
    const p = toPublicProduit(doc)
    expect(p).toEqual({
      slug: 'respirer',
      titre: 'Respirer',
      sousTitre: null,
      extrait: 'Une affiche',
      prix: 1200,
      livraison: 'numerique',
      categorie: 'affiche',
      mockups: ['toile', 'canape'],
      likes: 5,
      image: {
        src: '/images/produits/affiches/toile/respirer.webp',
        width: 1000,
        height: 1000,
        alt: 'Respirer',
      },
    })
    expect(JSON.stringify(p)).not.toMatch(/fichierNumerique|ajoutsPanier|ventes/)
  })

  it('uses the default mockup, the alt text and 0 likes when missing', () => {
    const p = toPublicProduit({ ...doc, mockups: [], alt: ' Affiche bleue ', likes: null })
    expect(p.mockups).toEqual(['cadre-bois'])
    expect(p.image.src).toBe('/images/produits/affiches/cadre-bois/respirer.webp')
    expect(p.image.alt).toBe('Affiche bleue')
    expect(p.likes).toBe(0)
  })
})
