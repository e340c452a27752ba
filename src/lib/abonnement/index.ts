// The door of abonnement: what the rest of the shop imports of it (record 0220). Its other files are its own.
export {
  abonnementSchema,
  confirmerAbonnement,
  demanderAbonnement,
  desabonner,
  MESSAGE_ABONNEMENT,
} from './abonnement'
