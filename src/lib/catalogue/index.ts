// The door of catalogue: what the rest of the shop imports of it (record 0220). Its other files are its own.
export {
  lireFacettesDesProduits,
  lireIdProduitEditable,
  lireLignesAdmin,
  lirePageDeLignesAdmin,
  lirePremiersAdmin,
  lireProduitAdmin,
  toProduitRow,
} from './admin'
export type { ProduitRow } from './admin'
export { lireProduitApi, lirePublieParSlug, lirePubliesParSlugs } from './api'
export { batchSchema } from './apiPublique/batch'
export { VISITOR_HEADER } from './apiPublique/contrat'
export { estRequetePayload, lireProduitsFiltres } from './apiPublique/liste'
export type { FiltresProduits } from './apiPublique/liste'
export { motPayload } from './apiPublique/motsPayload'
export { produitsQuerySchema } from './apiPublique/requete'
export { slugCherchable } from './apiPublique/slug'
export { NO_STORE, PUBLIC_MINUTE, PUBLIC_SECOND } from './apiPublique/types'
export { INVALID_VISITOR, validVisitor, visitorOf } from './apiPublique/visiteur'
export { allOf, lireApercus, lireCartes, lirePageDeCartes, porteeSort, porteeWhere } from './cartes'
export type { PageProduits, Portee } from './cartes'
export { codeDesReglages, messageFormatInconnu } from './codesFormats'
export { readCompteurs, setCompteurs } from './compteurs'
export {
  CATEGORIES,
  DEFAULT_LOCALE,
  DEFAULT_MOCKUP,
  ITEMS_PER_PAGE,
  LIBELLES_LIVRAISON,
  LIVRAISONS,
  MOCKUPS,
  OG_IMAGE,
  RUBRIQUES_FAQ,
  STATUTS_COMMANDE,
} from './constants'
export type {
  ARTICLE_SLUGS,
  AUDIENCE_SLUGS,
  Categorie,
  COLLECTION_SLUGS,
  Livraison,
  Mockup,
} from './constants'
export {
  COUPS_DE_COEUR,
  facetteHref,
  FACETTES_INFO,
  FACETTES_REGISTRE,
  isFacette,
  listesAffiches,
  puces,
} from './facettes'
export type { Facette, Registre } from './facettes'
export { lireBoutique, lireFormatsBoutique } from './formatsBoutique'
export type { Boutique } from './formatsBoutique'
export {
  arrondirCentimes,
  CLASSES_EXPEDITION,
  dimensions,
  FORMATS_PAR_DEFAUT,
  formatsDuProduit,
  QUANTITE_MAX,
  QUANTITE_MIN,
  tarifer,
} from './formatsImpression'
export type { FormatImpression, FormatOffert, ProduitTarifable } from './formatsImpression'
export { fourchette } from './fourchette'
export { lireFichierNumerique, lirePourSitemap, lireProduitImage, lireSlugsParIllustration } from './interne'
export type { ProduitImage } from './interne'
export { aime, countLikes, like, unlike } from './likes'
export { forgetSlugIndex } from './notFound/registry'
export { lireProduitPage } from './page'
export type { ProduitPage } from './page'
export { numeroDePage, verifierPage } from './pagination'
export { toPublicProduitTarife } from './publicProduit'
export type { PublicProduit } from './publicProduit'
export { assurerIndexRecherche, indexerProduits, reconstruireIndexRecherche } from './recherche/indexation'
export { COLLECTION_RECHERCHE } from './recherche/mongo'
export {
  noterProduitsAvantSuppression,
  reindexerApresRenommage,
  reindexerApresSuppression,
} from './recherche/motsCles'
export { pageDeRecherche } from './recherche/produits'
export { cleRecherche } from './recherche/requete'
export { pageSansResultat } from './recherche/revalidation'
export { texteRecherche } from './recherche/texte'
export { RESERVED_PRODUCT_SLUGS, SLUG_MAX, SLUG_PATTERN, toSlug } from './slug'
export {
  articleTag,
  collectionTag,
  FACETTES,
  facettesTags,
  facetteTag,
  facetteValeurTag,
  likesTag,
  pageTag,
  produitTag,
  TAGS,
} from './tags'
export {
  articleImageUrl,
  audienceImageUrl,
  collectionImageUrl,
  derivativesFor,
  miniatureUrl,
  ogUrl,
  pinterestUrl,
  portfolioImageUrl,
  produitImageUrl,
  SIZES,
} from './urls'
