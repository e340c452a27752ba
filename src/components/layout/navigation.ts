import { COUPS_DE_COEUR, FACETTES_REGISTRE, facetteHref, type Registre } from '@/lib/catalogue'

type LienMenu = { href: string; label: string }

/** The header's facet links: the facets flagged `enTete`, by their title. */
export const navigationFacettes = (registre: Registre = FACETTES_REGISTRE): LienMenu[] =>
  registre.filter((f) => f.enTete).map((f) => ({ href: facetteHref(f.facette), label: f.titre }))

/** The footer's facet links (« Par … »). */
export const piedFacettes = (registre: Registre = FACETTES_REGISTRE): LienMenu[] =>
  registre.map((f) => ({ href: facetteHref(f.facette), label: f.menu }))

/** Main navigation (header) and footer links: every public route of docs/SPECIFICATION.md §4 is one click
 *  or two away from home. */
export const NAVIGATION: readonly LienMenu[] = [
  { href: '/produits', label: 'Affiches' },
  ...navigationFacettes(),
  { href: facetteHref(COUPS_DE_COEUR), label: 'Coups de cœur' },
  { href: '/articles', label: 'Articles' },
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/a-propos', label: 'À propos' },
  { href: '/contact', label: 'Contact' },
]

export const PIED_BOUTIQUE: readonly LienMenu[] = [
  { href: '/produits', label: 'Toutes les affiches' },
  { href: facetteHref(COUPS_DE_COEUR), label: 'Coups de cœur' },
  ...piedFacettes(),
]

export const PIED_AIDE = [
  { href: '/faq', label: 'Questions fréquentes' },
  { href: '/faq/telechargement-numerique', label: 'Téléchargement numérique' },
  { href: '/expedition', label: 'Expédition' },
  { href: '/retours', label: 'Retours' },
  { href: '/retractation', label: 'Renoncer au contrat ici' },
  { href: '/mes-commandes', label: 'Mes commandes' },
  { href: '/commande', label: 'Mon panier' },
  { href: '/commande/erreur', label: 'Paiement interrompu' },
  { href: '/contact', label: 'Nous écrire' },
] as const

export const PIED_ATELIER = [
  { href: '/a-propos', label: 'L’atelier' },
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/articles', label: 'Articles' },
  { href: '/licence-images', label: 'Licence des images' },
] as const

export const LEGAL = [
  { href: '/mentions-legales', label: 'Mentions légales' },
  { href: '/cgu', label: 'CGU' },
  { href: '/cgv', label: 'CGV' },
  { href: '/cgv#retractation', label: 'Droit de rétractation' },
  { href: '/confidentialite', label: 'Confidentialité' },
  { href: '/cookies', label: 'Cookies' },
] as const
