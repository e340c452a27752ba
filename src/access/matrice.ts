/**
 * Who may do what in the back office: ONE table for every collection, global, custom endpoint, admin
 * screen and sensitive field, per role and for anonymous visitors (docs/decisions/0200-roles.md).
 * The endpoints and screens are guarded from it (./selonMatrice.ts, src/admin/ui/AdminScreen.tsx), the
 * sidebar and the dashboard show only what it opens. tests/int/access.test.ts checks every collection's
 * and global's real access against it, tests/int/matrice-endpoints.test.ts every endpoint's and screen's;
 * both fail on anything missing from it.
 */
import type { Role } from './isStaff'

export type Qui = 'anonyme' | Role
export type Op = 'read' | 'create' | 'update' | 'delete'
export type Regle = Record<Op, Qui[]>

export const ROLES: Role[] = ['admin', 'editeur', 'atelier']
export const TOUS: Qui[] = ['anonyme', ...ROLES]
const A: Qui[] = ['admin']
const AE: Qui[] = ['admin', 'editeur']
const AT: Qui[] = ['admin', 'atelier']
const EQUIPE: Qui[] = ROLES

const contenu: Regle = { read: TOUS, create: AE, update: AE, delete: AE }
const ferme: Regle = { read: [], create: [], update: [], delete: [] }
const lectureAdmin: Regle = { read: A, create: [], update: [], delete: [] }

export const COLLECTIONS: Record<string, Regle> = {
  // The catalogue and the content: editors' work, read by visitors once published.
  produits: contenu,
  audiences: contenu,
  collections: contenu,
  themes: contenu,
  'mots-cles': contenu,
  langues: contenu,
  articles: contenu,
  faq: contenu,
  portfolio: contenu,
  pages: contenu,
  media: contenu,
  // Print files: the workshop downloads them from « À expédier ».
  telechargements: { read: EQUIPE, create: AE, update: AE, delete: AE },
  // The workshop reads and ships the orders to ship (./commandesAtelier.ts); the rest is the owner's.
  commandes: { read: AT, create: [], update: AT, delete: A },
  avoirs: lectureAdmin,
  courriels: { read: A, create: [], update: [], delete: A },
  abonnes: { read: A, create: [], update: A, delete: A },
  messages: { read: A, create: [], update: A, delete: A },
  likes: { read: AE, create: [], update: [], delete: AE },
  // Others' accounts are the owner's; everyone reads and updates their own (./adminsOrSelf.ts).
  // Accounts are created by invitation only (src/lib/auth/invitation.ts).
  users: { read: EQUIPE, create: [], update: A, delete: A },
  'acces-espace': ferme,
  'demandes-remboursement': ferme,
  verrous: ferme,
  exports: { read: AE, create: AE, update: [], delete: AE },
  imports: ferme,
  journal: lectureAdmin,
  'demandes-donnees': lectureAdmin,
}

export const GLOBALS: Record<string, { read: Qui[]; update: Qui[] }> = {
  // The seller's legal, tax and payment settings and the backups live here: the owner's alone.
  reglages: { read: TOUS, update: A },
  installation: { read: [], update: [] },
}

/** Fields of the orders and who reads them (the workshop: what a parcel needs; the address only while
 *  to ship, ./adresseAExpedier.ts). */
export const CHAMPS: Record<string, Qui[]> = {
  'commandes.email': A,
  'commandes.adresseLivraison': AT,
  'commandes.facturation': A,
  'commandes.total': A,
  'commandes.stripeSessionId': A,
  'commandes.numero': AT,
  'commandes.lignes': AT,
}

