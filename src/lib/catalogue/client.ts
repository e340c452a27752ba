// The door of catalogue for code that runs without the server (the browser, the proxy): what it may import of
// the module. Its files import nothing of the server (record 0220).
export { BATCH_MAX, VISITOR_HEADER, VISITOR_ID_PATTERN } from './apiPublique/contrat'
export { LIBELLES_LIVRAISON } from './constants'
export {
  dimensions,
  formatParDefaut,
  FORMATS_PAR_DEFAUT,
  QUANTITE_MAX,
  QUANTITE_MIN,
} from './formatsImpression'
export type { ClasseExpedition, FormatOffert } from './formatsImpression'
export { prixCarte } from './fourchette'
export { listeDeLaPageUne } from './pageUne'
export type { PublicProduit } from './publicProduit'
export { attenteRendu, estCanonique, rechercheCanonique, urlRecherche } from './recherche/canonique'
export { cheminRecherche } from './recherche/texte'
export { produitImageUrl, vignetteSceneUrl } from './urls'
