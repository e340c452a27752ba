import { texteNormalise } from './normaliser'

/** One product as the search index holds it: its published texts, normalised, by column. */
export type EntreeRecherche = {
  id: number | string
  titre: string
  sousTitre: string
  motsCles: string
  extrait: string
}

/** Ranking weight of a match in each column: a word of the title tells most about a product. */
export const POIDS = { titre: 10, motsCles: 5, sousTitre: 3, extrait: 1 } as const
export const COLONNES = ['titre', 'sousTitre', 'motsCles', 'extrait'] as const

export type ProduitIndexable = {
  id: number | string
  titre?: string | null
  sousTitre?: string | null
  extrait?: string | null
}

export function entreeRecherche(produit: ProduitIndexable, motsCles: string[]): EntreeRecherche {
  return {
    id: produit.id,
    titre: texteNormalise(produit.titre),
    sousTitre: texteNormalise(produit.sousTitre),
    motsCles: texteNormalise(motsCles.join(' ')),
    extrait: texteNormalise(produit.extrait),
  }
}
