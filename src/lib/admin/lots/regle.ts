import { arrondirCentimes } from '@/lib/catalogue'

/** A price rule (« Ajuster les prix »): up or down by an amount in cents or a percentage, then rounded
 *  to the cent or to ,90 (docs/decisions/0173-regles-de-prix.md). Pure. */
export type Regle = {
  sens: 'hausse' | 'baisse'
  mode: 'montant' | 'pourcentage'
  /** Cents for an amount; percent (10 = 10 %) for a percentage. */
  valeur: number
  arrondi: 'centime' | '90'
}

/** Rounds to a price ending in ,90 in the rule's direction: a raise never ends below the exact result,
 *  a cut never above it (12,34 € raised → 12,90 €, cut → 11,90 €). */
function arrondi90(centimes: number, sens: Regle['sens']): number {
  const reste = (((centimes - 90) % 100) + 100) % 100
  if (reste === 0) return centimes
  return sens === 'hausse' ? centimes + (100 - reste) : centimes - reste
}

/** The new price in cents, or null when the rule would bring it to zero or below. */
export function appliquerRegle(prix: number, regle: Regle): number | null {
  const signe = regle.sens === 'hausse' ? 1 : -1
  const exact =
    regle.mode === 'montant'
      ? prix + signe * regle.valeur
      : arrondirCentimes(prix, 1 + (signe * regle.valeur) / 100)
  const nouveau = regle.arrondi === '90' ? arrondi90(exact, regle.sens) : exact
  return nouveau >= 1 ? nouveau : null
}
