/** One invoice line: amounts in integer cents. */
export type LigneFacturee = { designation: string; ttc: number; ht: number; tva: number }
export type Totaux = { ht: number; tva: number; ttc: number }

/**
 * Prices are set TTC (what the buyer pays): each line's HT is its TTC divided by (1 + rate), rounded
 * to the cent, and its VAT the difference, so lines add up exactly to the amount paid. Without VAT
 * (franchise en base, art. 293 B du CGI) HT equals TTC. A discount is a line with a negative TTC.
 */
export function ventiler(
  lignes: { designation: string; ttc: number }[],
  tauxTva: number | null,
): { lignes: LigneFacturee[]; totaux: Totaux } {
  const calculees = lignes.map(({ designation, ttc }) => {
    // Rounded on the absolute value, so that a discount line (negative) is its positive's opposite.
    const ht = tauxTva ? Math.sign(ttc) * Math.round((Math.abs(ttc) * 100) / (100 + tauxTva)) : ttc
    return { designation, ttc, ht, tva: ttc - ht }
  })
  const somme = (k: keyof Totaux) => calculees.reduce((s, l) => s + l[k], 0)
  return { lignes: calculees, totaux: { ht: somme('ht'), tva: somme('tva'), ttc: somme('ttc') } }
}
