/** Main navigation (header) and footer links: every public route of original-spec §2 is one click
 *  or two away from home. */
export const NAVIGATION = [
  { href: '/produits', label: 'Affiches' },
  { href: '/produits/affiches/audiences', label: 'Audiences' },
  { href: '/produits/affiches/collections', label: 'Collections' },
  { href: '/produits/affiches/coups-de-coeur', label: 'Coups de cœur' },
  { href: '/articles', label: 'Articles' },
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/a-propos', label: 'À propos' },
  { href: '/contact', label: 'Contact' },
] as const

export const PIED_BOUTIQUE = [
  { href: '/produits', label: 'Toutes les affiches' },
  { href: '/produits/affiches/coups-de-coeur', label: 'Coups de cœur' },
  { href: '/produits/affiches/audiences', label: 'Par audience' },
  { href: '/produits/affiches/collections', label: 'Par collection' },
  { href: '/produits/affiches/themes', label: 'Par couleur' },
  { href: '/produits/affiches/mots-cles', label: 'Par mot-clé' },
  { href: '/produits/affiches/langues', label: 'Par langue' },
] as const

export const PIED_AIDE = [
  { href: '/faq', label: 'Questions fréquentes' },
  { href: '/faq/telechargement-numerique', label: 'Téléchargement numérique' },
  { href: '/expedition', label: 'Expédition' },
  { href: '/retours', label: 'Retours' },
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
