import type { Commande } from '@/payload-types'

/** One row of « Ventes par format »: copies sold and their revenue (cents, items at their price). */
export type VenteParFormat = { cle: string; libelle: string; exemplaires: number; chiffre: number }

export const LIBELLE_NUMERIQUE = 'Fichier numérique'
export const LIBELLE_SANS_FORMAT = 'Affiche (commande d’avant les formats)'

/**
 * The lines of the given orders grouped by print format (its code; digital files apart, and printed
 * lines from before formats apart), each with its copies and its revenue: the unit price the order
 * kept × the quantity, before a promotion code's discount and without shipping, which belong to the
 * order and not to a format. The label is the one the order line kept (« A2, 42 × 59,4 cm »); the
 * best-selling format first.
 */
export function ventesParFormat(commandes: Pick<Commande, 'lignes'>[]): VenteParFormat[] {
  const parCle = new Map<string, VenteParFormat>()
  for (const l of commandes.flatMap((c) => c.lignes ?? [])) {
    const numerique = l.livraison === 'numerique'
    const cle = numerique ? 'numerique' : (l.format ?? 'sans-format')
    const libelle = numerique
      ? LIBELLE_NUMERIQUE
      : l.format
        ? l.formatLibelle || l.format
        : LIBELLE_SANS_FORMAT
    const q = l.quantite ?? 1
    const vente = parCle.get(cle) ?? { cle, libelle, exemplaires: 0, chiffre: 0 }
    vente.exemplaires += q
    vente.chiffre += l.prix * q
    parCle.set(cle, vente)
  }
  return [...parCle.values()].sort((a, b) => b.chiffre - a.chiffre || a.libelle.localeCompare(b.libelle))
}
