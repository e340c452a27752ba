/** One invoice line: amounts in integer cents. */
export type LigneFacturee = { designation: string; ttc: number; ht: number; tva: number }
/**
 * The document's totals: `ht` the lines' net amounts added up, `tva` the VAT on that base (rounded
 * once, on the document, as EN 16931 computes it), `ttc` their sum, `paye` what the buyer actually paid
 * (the lines' TTC added up) and `arrondi` the difference (a cent or two at most, the e-invoice's
 * rounding amount) so that the invoice states exactly the amount paid.
 */
export type Totaux = { ht: number; tva: number; ttc: number; paye: number; arrondi: number }

/** Rounded on the absolute value, so that a negative amount is its positive's opposite. */
const arrondir = (x: number) => Math.sign(x) * Math.round(Math.abs(x))

/**
 * Prices are set TTC (what the buyer pays): each line's HT is its TTC divided by (1 + rate), rounded
 * to the cent, and its VAT the difference. Without VAT (franchise en base, art. 293 B du CGI) HT equals
 * TTC. A discount is a line with a negative TTC.
 */
export function ventiler(
  lignes: { designation: string; ttc: number }[],
  tauxTva: number | null,
): { lignes: LigneFacturee[]; totaux: Totaux } {
  const calculees = lignes.map(({ designation, ttc }) => {
    const ht = tauxTva ? arrondir((ttc * 100) / (100 + tauxTva)) : ttc
    return { designation, ttc, ht, tva: ttc - ht }
  })
  const somme = (k: 'ht' | 'ttc') => calculees.reduce((s, l) => s + l[k], 0)
  const ht = somme('ht')
  const tva = tauxTva ? arrondir((ht * tauxTva) / 100) : 0
  const paye = somme('ttc')
  return { lignes: calculees, totaux: { ht, tva, ttc: ht + tva, paye, arrondi: paye - ht - tva } }
}
