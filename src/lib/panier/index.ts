// The door of panier: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { confirmationParSession } from './confirmation'
export type { Confirmation } from './confirmation'
export { creerPaiement, MESSAGES_PAIEMENT, paiementSchema } from './paiement'
export { traiterEvenement } from './webhook'
