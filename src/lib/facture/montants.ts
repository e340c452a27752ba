/** One invoice line: amounts in integer cents; `puHt` the net unit price, `ht` = puHt × quantite. */
export type LigneFacturee = {
  designation: string
  quantite: number
  puHt: number
  ttc: number
  ht: number
  tva: number
  /** The line's VAT rate and its breakdown group (a category; lines of one group share one rate). */
  taux: number
  groupe: string
}
/**
 * The document's totals: `ht` the lines' net amounts added up, `tva` the VAT on that base (rounded
 * once, on the document, as EN 16931 computes it), `ttc` their sum, `paye` what the buyer actually paid
 * (the lines' TTC added up) and `arrondi` the difference (a cent or two at most, the e-invoice's
 * rounding amount) so that the invoice states exactly the amount paid.
 */
export type Totaux = { ht: number; tva: number; ttc: number; paye: number; arrondi: number }
/** One VAT breakdown (BG-23): the lines of a group, their base, the VAT computed once on it. */
export type Groupe = { groupe: string; taux: number; ht: number; tva: number }

/** Rounded on the absolute value, so that a negative amount is its positive's opposite. */
const arrondir = (x: number) => Math.sign(x) * Math.round(Math.abs(x))

/**
 * Prices are set TTC (what the buyer pays) per copy: a line's net unit price is its unit TTC divided by
 * (1 + rate), rounded to the cent, its HT that unit price × its quantity (so that the e-invoice's line
 * amount is exactly quantity × net price), and its VAT the difference with its TTC. Without VAT
 * (franchise en base, art. 293 B du CGI) the unit price is the unit TTC. A discount is a line with a
 * negative TTC. A credit note's line whose amount does not divide by its quantity (a share of a
 * discount) gets the nearest unit price; the document's rounding amount absorbs the cents.
 */
export function ventiler(
  lignes: {
    designation: string
    ttc: number
    quantite?: number | null
    taux?: number | null
    groupe?: string | null
  }[],
  tauxTva: number | null,
): { lignes: LigneFacturee[]; totaux: Totaux; groupes: Groupe[] } {
  const calculees = lignes.map(({ designation, ttc, quantite, taux, groupe }) => {
    const q = quantite && quantite > 0 ? quantite : 1
    const t = taux ?? tauxTva ?? 0
    const puHt = arrondir(t ? (ttc * 100) / (100 + t) / q : ttc / q)
    const ht = puHt * q
    return { designation, quantite: q, puHt, ttc, ht, tva: ttc - ht, taux: t, groupe: groupe ?? `${t}` }
  })
  // VAT once per group (EN 16931 computes it on each breakdown's base), in the order lines meet them.
  const groupes: Groupe[] = []
  for (const l of calculees) {
    const g = groupes.find((x) => x.groupe === l.groupe)
    if (g) g.ht += l.ht
    else groupes.push({ groupe: l.groupe, taux: l.taux, ht: l.ht, tva: 0 })
  }
  for (const g of groupes) g.tva = g.taux ? arrondir((g.ht * g.taux) / 100) : 0
  const somme = (k: 'ht' | 'ttc') => calculees.reduce((s, l) => s + l[k], 0)
  const ht = somme('ht')
  const tva = groupes.reduce((s, g) => s + g.tva, 0)
  const paye = somme('ttc')
  return {
    lignes: calculees,
    totaux: { ht, tva, ttc: ht + tva, paye, arrondi: paye - ht - tva },
    groupes,
  }
}
