// What an EU company pays, as the cart shows it and the checkout charges it (src/lib/panier/prixSansTva.ts).
import { describe, expect, it } from 'vitest'

import { calculerMontants } from '@/lib/commande/montants'
import { prixSansTva, regimeProAnnonce } from '@/lib/panier/prixSansTva'

const TVA = { taux: 20, franchise: false }
const lignes = [
  { prix: 1200, quantite: 1, livraison: 'numerique' as const },
  { prix: 2400, quantite: 2, livraison: 'imprime' as const, classeExpedition: 'carton-plat' as const },
]
const montants = calculerMontants(lignes, { fraisDePort: 590, livraisonOfferteDes: 0 })

describe('regimeProAnnonce and prixSansTva', () => {
  it('a Belgian company in Belgium: its file and poster without French VAT, the shipping too', () => {
    const regime = regimeProAnnonce('be 0411 905 847', 'BE', TVA)
    expect([regime?.services.categorie, regime?.biens.categorie]).toEqual(['AE', 'K'])
    const { lignes: nettes, montants: apayer } = prixSansTva(lignes, montants, regime, 20)
    expect(nettes.map((l) => l.prix)).toEqual([1000, 2000])
    expect(apayer).toMatchObject({ sousTotal: 5000, fraisDePort: 492, total: 5492 })
  })

  it('keeps the catalogue prices for a consumer, a French company, another country, a bad key, the franchise', () => {
    for (const regime of [
      regimeProAnnonce('', '', TVA),
      regimeProAnnonce('FR64443061841', 'FR', TVA),
      regimeProAnnonce('BE0411905847', 'DE', TVA),
      regimeProAnnonce('BE0411905848', 'BE', TVA),
      regimeProAnnonce('BE0411905847', 'BE', { taux: 20, franchise: true }),
    ]) {
      expect(regime).toBeNull()
      expect(prixSansTva(lignes, montants, regime, 20).montants).toEqual(montants)
    }
  })
})
