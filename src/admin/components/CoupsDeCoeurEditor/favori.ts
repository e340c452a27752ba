/** A product as the coups de cœur editor shows it: a pick (favori) or a candidate. */
export type Favori = {
  slug: string
  titre: string
  miniature: string
  statut: 'draft' | 'published'
  coupDeCoeur: boolean
  coupDeCoeurRang: number | null
}
