import { describe, expect, it } from 'vitest'

import { calculerMontants, reglagesLivraison } from '@/lib/commande/montants'
import { formatNumero } from '@/lib/commande/numero'
import { rendreCourriel } from '@/lib/courriel/gabarit'
import { signToken, verifyToken } from '@/lib/infra/signature/signature'

const reglages = { fraisDePort: 590, livraisonOfferteDes: 6000 }
const numerique = { prix: 1200, livraison: 'numerique' as const }
const imprime = (prix: number) => ({ prix, livraison: 'imprime' as const })

describe('calculerMontants', () => {
  it('charges no shipping for digital-only orders', () => {
    expect(calculerMontants([numerique, numerique], reglages)).toEqual({
      sousTotal: 2400,
      fraisDePort: 0,
      total: 2400,
      contientImprime: false,
      contientNumerique: true,
      classeExpedition: null,
    })
  })

  it('counts quantities and ships at the price of the largest parcel class', () => {
    const port = { fraisDePort: 590, livraisonOfferteDes: 6000, port: { enveloppe: 290, tube: 890 } }
    const ligne = (prix: number, classeExpedition: 'enveloppe' | 'carton-plat' | 'tube', quantite = 1) => ({
      prix,
      quantite,
      classeExpedition,
      livraison: 'imprime' as const,
    })
    expect(calculerMontants([ligne(1200, 'enveloppe', 2)], port)).toMatchObject({
      sousTotal: 2400,
      fraisDePort: 290,
      classeExpedition: 'enveloppe',
    })
    expect(calculerMontants([ligne(1200, 'enveloppe'), ligne(1800, 'carton-plat')], port)).toMatchObject({
      fraisDePort: 590,
      classeExpedition: 'carton-plat',
    })
    expect(calculerMontants([ligne(3600, 'tube'), ligne(1200, 'enveloppe'), numerique], port)).toMatchObject({
      sousTotal: 6000,
      fraisDePort: 0,
      classeExpedition: 'tube',
    })
    expect(calculerMontants([ligne(2900, 'tube', 2)], port)).toMatchObject({
      sousTotal: 5800,
      fraisDePort: 890,
      total: 6690,
    })
    // A line from before formats ships as carton plat, at `fraisDePort`.
    expect(calculerMontants([imprime(1000), ligne(100, 'enveloppe')], port).fraisDePort).toBe(590)
  })

  it('charges shipping once below the threshold and offers it from the threshold on', () => {
    expect(calculerMontants([imprime(2500), imprime(2500)], reglages)).toMatchObject({
      sousTotal: 5000,
      fraisDePort: 590,
      total: 5590,
    })
    expect(calculerMontants([imprime(2500), imprime(3499)], reglages)).toMatchObject({
      sousTotal: 5999,
      fraisDePort: 590,
    })
    expect(calculerMontants([imprime(2500), imprime(3500)], reglages)).toMatchObject({
      sousTotal: 6000,
      fraisDePort: 0,
      total: 6000,
    })
    // A threshold of 0 means "never free".
    expect(calculerMontants([imprime(9000)], { fraisDePort: 590, livraisonOfferteDes: 0 }).fraisDePort).toBe(
      590,
    )
  })

  it('fills missing settings with the shop defaults', () => {
    expect(reglagesLivraison(null)).toEqual({
      fraisDePort: 590,
      livraisonOfferteDes: 6000,
      port: { enveloppe: 290, tube: 890 },
    })
    expect(reglagesLivraison({ fraisDePort: 0, livraisonOfferteDes: null, fraisDePortTube: 1200 })).toEqual({
      fraisDePort: 0,
      livraisonOfferteDes: 6000,
      port: { enveloppe: 290, tube: 1200 },
    })
  })
})

describe('order numbers and signed tokens', () => {
  it('formats MC-YYYY-NNNNNN', () => {
    expect(formatNumero(2026, 42)).toBe('MC-2026-000042')
    expect(formatNumero(2027, 1234567)).toBe('MC-2027-1234567')
  })

  it('verifies only untouched tokens of the same purpose and secret', () => {
    const token = signToken('essai', { a: 1 }, 'secret')
    expect(verifyToken('essai', token, 'secret')).toEqual({ a: 1 })
    expect(verifyToken('autre', token, 'secret')).toBeNull()
    expect(verifyToken('essai', token, 'autre-secret')).toBeNull()
    const [corps, sig] = token.split('.')
    expect(
      verifyToken('essai', `${Buffer.from('{"a":2}').toString('base64url')}.${sig}`, 'secret'),
    ).toBeNull()
    expect(verifyToken('essai', `${corps}.`, 'secret')).toBeNull()
    expect(verifyToken('essai', 42, 'secret')).toBeNull()
  })
})

describe('mail layout', () => {
  it('renders escaped HTML and a plain-text part with French typography', () => {
    const { html, text } = rendreCourriel({
      titre: 'Bonjour <Camille>',
      blocs: [
        { type: 'texte', texte: 'Ligne 1\n<b>Ligne 2</b>' },
        { type: 'bouton', href: 'https://exemple.fr/?a=1&b=2', libelle: 'Confirmer' },
        { type: 'lignes', lignes: [{ libelle: 'Total', valeur: '12,00 €' }] },
      ],
    })
    expect(html).toContain('<title>Bonjour &lt;Camille&gt;</title>')
    expect(html).toContain('Ligne 1<br>&lt;b&gt;Ligne 2&lt;/b&gt;')
    expect(html).toContain('href="https://exemple.fr/?a=1&amp;b=2"')
    expect(text).toContain('Confirmer\u00a0:\nhttps://exemple.fr/?a=1&b=2')
    expect(text).toContain('- Total\u00a0: 12,00 €')
    expect(text.startsWith('Bonjour <Camille>\n')).toBe(true)
  })
})
