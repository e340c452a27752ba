// The door of format for code that runs without the server (the browser, the proxy): what it may import of
// the module. Its files import nothing of the server (record 0220).
export { dateHeure } from './date'
export { centimesDepuisEuros, eurosDepuisCentimes, validerEuros } from './euros'
export type { BornesEuros } from './euros'
export { formatPrix } from './prix'
export { pluriel } from './texte'
