/**
 * What an order has had refunded and what is left, per line (copies and amount), for the shipping and
 * in total, recomputed from its credit notes (one per refund): what « Rembourser » offers and checks.
 */
export const LIGNE_PORT = 'Frais de livraison'

export type LigneCommande = {
  id?: string | null
  titre: string
  prix: number
  quantite?: number | null
  livraison: string
  formatLibelle?: string | null
}
export type CommandeSolde = {
  lignes?: LigneCommande[] | null
  remise?: number | null
  fraisDePort?: number | null
  total: number
  montantRembourse?: number | null
}
/** What earlier credit notes refunded: their lines (order line ids, shipping and amounts as null). */
export type AvoirAnterieur = {
  montant: number
  lignes?: { ligne?: string | null; designation: string; exemplaires?: number | null }[] | null
}

export type EtatLigne = {
  index: number
  /** The order line's row id (its index as text for lines without one). */
  id: string
  titre: string
  formatLibelle: string | null
  livraison: string
  quantite: number
  prixUnitaire: number
  /** What the line was paid: its price less its share of the discount. */
  net: number
  exemplairesRembourses: number
  montantRembourse: number
  exemplairesRestants: number
  montantRestant: number
}
export type EtatRemboursement = {
  lignes: EtatLigne[]
  port: { montant: number; rembourse: boolean }
  /** Refunded so far (the credit notes, or Stripe's count when higher) and left, in cents. */
  rembourse: number
  reste: number
}

/**
 * Each line's share of what was paid: its price less its share of the discount, shares given by
 * largest remainder so that the lines add up to the items' total less the discount, to the cent.
 */
export function netsDesLignes(lignes: { prix: number; quantite?: number | null }[], remise = 0): number[] {
  // `prix` is the unit price: a line weighs prix × quantite (1 for lines from before formats).
  const montants = lignes.map((l) => l.prix * (l.quantite ?? 1))
  const sousTotal = montants.reduce((s, m) => s + m, 0)
  if (!remise || !sousTotal) return montants
  const exactes = montants.map((m) => (remise * m) / sousTotal)
  const parts = exactes.map(Math.floor)
  let reste = remise - parts.reduce((s, p) => s + p, 0)
  const ordre = exactes.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0])
  for (const [, i] of ordre) {
    if (reste <= 0) break
    parts[i] += 1
    reste -= 1
  }
  return montants.map((m, i) => m - parts[i])
}

/** The amount of a line's first `exemplaires` copies: the copies of a refund are the difference of
 *  two of these, so a line refunded copy by copy adds up to its net, to the cent. */
export const partDesExemplaires = (net: number, quantite: number, exemplaires: number): number =>
  exemplaires >= quantite ? net : Math.floor((net * exemplaires) / quantite)

/** The total less what was refunded (Stripe's count or the credit notes', the higher). */
export function resteARembourser(commande: CommandeSolde, avoirs: AvoirAnterieur[]): number {
  const credite = avoirs.reduce((s, a) => s + a.montant, 0)
  return Math.max(0, commande.total - Math.max(commande.montantRembourse ?? 0, credite))
}

export const idDeLigne = (l: { id?: string | null }, index: number) => l.id ?? String(index)

/** The order's refund state. A credit-note line without copies (before copies could be chosen)
 *  refunded its whole line. */
export function etatRemboursement(commande: CommandeSolde, avoirs: AvoirAnterieur[]): EtatRemboursement {
  const lignes = commande.lignes ?? []
  const nets = netsDesLignes(lignes, commande.remise ?? 0)
  const lignesAvoirs = avoirs.flatMap((a) => a.lignes ?? [])
  const reste = resteARembourser(commande, avoirs)
  return {
    lignes: lignes.map((l, index) => {
      const id = idDeLigne(l, index)
      const quantite = l.quantite ?? 1
      const exemplaires = Math.min(
        quantite,
        lignesAvoirs.filter((a) => a.ligne === id).reduce((s, a) => s + (a.exemplaires ?? quantite), 0),
      )
      const montantRembourse = partDesExemplaires(nets[index], quantite, exemplaires)
      return {
        index,
        id,
        titre: l.titre,
        formatLibelle: l.formatLibelle ?? null,
        livraison: l.livraison,
        quantite,
        prixUnitaire: l.prix,
        net: nets[index],
        exemplairesRembourses: exemplaires,
        montantRembourse,
        exemplairesRestants: quantite - exemplaires,
        montantRestant: nets[index] - montantRembourse,
      }
    }),
    port: {
      montant: commande.fraisDePort ?? 0,
      rembourse: lignesAvoirs.some((l) => l.designation === LIGNE_PORT),
    },
    rembourse: commande.total - reste,
    reste,
  }
}
