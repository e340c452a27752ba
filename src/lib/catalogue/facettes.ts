/**
 * The catalogue's facets: the one registry every facet-shaped thing is derived from (types, the
 * GET /api/produits filters, reserved slugs, static params, menus, chips, sitemap, cache tags).
 * Adding a facet is one entry here plus its taxonomy collection (src/collections/taxonomy.ts).
 * Functions that walk the registry take it as an argument, the real one by default, so a test can
 * hand them a registry with one more facet.
 */
export type FacetteInfo = {
  /** Collection slug, URL segment (/produits/affiches/{facette}) and cache-tag key. */
  facette: string
  /** The product field (relationship) pointing at the facet's collection. */
  champ: string
  /** The GET /api/produits query parameter. */
  filtre: string
  titre: string
  /** « Affiches pour … », « Affiches de la collection … » */
  titreValeur: (nom: string) => string
  intro: string
  /** Heading of the product page's chips of this facet. */
  puce: string
  /** Footer link (« Par … »). */
  menu: string
  /** Also in the header's main navigation (labelled with `titre`). */
  enTete?: boolean
}

export const FACETTES_REGISTRE = [
  {
    facette: 'audiences',
    champ: 'audiences',
    filtre: 'audience',
    titre: 'Audiences',
    titreValeur: (nom: string) => `Affiches pour ${nom.toLowerCase()}`,
    intro: 'Des affiches pensées pour chaque cabinet : choisissez votre pratique.',
    puce: 'Pour les cabinets de',
    menu: 'Par audience',
    enTete: true,
  },
  {
    facette: 'collections',
    champ: 'collections',
    filtre: 'collection',
    titre: 'Collections',
    titreValeur: (nom: string) => `Collection « ${nom} »`,
    intro: 'Nos séries d’affiches, réunies par intention : apaiser, motiver, expliquer, sourire.',
    puce: 'Collection',
    menu: 'Par collection',
    enTete: true,
  },
  {
    facette: 'themes',
    champ: 'themes',
    filtre: 'theme',
    titre: 'Thèmes de couleur',
    titreValeur: (nom: string) => `Affiches ${nom.toLowerCase()}`,
    intro: 'Accordez vos murs : chaque affiche existe dans une palette choisie.',
    puce: 'Couleurs',
    menu: 'Par couleur',
  },
  {
    facette: 'mots-cles',
    champ: 'motsCles',
    filtre: 'motCle',
    titre: 'Mots-clés',
    titreValeur: (nom: string) => `Affiches « ${nom} »`,
    intro: 'Parcourez le catalogue par mot-clé.',
    puce: 'Mots-clés',
    menu: 'Par mot-clé',
  },
  {
    facette: 'langues',
    champ: 'langues',
    filtre: 'langue',
    titre: 'Langues',
    titreValeur: (nom: string) => `Affiches en ${nom.toLowerCase()}`,
    intro: 'Nos textes existent en plusieurs langues.',
    puce: 'Langue',
    menu: 'Par langue',
  },
] as const satisfies readonly FacetteInfo[]

/** A registry: the real one, or a test's copy with more facets. */
export type Registre = readonly FacetteInfo[]

type Entree = (typeof FACETTES_REGISTRE)[number]
export type Facette = Entree['facette']
export type ChampFacette = Entree['champ']
export type FiltreFacette = Entree['filtre']

export const FACETTES: readonly Facette[] = FACETTES_REGISTRE.map((f) => f.facette)

export const FACETTES_INFO = Object.fromEntries(FACETTES_REGISTRE.map((f) => [f.facette, f])) as {
  [F in Facette]: Extract<Entree, { facette: F }>
}

export const isFacette = (value: string): value is Facette => Object.hasOwn(FACETTES_INFO, value)

/** The favourites listing, beside the facet indexes under /produits/affiches. */
export const COUPS_DE_COEUR = 'coups-de-coeur'

/** /produits/affiches/{slug} pages that are listings, not products (rendered ahead of time). */
export const listesAffiches = (registre: Registre = FACETTES_REGISTRE): string[] => [
  COUPS_DE_COEUR,
  ...registre.map((f) => f.facette),
]

export const facetteHref = (facette: string, valeur?: string): string =>
  `/produits/affiches/${facette}${valeur === undefined ? '' : `/${valeur}`}`

/** Populate of a product's facet fields: each value's name and slug. */
export const populateFacettes = (
  registre: Registre = FACETTES_REGISTRE,
): Record<string, { nom: true; slug: true }> =>
  Object.fromEntries(registre.map((f) => [f.facette, { nom: true, slug: true } as const]))

export type ValeurFacette = { id: number; slug: string; nom: string }

const valeurs = (list: unknown): ValeurFacette[] =>
  (Array.isArray(list) ? list : [])
    .filter(
      (v): v is { id: number; slug: string; nom: string } =>
        typeof v === 'object' && v !== null && 'slug' in v,
    )
    .map((v) => ({ id: v.id, slug: v.slug, nom: v.nom }))

/** A product document's populated facet values, by facet. */
export function facettesDuProduit(
  doc: Record<string, unknown>,
  registre: Registre = FACETTES_REGISTRE,
): Record<Facette, ValeurFacette[]> {
  return Object.fromEntries(registre.map((f) => [f.facette, valeurs(doc[f.champ])])) as Record<
    Facette,
    ValeurFacette[]
  >
}

export type Puces = {
  facette: string
  titre: string
  valeurs: { id: number; nom: string; href: string }[]
}[]

/** The product page's chips: one group per facet the product has values in, in registry order. */
export function puces(
  facettes: Partial<Record<string, ValeurFacette[]>>,
  registre: Registre = FACETTES_REGISTRE,
): Puces {
  return registre
    .filter((f) => (facettes[f.facette]?.length ?? 0) > 0)
    .map((f) => ({
      facette: f.facette,
      titre: f.puce,
      valeurs: (facettes[f.facette] ?? []).map((v) => ({
        id: v.id,
        nom: v.nom,
        href: facetteHref(f.facette, v.slug),
      })),
    }))
}
