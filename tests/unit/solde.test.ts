// Credit-note arithmetic on generated orders (fast-check): whatever the lines, discount, shipping and
// sequence of refunds (lines, amounts, the rest), the credit notes never add up to more than the
// invoice, each is in whole cents, the lines of a fully refunded order add up to what was paid, and
// each note's VAT, computed per rate as the invoice computes it, stays within a cent per line of the
// invoice's share.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  type AvoirAnterieur,
  calculerRemboursement,
  type Demande,
  LIGNE_PORT,
  MESSAGES_SOLDE,
  netsDesLignes,
} from '@/lib/commande/solde'
import { etatRemboursement } from '@/lib/commande/etatRemboursement'
import { ventiler } from '@/lib/facture/montants'
import { formatPrix } from '@/lib/format/prix'

const commandeArb = fc
  .record({
    prix: fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 6 }),
    numeriques: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    quantites: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 6, maxLength: 6 }),
    pourcentRemise: fc.integer({ min: 0, max: 60 }),
    port: fc.constantFrom(0, 590, 990),
  })
  .map(({ prix, numeriques, quantites, pourcentRemise, port }) => {
    const sousTotal = prix.reduce((s, p, i) => s + p * quantites[i], 0)
    const remise = Math.floor((sousTotal * pourcentRemise) / 100)
    return {
      lignes: prix.map((p, i) => ({
        id: `l${i}`,
        titre: `Article ${i}`,
        prix: p,
        quantite: quantites[i],
        livraison: numeriques[i] ? 'numerique' : 'imprime',
      })),
      remise,
      fraisDePort: port,
      total: sousTotal - remise + port,
      montantRembourse: null as number | null,
    }
  })

/** A request drawn among: some lines, some copies of lines with or without the shipping and an
 *  amount, the shipping, an amount, everything left. */
const demandeArb = fc.oneof(
  fc.record({ lignes: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 3 }) }),
  fc.record(
    {
      copies: fc.uniqueArray(
        fc.record({ index: fc.integer({ min: 0, max: 5 }), exemplaires: fc.integer({ min: 1, max: 3 }) }),
        { minLength: 1, maxLength: 3, selector: (c) => c.index },
      ),
      livraison: fc.boolean(),
      montant: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: undefined }),
    },
    { requiredKeys: ['copies'] },
  ),
  fc.constant({ livraison: true }),
  fc.record({ montant: fc.integer({ min: 1, max: 60_000 }) }),
  fc.constant({}),
)

describe('netsDesLignes', () => {
  it('shares the discount so that the lines add up to what the items cost, to the cent', () => {
    fc.assert(
      fc.property(commandeArb, (c) => {
        const nets = netsDesLignes(c.lignes, c.remise)
        expect(nets.every(Number.isInteger)).toBe(true)
        expect(nets.reduce((s, n) => s + n, 0)).toBe(c.total - c.fraisDePort)
        nets.forEach((n, i) => expect(n).toBeLessThanOrEqual(c.lignes[i].prix * c.lignes[i].quantite))
      }),
    )
  })
})

