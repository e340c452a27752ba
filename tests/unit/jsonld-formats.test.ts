import { describe, expect, it } from 'vitest'

import type { Reglages } from '@/lib/data/reglages'
import type { FormatOffert } from '@/lib/catalogue/formatsImpression'
import { produitLd } from '@/lib/seo/jsonld'

import { produit } from './client/fixtures'

const r = { name: 'Mots & Couleurs', canonicalURL: 'https://mots-couleurs.example' } as Reglages
const format = (code: string, prix: number, parDefaut = false): FormatOffert => ({
  code,
  libelle: code,
  largeurCm: 29.7,
  hauteurCm: 42,
  papier: 'Papier d’art mat 250 g',
  prix,
  parDefaut,
  classeExpedition: 'carton-plat',
})
const ld = (p: ReturnType<typeof produit>) => produitLd(r, p, [], `/produits/affiches/${p.slug}`)

describe('structured data of a product sold in formats', () => {
  it('is an AggregateOffer (lowest, highest, count) with one named Offer per format', () => {
    const formats = [format('A5', 1200), format('A3', 2400, true), format('A2', 3600)]
    const { offers } = ld(produit('calme', { titre: 'Calme', prix: 2400, formats }))
    expect(offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: '12.00',
      highPrice: '36.00',
      offerCount: 3,
    })
    const offres = (offers as { offers: Record<string, unknown>[] }).offers
    expect(offres.map((o) => [o['@type'], o.name, o.sku, o.price, o.priceCurrency])).toEqual([
      ['Offer', 'Calme — A5', 'calme-A5', '12.00', 'EUR'],
      ['Offer', 'Calme — A3', 'calme-A3', '24.00', 'EUR'],
      ['Offer', 'Calme — A2', 'calme-A2', '36.00', 'EUR'],
    ])
  })

  it('stays one Offer at the product’s price for a file or a single price', () => {
    for (const formats of [[], undefined, [format('A3', 2400, true)]]) {
      expect(ld(produit('calme', { prix: 2400, formats })).offers).toEqual({
        '@type': 'Offer',
        price: '24.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://mots-couleurs.example/produits/affiches/calme',
        seller: { '@type': 'Organization', name: 'Mots & Couleurs' },
      })
    }
  })
})
