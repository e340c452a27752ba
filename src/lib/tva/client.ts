// The door of tva for code that runs without the server (the browser, the proxy): what it may import of
// the module. Its files import nothing of the server (record 0220).
export { verifierHorsLigne } from './numero'
export { regimeTva, sansTva } from './regime'
export type { RegimeTva } from './regime'
export { TAUX_NORMAUX_UE } from './tauxUe'
