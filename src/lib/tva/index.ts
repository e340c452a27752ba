// The door of tva: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { normaliserNumeroTva, verifierHorsLigne } from './numero'
export { MENTION_293B, mentionsTva, regimeHerite } from './regime'
export type { RegimeTva, TraitementTva } from './regime'
export { regimeDeCommande } from './regimeCommande'
export { verifierNumeroTva } from './vies'
