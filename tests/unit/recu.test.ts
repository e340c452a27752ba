// The receipt confirms the contract on a durable medium (Law III, item 5; L221-13): every line with its
// format and copies at its unit and line price, so that the lines add up to the subtotal; for printed
// items the withdrawal conditions and the model form; the conditions of sale in force; who sells.
import { describe, expect, it } from 'vitest'

import { courrielRecu, type RecuCommande } from '@/lib/commande/courriels/recu'
import { identiteDesReglages } from '@/lib/vendeur/identite'

const vendeur = identiteDesReglages({
  raisonSociale: 'Atelier Essai SARL',
  formeJuridique: 'SARL',
  siret: '12345678200002',
  adresseVendeur: '8 rue des Teinturiers\n69001 Lyon',
  numeroTvaVendeur: 'FR11123456782',
  emailVendeur: 'vendeur@example.fr',
})
const options = {
  liens: [],
  suiviUrl: 'https://boutique.test/commande',
  vendeur,
  cgvUrl: 'https://boutique.test/cgv',
}
const nb = '\u00a0'

const commande = (lignes: RecuCommande['lignes'], fraisDePort = 0): RecuCommande => {
  const sousTotal = lignes.reduce((s, l) => s + l.prix * (l.quantite ?? 1), 0)
  return { numero: 'MC-2026-000042', lignes, sousTotal, fraisDePort, total: sousTotal + fraisDePort }
}

describe('the receipt', () => {
  const imprimee = commande(
    [
      { titre: 'Je mérite la douceur', prix: 2400, livraison: 'imprime', quantite: 2, formatLibelle: 'A3' },
      { titre: 'Respirer', prix: 1200, livraison: 'numerique' },
    ],
    590,
  )
  const { text } = courrielRecu(imprimee, options)

  it('gives each line its format, copies, unit and line price, adding up to the subtotal', () => {
    expect(text).toContain(`Je mérite la douceur (affiche imprimée A3) — 2${nb}exemplaires à 24,00${nb}€`)
    expect(text).toMatch(/Je mérite la douceur[^\n]*\n?[^\n]*48,00\u00a0€/)
    expect(text).toContain(`Respirer (fichier numérique)`)
    expect(text).toContain(`60,00${nb}€`)
    expect(imprimee.sousTotal).toBe(2 * 2400 + 1200)
  })

  it('states the withdrawal conditions with the model form, the CGV in force and the seller', () => {
    expect(text).toContain('Droit de rétractation')
    expect(text).toContain('Modèle de formulaire de rétractation')
    expect(text).toContain(
      `À l’attention de Atelier Essai SARL, 8 rue des Teinturiers, 69001 Lyon, vendeur@example.fr${nb}:`,
    )
    expect(text).toContain('https://boutique.test/cgv')
    expect(text).toContain(`Vendeur${nb}: Atelier Essai SARL, SARL.`)
    expect(text).toContain(`SIRET${nb}: 123 456 782 00002`)
  })

  it('for digital files alone, no withdrawal form (the right is lost with the buyer’s consent)', () => {
    const { text: numerique } = courrielRecu(
      commande([{ titre: 'Respirer', prix: 1200, livraison: 'numerique' }]),
      options,
    )
    expect(numerique).not.toContain('Modèle de formulaire de rétractation')
    expect(numerique).toContain(`Vendeur${nb}: Atelier Essai SARL`)
  })
})
