/** The form's rule as typed, and the endpoint's body built from it. */
export type Saisie = {
  portee: 'selection' | 'collection' | 'catalogue'
  collection: string
  format: string
  sens: 'hausse' | 'baisse'
  mode: 'montant' | 'pourcentage'
  valeur: string
  arrondi: 'centime' | '90'
}

/** « 1,50 » € → 150 cents; « 10 » % → 10. Null when the typed value is not a positive number. */
export function lireValeur(texte: string, mode: Saisie['mode']): number | null {
  const n = Number(texte.trim().replace(/\s/g, '').replace(',', '.'))
  if (!Number.isFinite(n) || n <= 0) return null
  const v = mode === 'montant' ? Math.round(n * 100) : n
  return Number.isInteger(v) ? v : null
}

export function corpsRegle(s: Saisie, ids: string[]) {
  return {
    portee: s.portee,
    ...(s.portee === 'selection' ? { ids } : {}),
    ...(s.portee === 'collection' ? { collection: s.collection } : {}),
    format: s.format || null,
    sens: s.sens,
    mode: s.mode,
    valeur: lireValeur(s.valeur, s.mode),
    arrondi: s.arrondi,
  }
}
