// The door of apercu: the preview's addresses and queries (record 0220). Its other files are its own.
export { cheminPublic, imageApercu, urlApercu } from './chemins'
export { MESSAGE_CHEMIN_DE_RETOUR, schemaApercu, schemaQuitter } from './schemas'