describe('calculerRemboursement on generated orders and refunds', () => {
  it('never credits more than the invoice, in cents, with VAT per rate; everything refunded adds up', () => {
    fc.assert(
      fc.property(
        commandeArb,
        fc.array(demandeArb, { maxLength: 6 }),
        fc.constantFrom(20, 10, 5.5),
        (c, demandes, taux) => {
          const avoirs: AvoirAnterieur[] = []
          for (const d of demandes) {
            const demande: Demande =
              'lignes' in d
                ? { lignes: d.lignes.filter((i) => i < c.lignes.length).map((i) => `l${i}`) }
                : 'copies' in d
                  ? {
                      lignes: d.copies.filter((x) => x.index < c.lignes.length),
                      ...(d.livraison ? { livraison: true } : {}),
                      ...(d.montant ? { montant: d.montant } : {}),
                    }
                  : d
            if (demande.lignes && !demande.lignes.length) continue
            const calcul = calculerRemboursement(c, avoirs, demande, formatPrix)
            if (!calcul.ok) continue
            expect(calcul.montant).toBe(calcul.lignes.reduce((s, l) => s + l.montant, 0))
            expect(calcul.montant).toBeGreaterThan(0)
            expect(calcul.lignes.every((l) => Number.isInteger(l.montant) && l.montant >= 0)).toBe(true)
            avoirs.push({ montant: calcul.montant, lignes: calcul.lignes })
            // The note's VAT per rate: HT + VAT + rounding is exactly what it refunds.
            const { totaux } = ventiler(
              calcul.lignes.map((l) => ({ designation: l.designation, ttc: -l.montant })),
              taux,
            )
            expect(totaux.paye).toBe(-calcul.montant)
            expect(Math.abs(totaux.arrondi)).toBeLessThanOrEqual(calcul.lignes.length)
            expect(Number.isInteger(totaux.tva)).toBe(true)
          }
          const credite = avoirs.reduce((s, a) => s + a.montant, 0)
          expect(credite).toBeLessThanOrEqual(c.total)
          // Never more copies of a line, nor more of its net, than it had; the shipping at most once.
          const etat = etatRemboursement(c, avoirs)
          etat.lignes.forEach((l, i) => {
            expect(l.exemplairesRembourses).toBeLessThanOrEqual(c.lignes[i].quantite)
            expect(l.montantRestant).toBeGreaterThanOrEqual(0)
          })
          const ports = avoirs.flatMap((a) => a.lignes ?? []).filter((l) => l.designation === LIGNE_PORT)
          expect(ports.length).toBeLessThanOrEqual(1)
          // What is left, refunded at last: the notes add up to the invoice exactly.
          const fin = calculerRemboursement(c, avoirs, {}, formatPrix)
          if (credite === c.total) expect(fin).toEqual({ ok: false, error: MESSAGES_SOLDE.rien })
          else {
            expect(fin.ok).toBe(true)
            if (fin.ok) expect(credite + fin.montant).toBe(c.total)
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('calculerRemboursement on a known order', () => {
  it('refunds lines at their net, shipping with the last line, and refuses a line twice or too much', () => {
    const c = {
      lignes: [
        { id: 'a', titre: 'Respirer', prix: 1200, livraison: 'numerique' },
        { id: 'b', titre: 'Le stress', prix: 2500, livraison: 'imprime' },
      ],
      remise: 370,
      fraisDePort: 590,
      total: 3920,
      montantRembourse: null,
    }
    const premier = calculerRemboursement(c, [], { lignes: ['b'] }, formatPrix)
    // 370 shared 1200:2500 → 120 and 250 (largest remainder).
    expect(premier).toEqual({
      ok: true,
      montant: 2250,
      lignes: [
        {
          ligne: 'b',
          designation: 'Le stress (affiche imprimée)',
          montant: 2250,
          nature: 'bien',
          exemplaires: 1,
        },
      ],
    })
    const avoirs = [{ montant: 2250, lignes: premier.ok ? premier.lignes : [] }]
    expect(calculerRemboursement(c, avoirs, { lignes: ['b'] }, formatPrix)).toEqual({
      ok: false,
      error: MESSAGES_SOLDE.dejaRemboursee('Le stress'),
    })
    expect(calculerRemboursement(c, avoirs, { montant: 1671 }, formatPrix)).toEqual({
      ok: false,
      error: MESSAGES_SOLDE.depasse(formatPrix(1671), formatPrix(1670)),
    })
    const dernier = calculerRemboursement(c, avoirs, { lignes: ['a'] }, formatPrix)
    expect(dernier.ok && dernier.lignes.map((l) => [l.designation, l.montant])).toEqual([
      ['Respirer (fichier numérique)', 1080],
      [LIGNE_PORT, 590],
    ])
  })
})
