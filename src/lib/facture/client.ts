// The door of facture for code that runs without the server (the browser, the proxy): what it may import of
// the module. Its files import nothing of the server (record 0220).
export { MESSAGE_SIRET_CLIENT, sirenOuSiretValide } from './siret'
