import { regimeHerite, type RegimeTva, type TraitementTva } from '@/lib/tva'

import { type Groupe, type LigneFacturee, type Totaux, ventiler } from './montants'
import type { NatureLigne } from './operation'
import type { DonneesFacture } from './pdf'

/** The document's VAT regime: the one frozen with its invoice, else (documents issued before) the seller's one category. */
export const regimeDe = (d: Pick<DonneesFacture, 'regime' | 'vendeur' | 'acheteur'>): RegimeTva =>
  d.regime ?? regimeHerite(d.vendeur.tvaNonApplicable, d.vendeur.tauxTva, d.acheteur.postale.pays ?? null)

/** Goods and their shipping follow the goods' treatment, files the services'. */
const traitementNature = (r: RegimeTva, nature: NatureLigne) => (nature === 'service' ? r.services : r.biens)

const cle = (t: TraitementTva) => `${t.categorie}/${t.taux}`

type LigneDocument = DonneesFacture['lignes'][number]
export type LigneTraitee = LigneDocument & { traitement: TraitementTva }

/**
 * The document's lines with their VAT treatment. A discount (Stripe's, on the items) follows the
 * items' treatment; over items of two treatments (a file reverse-charged, a poster exempt) it is split
 * between them in proportion of their amounts, the last share taking the remaining cents.
 */
export function lignesTraitees(d: Pick<DonneesFacture, 'regime' | 'vendeur' | 'acheteur' | 'lignes'>) {
  const regime = regimeDe(d)
  const parCle = new Map<string, { traitement: TraitementTva; ttc: number }>()
  for (const l of d.lignes) {
    if (l.nature !== 'bien' && l.nature !== 'service') continue
    const t = traitementNature(regime, l.nature)
    const g = parCle.get(cle(t)) ?? { traitement: t, ttc: 0 }
    parCle.set(cle(t), { ...g, ttc: g.ttc + l.ttc })
  }
  const parts = [...parCle.values()]
  const total = parts.reduce((s, p) => s + p.ttc, 0)
  return d.lignes.flatMap((l): LigneTraitee[] => {
    if (l.nature !== 'remise' || parts.length < 2 || !total)
      return [
        {
          ...l,
          traitement:
            l.nature === 'remise' && parts[0] ? parts[0].traitement : traitementNature(regime, l.nature),
        },
      ]
    let reste = l.ttc
    return parts.map((p, i) => {
      const ttc = i === parts.length - 1 ? reste : Math.round((l.ttc * p.ttc) / total)
      reste -= ttc
      return { ...l, ttc, traitement: p.traitement }
    })
  })
}

/** Lines, totals and VAT breakdowns of a document, each breakdown with its treatment (signe: −1 turns a credit note's negative lines positive). */
export function ventilerDocument(
  d: Pick<DonneesFacture, 'regime' | 'vendeur' | 'acheteur' | 'lignes'>,
  signe = 1,
): {
  lignes: (LigneFacturee & { nature: NatureLigne; traitement: TraitementTva })[]
  totaux: Totaux
  groupes: (Groupe & { traitement: TraitementTva })[]
} {
  const traitees = lignesTraitees(d)
  const v = ventiler(
    traitees.map((l) => ({
      designation: l.designation,
      ttc: signe * l.ttc,
      quantite: l.quantite,
      taux: l.traitement.taux,
      groupe: cle(l.traitement),
    })),
    null,
  )
  const parCle = new Map(traitees.map((l) => [cle(l.traitement), l.traitement]))
  return {
    lignes: v.lignes.map((l, i) => ({
      ...l,
      nature: traitees[i].nature,
      traitement: traitees[i].traitement,
    })),
    totaux: v.totaux,
    groupes: v.groupes.map((g) => ({ ...g, traitement: parCle.get(g.groupe)! })),
  }
}
