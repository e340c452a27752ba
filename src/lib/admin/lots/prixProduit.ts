import {
  formatsDuProduit,
  type FormatImpression,
  type FormatOffert,
  type ProduitTarifable,
} from '@/lib/catalogue'

import { appliquerRegle, type Regle } from './regle'

type FormatPropre = { id?: string | null; code: string; prix?: number | null }
export type ProduitPrix = ProduitTarifable & { formats?: FormatPropre[] | null }

/** One price of the preview: a format's (its label) or a product without formats (format null). */
export type LignePrix = { format: string | null; avant: number; apres: number }

export type PrixAjuste =
  | { ok: true; data: { prix: number; formats: FormatPropre[] | null }; lignes: LignePrix[] }
  | { ok: false; error: string }

const sansFormats = (formats: FormatPropre[] | null | undefined) => !formats || formats.length === 0

/** The product's own list made explicit: an empty list offers every active format, so pinning one
 *  price needs the offered codes written out (docs/decisions/0173-regles-de-prix.md). */
const explicites = (p: ProduitPrix, offerts: FormatOffert[]): FormatPropre[] =>
  sansFormats(p.formats)
    ? offerts.map((o) => ({ code: o.code, prix: null }))
    : p.formats!.map((f) => ({ ...f }))

/** Shop formats priced by factor of the product's price (no fixed price): they move with `prix`. */
const derive = (code: string, boutique: FormatImpression[]) => {
  const f = boutique.find((x) => x.code === code)
  return !f || f.prix == null
}

/**
 * A rule on one product: every price (`format` null: the product's price, and its own format prices)
 * or one format alone. The default format IS the product's price: raising it alone pins the other
 * formats that derive from it at their current price, so they do not move. Null when the product does
 * not offer that format.
 */
export function ajusterProduit(
  p: ProduitPrix,
  boutique: FormatImpression[],
  regle: Regle,
  format: string | null,
): PrixAjuste | null {
  const offerts = formatsDuProduit(p, boutique)
  const cible = format ? offerts.find((o) => o.code === format) : undefined
  if (format && !cible) return null
  try {
    const data = nouveauxPrix(p, offerts, boutique, regle, cible)
    return { ok: true, data, lignes: lignes(p, { ...p, ...data }, boutique) }
  } catch (err) {
    if (!(err instanceof PrixNul)) throw err
    return { ok: false, error: `Un prix de «\u00a0${p.titre}\u00a0» deviendrait nul ou négatif.` }
  }
}

class PrixNul extends Error {}

function nouveauxPrix(
  p: ProduitPrix,
  offerts: FormatOffert[],
  boutique: FormatImpression[],
  regle: Regle,
  cible: FormatOffert | undefined,
): { prix: number; formats: FormatPropre[] | null } {
  const nouveau = (prix: number) => {
    const n = appliquerRegle(prix, regle)
    if (n === null) throw new PrixNul()
    return n
  }
  if (!cible) {
    const formats = p.formats?.map((f) => (f.prix == null ? { ...f } : { ...f, prix: nouveau(f.prix) }))
    return { prix: nouveau(p.prix), formats: formats ?? null }
  }
  if (!cible.parDefaut) {
    const formats = explicites(p, offerts).map((f) =>
      f.code === cible.code ? { ...f, prix: nouveau(cible.prix) } : f,
    )
    return { prix: p.prix, formats }
  }
  const courants = new Map(offerts.map((o) => [o.code, o.prix]))
  const formats = explicites(p, offerts).map((f) =>
    f.code !== cible.code && f.prix == null && courants.has(f.code) && derive(f.code, boutique)
      ? { ...f, prix: courants.get(f.code)! }
      : f,
  )
  return { prix: nouveau(p.prix), formats }
}

/** Every price that changes, format by format (or the single price of a product without formats). */
function lignes(avant: ProduitPrix, apres: ProduitPrix, boutique: FormatImpression[]): LignePrix[] {
  const a = formatsDuProduit(avant, boutique)
  if (a.length === 0)
    return avant.prix === apres.prix ? [] : [{ format: null, avant: avant.prix, apres: apres.prix }]
  const b = new Map(formatsDuProduit(apres, boutique).map((f) => [f.code, f.prix]))
  return a
    .filter((f) => b.get(f.code) !== f.prix)
    .map((f) => ({ format: f.libelle, avant: f.prix, apres: b.get(f.code)! }))
}
