import { formatPrix } from '@/lib/format/client'

import type { PublicProduit } from './publicProduit'

/** The lowest and highest price of a product sold in formats at different prices; null otherwise
 *  (one price: a file, one format, or formats all at the same price). */
export function fourchette(p: Pick<PublicProduit, 'formats'>): { min: number; max: number } | null {
  const prix = (p.formats ?? []).map((f) => f.prix)
  if (new Set(prix).size < 2) return null
  return { min: Math.min(...prix), max: Math.max(...prix) }
}

/** A listing's price: « à partir de 18,00 € » (the lowest) when the formats' prices differ, else the price. */
export function prixCarte(p: Pick<PublicProduit, 'prix' | 'formats'>): string {
  const f = fourchette(p)
  return f ? `à partir de ${formatPrix(f.min)}` : formatPrix(p.prix)
}
