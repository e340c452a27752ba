/**
 * Print formats (docs/decisions/0135-formats-d-impression.md): the shop's list « Formats d'impression »
 * (reglages), what a product offers of it and at what price. Pure: no Payload, no I/O, so that the
 * API, the checkout, the cart and the tests price a line the same way.
 */

export const CLASSES_EXPEDITION = [
  { label: 'Enveloppe', value: 'enveloppe' },
  { label: 'Carton plat', value: 'carton-plat' },
  { label: 'Tube', value: 'tube' },
] as const
/** Ordered from the smallest parcel to the largest: a cart ships in its largest class. */
export type ClasseExpedition = (typeof CLASSES_EXPEDITION)[number]['value']

export const QUANTITE_MIN = 1
export const QUANTITE_MAX = 10

/** One entry of the shop's list, as the reglages global stores it. */
export type FormatImpression = {
  code: string
  libelle: string
  largeurCm: number
  hauteurCm: number
  papier: string
  /** Fixed price in cents; when absent, the product's price × facteur. */
  prix?: number | null
  facteur?: number | null
  classeExpedition: ClasseExpedition
  actif: boolean
  /** The format whose price is the product's `prix` (the first checked one; none: the first active). */
  parDefaut?: boolean | null
}

/** A format as a product offers it: GET /api/produits/{slug} and the batch answer (`formats`). */
export type FormatOffert = {
  code: string
  libelle: string
  largeurCm: number
  hauteurCm: number
  papier: string
  /** Integer euro cents, like the product's `prix`. */
  prix: number
  parDefaut: boolean
  classeExpedition: ClasseExpedition
}

/** What pricing reads of a product: its price, delivery mode and its own choice of formats. */
export type ProduitTarifable = {
  titre: string
  prix: number
  livraison: string
  /** Empty or absent: every active format of the shop. `prix`: this product's price for that format. */
  formats?: { code: string; prix?: number | null }[] | null
}

/** The seeded range, also what a shop whose list was never saved sells (reglages written before it). */
export const FORMATS_PAR_DEFAUT: FormatImpression[] = [
  {
    code: 'A5',
    libelle: 'A5 carte',
    largeurCm: 14.8,
    hauteurCm: 21,
    papier: 'Carte mate 350 g',
    facteur: 0.5,
    classeExpedition: 'enveloppe',
    actif: true,
  },
  {
    code: 'A4',
    libelle: 'A4',
    largeurCm: 21,
    hauteurCm: 29.7,
    papier: 'Papier d’art mat 250 g',
    facteur: 0.75,
    classeExpedition: 'carton-plat',
    actif: true,
  },
  {
    code: 'A3',
    libelle: 'A3',
    largeurCm: 29.7,
    hauteurCm: 42,
    papier: 'Papier d’art mat 250 g',
    facteur: 1,
    classeExpedition: 'carton-plat',
    actif: true,
    parDefaut: true,
  },
  {
    code: 'A2',
    libelle: 'A2',
    largeurCm: 42,
    hauteurCm: 59.4,
    papier: 'Papier d’art mat 250 g',
    facteur: 1.5,
    classeExpedition: 'tube',
    actif: true,
  },
  {
    code: '50x70',
    libelle: '50 × 70 cm',
    largeurCm: 50,
    hauteurCm: 70,
    papier: 'Papier d’art mat 250 g',
    facteur: 2,
    classeExpedition: 'tube',
    actif: true,
  },
]

/** Cents × factor, rounded half up to the cent (shop prices are whole cents). The toFixed step drops the
 *  binary noise of the product (110 × 1.15 = 126.49999…), which would otherwise round down. */
export function arrondirCentimes(centimes: number, facteur: number): number {
  return Math.round(Number((centimes * facteur).toFixed(6)))
}

/** The formats a product offers, in the shop's order, the default one flagged (its price is `prix`).
 *  Digital products offer none. */
export function formatsDuProduit(produit: ProduitTarifable, boutique: FormatImpression[]): FormatOffert[] {
  if (produit.livraison !== 'imprime') return []
  const propres = new Map((produit.formats ?? []).map((f) => [f.code, f.prix ?? null]))
  const offerts = boutique.filter((f) => f.actif && (propres.size === 0 || propres.has(f.code)))
  const defaut = offerts.find((f) => f.parDefaut) ?? offerts[0]
  return offerts.map((f) => {
    const parDefaut = f === defaut
    const prix = parDefaut
      ? produit.prix
      : (propres.get(f.code) ?? f.prix ?? arrondirCentimes(produit.prix, f.facteur ?? 1))
    return {
      code: f.code,
      libelle: f.libelle,
      largeurCm: f.largeurCm,
      hauteurCm: f.hauteurCm,
      papier: f.papier,
      prix,
      parDefaut,
      classeExpedition: f.classeExpedition,
    }
  })
}

export const formatParDefaut = (formats: FormatOffert[]): FormatOffert | undefined =>
  formats.find((f) => f.parDefaut)

/** A priced cart line. `format` is null for a digital product, or a printed one without any format
 *  (every format of the shop inactive): both sell at `prix` as before formats. */
export type LigneTarifee = {
  format: FormatOffert | null
  quantite: number
  prixUnitaire: number
  total: number
}

export type Tarif = { ok: true; ligne: LigneTarifee } | { ok: false; error: string }

/** Prices (format, quantite) of a product, the default format when none is named (carts from before
 *  formats). Refuses in French: an unknown or inactive format, a quantity outside 1–10 (1 for a file). */
export function tarifer(
  produit: ProduitTarifable,
  boutique: FormatImpression[],
  choix: { format?: string | null; quantite?: number | null },
): Tarif {
  const quantite = choix.quantite ?? 1
  if (!Number.isInteger(quantite) || quantite < QUANTITE_MIN || quantite > QUANTITE_MAX)
    return {
      ok: false,
      error: `La quantité de «\u00a0${produit.titre}\u00a0» doit être un nombre entier de ${QUANTITE_MIN} à ${QUANTITE_MAX}.`,
    }
  const formats = formatsDuProduit(produit, boutique)
  if (produit.livraison !== 'imprime') {
    if (choix.format)
      return { ok: false, error: `«\u00a0${produit.titre}\u00a0» est un fichier numérique, sans format.` }
    if (quantite !== 1)
      return { ok: false, error: `«\u00a0${produit.titre}\u00a0» est un fichier numérique, vendu à l’unité.` }
  }
  const format = choix.format ? formats.find((f) => f.code === choix.format) : formatParDefaut(formats)
  if (choix.format && !format)
    return {
      ok: false,
      error: `Le format «\u00a0${choix.format}\u00a0» n’est pas proposé pour «\u00a0${produit.titre}\u00a0».`,
    }
  const prixUnitaire = format?.prix ?? produit.prix
  return {
    ok: true,
    ligne: { format: format ?? null, quantite, prixUnitaire, total: prixUnitaire * quantite },
  }
}

/** « 29,7 × 42 cm », French decimals and no-break spaces. */
export function dimensions(f: { largeurCm: number; hauteurCm: number }): string {
  const cm = (n: number) => String(n).replace('.', ',')
  return `${cm(f.largeurCm)}\u00a0×\u00a0${cm(f.hauteurCm)}\u00a0cm`
}
