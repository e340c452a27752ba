/** French typography: a narrow no-break space (U+202F) before ; ! ? and a no-break space (U+00A0)
 *  before : — replacing any ordinary space the author typed. */
export function typographie(text: string): string {
  return text.replace(/[ \u00a0\u202f]*([;!?])/g, '\u202f$1').replace(/[ \u00a0\u202f]*:(?!\/\/)/g, '\u00a0:')
}

/** `1 produit`, `3 produits`. */
export function pluriel(n: number, singulier: string, pluriel = `${singulier}s`): string {
  return `${n.toLocaleString('fr-FR')} ${n > 1 ? pluriel : singulier}`
}
