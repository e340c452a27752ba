import type { AdminViewConfig, Config } from 'payload'

/**
 * Custom admin components and views (paths relative to src/, see admin.importMap.baseDir).
 * Views use `exact: true`: a prefix view would swallow deeper paths (docs/SPECIFICATION.md §14).
 * Every view checks the user itself, since Payload renders fixed-path custom views to anonymous visitors.
 * /admin/collections, /admin/collections/{slug} and /admin/produits/edit/{slug} are Next pages under
 * app/(payload)/admin that hand Payload rewritten segments.
 */
const view = (path: `/${string}`, component: string, title: string): AdminViewConfig => ({
  path,
  exact: true,
  Component: `/admin/views/${component}`,
  meta: { title },
})

export const adminComponents: NonNullable<Config['admin']>['components'] = {
  graphics: { Logo: '/admin/components/Brand#BrandLogo', Icon: '/admin/components/Brand#BrandIcon' },
  beforeDashboard: ['/admin/components/Dashboard#Dashboard'],
  afterNavLinks: ['/admin/components/NavLinks#NavLinks'],
  views: {
    sitemap: view('/sitemap', 'SitemapView#SitemapView', 'Plan du site'),
    sitemapIndex: view('/sitemap-index', 'SitemapView#SitemapIndexView', 'Index du plan du site'),
    audiences: view('/audiences', 'AudiencesView#AudiencesView', 'Audiences'),
    audience: view('/audiences/:slug', 'AudiencesView#AudienceView', 'Audience'),
    collectionsAffiches: view(
      '/collections-affiches',
      'CollectionsView#CollectionsView',
      'Collections d’affiches',
    ),
    collectionAffiches: view(
      '/collections-affiches/:slug',
      'CollectionsView#CollectionView',
      'Collection d’affiches',
    ),
    aExpedier: view('/a-expedier', 'AExpedierView#AExpedierView', 'Commandes à expédier'),
    retractations: view('/retractations', 'RetractationsView#RetractationsView', 'Rétractations'),
    documentsOrphelins: view(
      '/documents-orphelins',
      'DocumentsOrphelinsView#DocumentsOrphelinsView',
      'Documents orphelins',
    ),
    donneesPersonnelles: view(
      '/donnees-personnelles',
      'DonneesPersonnellesView#DonneesPersonnellesView',
      'Données personnelles',
    ),
    coupsDeCoeur: view('/coups-de-coeur', 'CoupsDeCoeurView#CoupsDeCoeurView', 'Coups de cœur'),
    produits: view('/produits', 'ProduitsView#ProduitsView', 'Galerie des produits'),
    // /admin/produits/page without a number is page 1 (original spec), not a product called « page ».
    produitsPage1: view('/produits/page', 'ProduitsView#ProduitsView', 'Galerie des produits'),
    produitsPage: view('/produits/page/:n', 'ProduitsView#ProduitsView', 'Galerie des produits'),
    produitMore: view('/produits/more/:slug', 'ProduitMoreView#ProduitMoreView', 'Images et ventes'),
    produit: view('/produits/:slug', 'ProduitView#ProduitView', 'Produit'),
    exportComptable: view('/export-comptable', 'ExportComptableView#ExportComptableView', 'Export comptable'),
    importCatalogue: view(
      '/import-catalogue',
      'ImportCatalogueView#ImportCatalogueView',
      'Importer le catalogue',
    ),
    ajusterPrix: view('/ajuster-les-prix', 'AjusterPrixView#AjusterPrixView', 'Ajuster les prix'),
    sauvegardes: view('/sauvegardes', 'SauvegardesView#SauvegardesView', 'Sauvegardes'),
    inviter: view('/inviter', 'InviterView#InviterView', 'Inviter une personne'),
  },
}
