import { ECRANS, parmi } from '@/access/matrice'

/** The shop's own admin screens, in the sidebar and on the dashboard. */
export const ADMIN_LINKS = [
  { href: '/admin/a-expedier', label: 'À expédier' },
  { href: '/admin/retractations', label: 'Rétractations' },
  { href: '/admin/documents-orphelins', label: 'Documents orphelins' },
  { href: '/admin/export-comptable', label: 'Export comptable' },
  { href: '/admin/donnees-personnelles', label: 'Données personnelles' },
  { href: '/admin/coups-de-coeur', label: 'Coups de cœur' },
  { href: '/admin/produits', label: 'Galerie produits' },
  { href: '/admin/ajuster-les-prix', label: 'Ajuster les prix' },
  { href: '/admin/audiences', label: 'Audiences' },
  { href: '/admin/collections', label: 'Collections d’affiches' },
  { href: '/admin/import-catalogue', label: 'Import et export du catalogue' },
  { href: '/admin/sitemap', label: 'Plan du site' },
  { href: '/admin/sauvegardes', label: 'Sauvegardes' },
  { href: '/admin/inviter', label: 'Inviter une personne' },
] as const

/** The links a person may follow: never one that would end on « Non autorisé » (src/access/matrice.ts). */
export const liensPour = (user: unknown) =>
  ADMIN_LINKS.filter((l) => parmi(user as never, ECRANS[l.href] ?? ['admin']))
