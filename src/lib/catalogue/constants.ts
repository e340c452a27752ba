/** Business constants of docs/SPECIFICATION.md §3 and §11. */

export const MOCKUPS = [
  'biais-sol',
  'cadre-bois',
  'canape',
  'femme-bureau',
  'femme-genoux',
  'fenetre-biais',
  'plan-travail',
  'toile',
  'tube',
  'veranda',
  'vue-dessus',
] as const
export type Mockup = (typeof MOCKUPS)[number]

export const DEFAULT_MOCKUP: Mockup = 'cadre-bois'
export const ITEMS_PER_PAGE = 24
export const DEFAULT_LOCALE = 'fr_FR'
export const OG_IMAGE = { width: 1200, height: 630, quality: 80 } as const

export const AUDIENCE_SLUGS = [
  'acupuncteur',
  'conseiller-scolaire',
  'estheticienne',
  'graphotherapeute',
  'hypnotherapeute',
  'kinesiologue',
  'orthophoniste',
  'osteopathe',
  'pedicure-podologue',
  'psychologue',
  'psychomotricien',
  'sophrologue',
  'therapeute-energetique',
] as const

export const COLLECTION_SLUGS = [
  'affirmations-positives',
  'art-medical',
  'citations',
  'coin-calme-enfant',
  'definitions',
  'education-et-apprentissage',
  'motivation-et-reussite',
  'psychologie-et-therapie-tcc',
  'salle-d-attente',
  'sante-mentale-et-bien-etre',
  'trait-d-esprit',
] as const

export const ARTICLE_SLUGS = [
  'habitudes-alimentaires-saines-hiver',
  'ikigai-definition-origine',
  'le-brain-gym',
  'le-stress',
  'methodes-naturelles-anti-stress',
  'solutions-naturelles-pour-calmer-l-anxiete',
] as const

export const CATEGORIES = [
  { label: 'Affiche', value: 'affiche' },
  { label: 'Carte', value: 'carte' },
  { label: 'Jeu', value: 'jeu' },
  { label: 'Tampon', value: 'tampon' },
  { label: 'Infographie', value: 'infographie' },
] as const
export type Categorie = (typeof CATEGORIES)[number]['value']

/** The delivery modes and their wording: the editors' option, a product card's badge, a cart line. */
export const LIBELLES_LIVRAISON = {
  numerique: {
    option: 'Numérique (fichier à télécharger)',
    carte: 'Fichier numérique',
    panier: 'Fichier numérique à télécharger',
  },
  imprime: { option: 'Imprimé (expédié)', carte: 'Tirage imprimé', panier: 'Affiche imprimée, expédiée' },
} as const
export type Livraison = keyof typeof LIBELLES_LIVRAISON

/** The select options of the `livraison` fields. */
export const LIVRAISONS = (Object.keys(LIBELLES_LIVRAISON) as Livraison[]).map((value) => ({
  label: LIBELLES_LIVRAISON[value].option,
  value,
}))

export const STATUTS_COMMANDE = [
  { label: 'En attente', value: 'en_attente' },
  { label: 'Payée', value: 'payee' },
  { label: 'Expédiée', value: 'expediee' },
  { label: 'Annulée', value: 'annulee' },
  { label: 'Remboursée', value: 'remboursee' },
  { label: 'Échouée', value: 'echouee' },
] as const

export const RUBRIQUES_FAQ = [
  { label: 'Générale', value: 'generale' },
  { label: 'Téléchargement numérique', value: 'telechargement-numerique' },
  { label: 'Commande', value: 'commande' },
  { label: 'Livraison', value: 'livraison' },
] as const