/** Custom endpoints (`METHODE /chemin` under /api). The handlers keep their own checks as well. */
export const ENDPOINTS: Record<string, Qui[]> = {
  'PUT /admin/audiences/put': AE,
  'PUT /admin/collections/put': AE,
  'PUT /admin/produits/put': AE,
  'PATCH /admin/audiences/patch/:slug/:field': AE,
  'PATCH /admin/collections/patch/:slug/:field': AE,
  'PATCH /admin/produits/patch/:slug/:field': AE,
  'POST /admin/lots/edition-groupee': AE,
  'POST /admin/lots/prix': AE,
  'POST /admin/lots/:id/annuler': AE,
  'POST /catalogue/import/essai': AE,
  'POST /catalogue/import': AE,
  'POST /admin/commandes/:numero/rembourser': A,
  'POST /admin/commandes/:numero/retractation': A,
  'POST /admin/commandes/:numero/livree': AT,
  'GET /admin/commandes/:numero/bon-de-livraison': AT,
  'GET /admin/commandes/bons-de-livraison': AT,
  'POST /admin/donnees/export': A,
  'POST /admin/donnees/effacement': A,
  'GET /admin/comptabilite/journal-des-ventes': A,
  'POST /admin/invitations': A,
  'GET /sauvegardes': A,
  'POST /sauvegardes': A,
  'GET /sauvegardes/:nom': A,
  // The shop's public endpoints: each checks its own token, session or signature. The jobs' pass takes
  // the server's own token or an owner's or editor's session (src/endpoints/planification.ts).
  'GET /planification/passe': TOUS,
  'POST /invitation': TOUS,
  'GET /now': TOUS,
  'POST /message': TOUS,
  'POST /abonnement': TOUS,
  'GET /abonnement/confirmer': TOUS,
  'GET /abonnement/desabonner': TOUS,
  'POST /abonnement/desabonner': TOUS,
  'POST /commande/paiement': TOUS,
  'POST /commande/webhook': TOUS,
  'GET /commande/telechargement/:token': TOUS,
  'GET /commande/facture/:token': TOUS,
  'GET /commande/avoir/:token': TOUS,
  'POST /retractation': TOUS,
  'POST /retractation/commande': TOUS,
  'GET /espace/document/:jeton': TOUS,
  'POST /espace/lien': TOUS,
  'POST /espace/connexion': TOUS,
  'POST /espace/deconnexion': TOUS,
  'POST /espace/deconnexion-partout': TOUS,
  // The export plugin's own endpoints on « exports » (src/lib/admin/catalogue/plugin.ts).
  'POST /exports/download': AE,
  'POST /exports/export-preview': AE,
}

/** The shop's own admin screens (src/admin/components/links.ts) and who may open each. */
export const ECRANS: Record<string, Qui[]> = {
  '/admin/a-expedier': AT,
  '/admin/retractations': A,
  '/admin/documents-orphelins': A,
  '/admin/export-comptable': A,
  '/admin/donnees-personnelles': A,
  '/admin/coups-de-coeur': AE,
  '/admin/produits': AE,
  '/admin/ajuster-les-prix': AE,
  '/admin/audiences': AE,
  '/admin/collections': AE,
  '/admin/import-catalogue': AE,
  '/admin/sitemap': AE,
  '/admin/sitemap-index': AE,
  '/admin/sauvegardes': A,
  '/admin/inviter': A,
}

/** The dashboard's tiles (src/admin/components/Dashboard.tsx): each shown, and computed, for these only. */
export const TUILES = {
  aExpedier: AT,
  chiffreDuMois: A,
  ventesParFormat: A,
  messages: A,
  sauvegarde: A,
  abonnes: A,
  plusAimes: AE,
  plusAjoutes: AE,
} satisfies Record<string, Qui[]>

type Personne = { collection?: string; roles?: (Role | string)[] | null } | null | undefined

/** Who a request's user is for the table: the first role of a staff account, else « anonyme ». */
export function quiEst(user: Personne): Qui[] {
  if (!user || user.collection !== 'users') return ['anonyme']
  const roles = (user.roles ?? []).filter((r): r is Role => (ROLES as string[]).includes(r))
  return roles.length ? roles : ['anonyme']
}

/** Whether `user` is among `autorises` through any of their roles. */
export const parmi = (user: Personne, autorises: readonly Qui[]): boolean =>
  quiEst(user).some((q) => autorises.includes(q))

/** Who may open an admin screen: the matrix's entry for its path or the closest parent path; a screen
 *  missing from it, the owner only. */
export function ecranPour(chemin: string): Qui[] {
  const cle = Object.keys(ECRANS)
    .filter((k) => chemin === k || chemin.startsWith(`${k}/`))
    .sort((a, b) => b.length - a.length)[0]
  return cle ? ECRANS[cle] : ['admin']
}
