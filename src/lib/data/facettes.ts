import type { Facette } from '@/lib/cache/tags'

/** The five facets of the catalogue: their collection, the product field pointing at them, their
 *  REST filter name and French labels. */
export type FacetteInfo = {
  facette: Facette
  champ: 'audiences' | 'collections' | 'themes' | 'motsCles' | 'langues'
  filtre: 'audience' | 'collection' | 'theme' | 'motCle' | 'langue'
  titre: string
  /** « Affiches pour … », « Affiches de la collection … » */
  titreValeur: (nom: string) => string
  intro: string
}

export const FACETTES_INFO: Record<Facette, FacetteInfo> = {
  audiences: {
    facette: 'audiences',
    champ: 'audiences',
    filtre: 'audience',
    titre: 'Audiences',
    titreValeur: (nom) => `Affiches pour ${nom.toLowerCase()}`,
    intro: 'Des affiches pensées pour chaque cabinet : choisissez votre pratique.',
  },
  collections: {
    facette: 'collections',
    champ: 'collections',
    filtre: 'collection',
    titre: 'Collections',
    titreValeur: (nom) => `Collection « ${nom} »`,
    intro: 'Nos séries d’affiches, réunies par intention : apaiser, motiver, expliquer, sourire.',
  },
  themes: {
    facette: 'themes',
    champ: 'themes',
    filtre: 'theme',
    titre: 'Thèmes de couleur',
    titreValeur: (nom) => `Affiches ${nom.toLowerCase()}`,
    intro: 'Accordez vos murs : chaque affiche existe dans une palette choisie.',
  },
  'mots-cles': {
    facette: 'mots-cles',
    champ: 'motsCles',
    filtre: 'motCle',
    titre: 'Mots-clés',
    titreValeur: (nom) => `Affiches « ${nom} »`,
    intro: 'Parcourez le catalogue par mot-clé.',
  },
  langues: {
    facette: 'langues',
    champ: 'langues',
    filtre: 'langue',
    titre: 'Langues',
    titreValeur: (nom) => `Affiches en ${nom.toLowerCase()}`,
    intro: 'Nos textes existent en plusieurs langues.',
  },
}

export const isFacette = (value: string): value is Facette => value in FACETTES_INFO
