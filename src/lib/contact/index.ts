// The door of contact: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { MESSAGE_ENVOYE, messageSchema, recevoirMessage } from './message'
