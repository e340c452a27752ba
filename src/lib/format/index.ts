// The door of format: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { dateHeure, formatDate, isoDate, jourParis } from './date'
export { emailSchema } from './email'
export { centimesDepuisEuros, eurosDepuisCentimes, validerEuros } from './euros'
export { formatPrix, prixDecimal } from './prix'
export { libelleRemise } from './remise'
export { pluriel } from './texte'
