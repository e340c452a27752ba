// The door of vendeur: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { formulaireRetractation, identiteDesReglages, phrasesVendeur } from './identite'
export type { IdentiteVendeur } from './identite'
export { lireMentions, textesReglages } from './mentions'
export type { MentionsVendeur, Paragraphe } from './mentions'
