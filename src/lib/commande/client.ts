// The door of commande for code that runs without the server (the browser, the proxy): what it may import of
// the module. Its files import nothing of the server (record 0220).
export { TEXTES_CONSENTEMENT } from './consentement'
export { partDesExemplaires } from './etatRemboursement'
export type { EtatRemboursement } from './etatRemboursement'
export { calculerMontants } from './montants'
export type { Montants, ReglagesLivraison } from './montants'
